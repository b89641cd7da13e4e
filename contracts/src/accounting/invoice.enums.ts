import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 1 §3, spec 3 §3. */
export const InvoiceStatus = enumeration(['unpaid', 'paid', 'partial', 'cancelled'] as const, 'InvoiceStatus');
export type InvoiceStatus = EnumValue<typeof InvoiceStatus>;

export const InvoiceType = enumeration(
  ['order', 'recurring', 'final', 'service', 'other', 'creditNote', 'deposit'] as const,
  'InvoiceType',
);
export type InvoiceType = EnumValue<typeof InvoiceType>;
