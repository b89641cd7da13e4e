import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 1 §1 and §3. */
export const CustomerType = enumeration(['b2c', 'b2b', 'sme', 'partner', 'staff'] as const, 'CustomerType');
export type CustomerType = EnumValue<typeof CustomerType>;

/** Spec 1 §3, spec 3 §3. */
export const UserStatus = enumeration(['new', 'active', 'inactive', 'rejected', 'suspended'] as const, 'UserStatus');
export type UserStatus = EnumValue<typeof UserStatus>;

export const Gender = enumeration(['male', 'female'] as const, 'Gender');
export type Gender = EnumValue<typeof Gender>;

/** EN is the default on customer create (spec 1 §5). */
export const Language = enumeration(['EN', 'AR'] as const, 'Language');
export type Language = EnumValue<typeof Language>;

export const IdType = enumeration(['Passport', 'EmiratesID', 'CivilID'] as const, 'IdType');
export type IdType = EnumValue<typeof IdType>;

/** Read-only in forms (spec 1 §3): derived from the customer's orders, never typed. */
export const CurrentStatus = enumeration(['EXISTING_CUSTOMER', 'EX_CUSTOMER'] as const, 'CurrentStatus');
export type CurrentStatus = EnumValue<typeof CurrentStatus>;

/**
 * Spec 1 §3 names the persona groups (commercial, personal, and "student, single, married, young-kids,
 * older-kids and old variants for female and male") but says the complete value list is not shown.
 * Decision: the two plain values, then `<gender>-<variant>` for each gender and each named variant, in the
 * spec's order. The variant words are kept as the spec writes them so a later import of the real list can be
 * mapped one to one.
 */
export const PERSONA_VARIANTS = ['student', 'single', 'married', 'young-kids', 'older-kids', 'old'] as const;
export const Persona = enumeration(
  [
    'commercial',
    'personal',
    'female-student',
    'female-single',
    'female-married',
    'female-young-kids',
    'female-older-kids',
    'female-old',
    'male-student',
    'male-single',
    'male-married',
    'male-young-kids',
    'male-older-kids',
    'male-old',
  ] as const,
  'Persona',
);
export type Persona = EnumValue<typeof Persona>;

/** A tag is Generic when the generic box is ticked, otherwise User (spec 1 §5). */
export const TagModule = enumeration(['Generic', 'User'] as const, 'TagModule');
export type TagModule = EnumValue<typeof TagModule>;
