import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 1 §3, spec 3 §3 (the full set). */
export const ChargeType = enumeration(
  [
    'storage',
    'delivery',
    'pickup',
    'packing',
    'loading',
    'pickup_packing',
    'pickup_delivery',
    'pickup_packing_delivery',
    'discount',
    'credit',
    'custom',
    'service',
    'order',
    'handling',
    'deposit',
  ] as const,
  'ChargeType',
);
export type ChargeType = EnumValue<typeof ChargeType>;

/** Offer type / discount type (spec 1 §3, spec 2 §3). */
export const DiscountType = enumeration(['discount', 'percent'] as const, 'DiscountType');
export type DiscountType = EnumValue<typeof DiscountType>;

/** Description is required, and shown, only for these types (spec 3 §2 and §5). */
export const CHARGE_TYPES_WITH_DESCRIPTION: readonly ChargeType[] = Object.freeze([
  'custom',
  'discount',
  'credit',
] as const);
/** Order is required unless the type is one of these (spec 3 §5). */
export const CHARGE_TYPES_WITHOUT_ORDER: readonly ChargeType[] = Object.freeze(['discount', 'custom'] as const);
