import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 1 §3, spec 3 §3. */
export const BoxStatus = enumeration(
  ['new', 'empty', 'assigned', 'damaged', 'unknown', 'other', 'lost', 'missing', 'not_returned'] as const,
  'BoxStatus',
);
export type BoxStatus = EnumValue<typeof BoxStatus>;
