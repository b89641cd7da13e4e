import type { MessageKey } from '../../app/i18n/messages';
import { partnersSource } from '../fields/sources';
import type { FormFieldDef } from '../form/types';
import { choices, CURRENCY_CHOICES } from './cells';
import { customers } from './filters';

/**
 * The partner selector of the charge and invoice edit forms, for the staff role (spec 3 §2, §6); admin holds every
 * role's rights, so it sees it too.
 */
const staffPartnerField: FormFieldDef = {
  kind: 'selectReference',
  name: 'partnerId',
  label: 'accounting.col.partner',
  source: partnersSource,
  visible: (_v, viewer) => viewer.permissions.includes('staff') || viewer.permissions.includes('admin'),
};

/** The form fields several resources' forms share (the charge, invoice and payment forms). */
export const formField = {
  /** The customer (suggestions after more than 2 typed characters). */
  customer: (source = customers): FormFieldDef => ({
    kind: 'reference',
    name: 'userId',
    label: 'accounting.col.customer',
    required: true,
    source,
  }),
  currency: {
    kind: 'select',
    name: 'currency',
    label: 'accounting.col.currency',
    required: true,
    choices: CURRENCY_CHOICES,
  } satisfies FormFieldDef,
  amount: { kind: 'money', name: 'amount', label: 'accounting.col.amount', required: true } satisfies FormFieldDef,
  /** A choice among a contracts enumeration. */
  enumOf: (name: string, label: string, values: readonly string[]): FormFieldDef => ({
    kind: 'select',
    name,
    label,
    required: true,
    choices: choices(values),
  }),
  staffPartner: staffPartnerField,
};

/** The names a catalogue prefix has keys for: `width` under `places.col` when `places.col.width` is a key. */
type KeyedUnder<P extends string> = MessageKey extends infer K ? (K extends `${P}.${infer N}` ? N : never) : never;

/**
 * Plain fields of one kind, each labelled by its own key under the resource's catalogue prefix (`places.col`:
 * width → 'places.col.width'); a name the catalogue has no key for does not compile.
 */
export const plainFields = <P extends string>(
  kind: 'text' | 'multiline' | 'date' | 'boolean',
  prefix: P,
  ...names: readonly KeyedUnder<P>[]
): FormFieldDef[] => names.map((name) => ({ kind, name, label: `${prefix}.${name}` }));
