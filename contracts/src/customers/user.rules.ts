import { isBlank, REQUIRED, type FieldError } from '../shared/validation.js';
import { USER_NAME_FIELDS, type UserProfilePatch } from './user.profile.js';

export const NAME_CHARACTERS_MESSAGE = "Name cannot contain special characters like @ or '";
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const EMAIL_UNIQUE_MESSAGE = 'email must be unique';
/** Issue 30 §3: credit is money the customer holds with us, so it moves by payments, refunds and credit use only. */
export const CREDITS_BY_MONEY_MESSAGE =
  'Credits change only by payments, refunds and the use of credit; record a payment or a refund instead';
export const existingEmailNotice = (email: string): string => `An account already exists with the email '${email}'`;

// Arabic letters (and their vowel marks), Latin letters, digits and spaces: spec 1 §5.
const NAME_PATTERN = /^(?:[A-Za-z0-9 ]|(?=\p{Script=Arabic})[\p{L}\p{M}])*$/u;
// The usual address pattern: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isValidName = (name: string): boolean => NAME_PATTERN.test(name);
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The rules every customer form and the server apply to the fields present in `input`. */
const fieldRules = (input: UserProfilePatch): FieldError[] => {
  const errors: FieldError[] = [];
  for (const field of USER_NAME_FIELDS) {
    const v = input[field];
    if (typeof v === 'string' && !isValidName(v)) errors.push({ path: field, message: NAME_CHARACTERS_MESSAGE });
  }
  if (typeof input.email === 'string' && !isBlank(input.email) && !isValidEmail(input.email)) {
    errors.push({ path: 'email', message: EMAIL_MESSAGE });
  }
  if (input.credits !== undefined && input.credits !== 0)
    errors.push({ path: 'credits', message: CREDITS_BY_MONEY_MESSAGE });
  return errors;
};

/**
 * Customer create (spec 1 §5): name, email, phone and country required; partner required for staff users
 * (the creating user's partner is the default for others, applied by the server before this check).
 */
export const validateUserCreate = (input: UserProfilePatch): FieldError[] => {
  const required: (keyof UserProfilePatch)[] = ['name', 'email', 'phone', 'countryId', 'partnerId'];
  const missing = required.filter((f) => isBlank(input[f])).map((path) => ({ path, message: REQUIRED }));
  return [...missing, ...fieldRules(input)];
};

/** Customer edit: the same rules on what is sent; a field that is sent must not be emptied if it is required. */
export const validateUserUpdate = (input: UserProfilePatch): FieldError[] => {
  const required: (keyof UserProfilePatch)[] = ['name', 'email', 'phone', 'countryId', 'partnerId'];
  const emptied = required.filter((f) => f in input && isBlank(input[f])).map((path) => ({ path, message: REQUIRED }));
  return [...emptied, ...fieldRules(input)];
};

/** My profile ('Account Settings', spec 1 §2.5): name required. Line breaks of the signature are stored as <br/>. */
export const validateProfile = (input: { name?: string | null }): FieldError[] =>
  isBlank(input.name) ? [{ path: 'name', message: REQUIRED }] : fieldRules({ name: input.name ?? '' });

export const signatureToStored = (typed: string): string => typed.replace(/\r?\n/g, '<br/>');
export const signatureFromStored = (stored: string): string => stored.replace(/<br\s*\/?>/gi, '\n');
