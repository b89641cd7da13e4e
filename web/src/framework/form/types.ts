import type { ReactNode } from 'react';
import type { Choice, ReferenceSource, Viewer } from '../types';

export type FormValues = Record<string, unknown>;

interface FieldBase {
  readonly name: string;
  readonly label: string;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  /** Whole row (default: half a row on wide screens). */
  readonly wide?: boolean;
  readonly helperText?: string;
  /** Shown only when this holds (e.g. storage rate only for type sme; partner only with the staff permission). */
  readonly visible?: (values: FormValues, viewer: Viewer) => boolean;
}

export type FormFieldDef =
  | (FieldBase & { readonly kind: 'text' | 'email' | 'multiline' | 'date' })
  | (FieldBase & { readonly kind: 'select'; readonly choices: readonly Choice[]; readonly emptyLabel?: string })
  | (FieldBase & { readonly kind: 'reference'; readonly source: ReferenceSource })
  | (FieldBase & { readonly kind: 'selectReference'; readonly source: ReferenceSource })
  /** Typed in major units; the value stays text until saved (see ResourceForm). */
  | (FieldBase & { readonly kind: 'money' })
  | (FieldBase & { readonly kind: 'phone' })
  | (FieldBase & { readonly kind: 'boolean' })
  | (FieldBase & { readonly kind: 'tags' })
  | (FieldBase & {
      readonly kind: 'custom';
      readonly render: (p: { value: unknown; onChange: (v: unknown) => void; error?: string; values: FormValues; errors: Readonly<Record<string, string>> }) => ReactNode;
    });

export interface FormSection {
  readonly title: string;
  readonly fields: readonly FormFieldDef[];
}
