import type { ReactNode } from 'react';
import type { Choice, ReferenceSource, Viewer } from '../types';

export type FormValues = Record<string, unknown>;

/**
 * Where a reference field finds its choices: fixed, or following other fields of the form (the cities of the
 * chosen country). A source's `id` names its choices, so a source that depends on values carries them in its id.
 */
export type FieldSource = ReferenceSource | ((values: FormValues) => ReferenceSource);

interface FieldBase {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  /** Whole row (default: half a row on wide screens). */
  readonly wide?: boolean;
  readonly helperText?: string;
  /** Text fields: the most characters allowed, shown as a counter (the rule itself is checked by `validate`). */
  readonly maxLength?: number;
  /** Shown only when this holds (e.g. storage rate only for type sme; partner only with the staff permission). */
  readonly visible?: (values: FormValues, viewer: Viewer) => boolean;
  /** Other fields a change of this one sets (a new country resets its city to the country's default). */
  readonly derive?: (value: unknown, values: FormValues) => FormValues;
}

export type FormFieldDef =
  | (FieldBase & { readonly kind: 'text' | 'email' | 'multiline' | 'date' })
  | (FieldBase & { readonly kind: 'select'; readonly choices: readonly Choice[]; readonly emptyLabel?: string })
  | (FieldBase & { readonly kind: 'reference'; readonly source: FieldSource })
  | (FieldBase & { readonly kind: 'selectReference'; readonly source: FieldSource; readonly emptyLabel?: string })
  /** Typed in major units; the value stays text until saved (see ResourceForm). */
  | (FieldBase & {
      readonly kind: 'money';
      /** The message of a text that is no number, where the spec names one (spec 3 §5 'Amount is required'). */
      readonly notANumber?: string;
    })
  | (FieldBase & { readonly kind: 'phone' })
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & { readonly kind: 'tags' })
  | (FieldBase & {
      readonly kind: 'custom';
      readonly render: (p: {
        value: unknown;
        onChange: (v: unknown) => void;
        error?: string;
        values: FormValues;
        errors: Readonly<Record<string, string>>;
      }) => ReactNode;
    });

export interface FormSection {
  readonly title: string;
  readonly fields: readonly FormFieldDef[];
  /** Shown only when this holds (spec 2 §2: the Checklist only for a pickup). */
  readonly visible?: (values: FormValues, viewer: Viewer) => boolean;
}
