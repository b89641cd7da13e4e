import { enumeration, type EnumValue } from '../shared/enumeration.js';

/**
 * Spec 1 §3, spec 3 §3. A payment's `mode` field holds one of these (spec 3 §2: "a payment with mode payfort
 * or tap"); PaymentMode below is the coarser category.
 */
export const PaymentMethod = enumeration(
  [
    'credits',
    'cod',
    'tap',
    'payfort',
    'cheque',
    'bank_deposit',
    'bank_transfer',
    'deposit',
    'payfort_kema',
    'manual_tap',
    'manual_payfort',
    'pos_sab',
  ] as const,
  'PaymentMethod',
);
export type PaymentMethod = EnumValue<typeof PaymentMethod>;

export const PaymentStatus = enumeration(['pending', 'complete', 'failed', 'refunded'] as const, 'PaymentStatus');
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

/** Type defaults to payment on create (spec 3 §5). */
export const PaymentType = enumeration(['payment', 'refund', 'deposit'] as const, 'PaymentType');
export type PaymentType = EnumValue<typeof PaymentType>;

export const PaymentMode = enumeration(['cash', 'card', 'cheque'] as const, 'PaymentMode');
export type PaymentMode = EnumValue<typeof PaymentMode>;

/** data.response.eci of a card payment. */
export const Eci = enumeration(['ECOMMERCE', 'RECURRING'] as const, 'Eci');
export type Eci = EnumValue<typeof Eci>;

/** Spec 3 §5 "Manual modes", in the spec's order; manual payments are created complete (spec 3 §4). */
export const ManualPaymentMethod = enumeration(
  [
    'cod',
    'cheque',
    'bank_deposit',
    'bank_transfer',
    'credits',
    'deposit',
    'payfort_kema',
    'manual_tap',
    'manual_payfort',
    'pos_sab',
  ] as const,
  'ManualPaymentMethod',
);
export type ManualPaymentMethod = EnumValue<typeof ManualPaymentMethod>;

/** Gateway payments: neither admin nor finance may edit or delete them (spec 3 §2). */
export const GATEWAY_PAYMENT_METHODS: readonly PaymentMethod[] = Object.freeze(['payfort', 'tap'] as const);
