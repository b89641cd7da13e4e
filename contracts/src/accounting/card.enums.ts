import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 2 §3, spec 3 §3. A card's `mode` values are not shown in the specs, so it stays a string. */
export const CardStatus = enumeration(['active', 'inactive'] as const, 'CardStatus');
export type CardStatus = EnumValue<typeof CardStatus>;
