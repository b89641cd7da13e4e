import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** ARCHITECTURE §8, spec 1 §9. */
export const Currency = enumeration(['AED', 'KWD', 'SAR'] as const, 'Currency');
export type Currency = EnumValue<typeof Currency>;

/** Shown decimals: KWD 3, AED and SAR 2 (spec 2 §9, spec 3 §9). */
export const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = Object.freeze({ AED: 2, KWD: 3, SAR: 2 });
