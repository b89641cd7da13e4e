import * as t from 'io-ts';
import { CustomerType, Gender, IdType, Language, Persona } from './user.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const IntegerMoney = t.refinement(t.number, (n) => Number.isSafeInteger(n), 'Money (integer 1/10000 units)');

/** One ID document of a customer (spec 3: the Documents tab lists 2: type, number, expiry). */
export const IdDocument = t.type({
  idType: IdType.codec,
  number: t.string,
  expiry: nullable(t.string),
});
export type IdDocument = t.TypeOf<typeof IdDocument>;

/**
 * Every field of a customer that staff may type (spec 1 §3, spec 3 §3). Tags, status and currentStatus are not
 * here: tags change only by assignment, status only by the status actions, currentStatus is derived.
 */
export const UserProfileFields = {
  type: CustomerType.codec,
  name: t.string,
  email: t.string,
  phone: t.string,
  phone2: nullable(t.string),
  partnerId: t.number,
  countryId: t.number,
  assigneeId: nullable(t.number),
  credits: IntegerMoney,
  deposits: IntegerMoney,
  storageRate: nullable(IntegerMoney),
  roles: t.array(t.string),
  isVerified: t.boolean,
  trn: nullable(t.string),
  persona: nullable(Persona.codec),
  emailSignature: nullable(t.string),
  addressId: nullable(t.number),
  enableAutoCardCharging: t.boolean,
  isPostpaidInvoiceEnabled: t.boolean,
  showCbmInChargeDescription: t.boolean,
  tap_customer_id: nullable(t.string),
  tapPaymentAgreementId: nullable(t.string),
  englishName: nullable(t.string),
  arabicName: nullable(t.string),
  firstNameEnglish: nullable(t.string),
  firstNameArabic: nullable(t.string),
  lastNameEnglish: nullable(t.string),
  lastNameArabic: nullable(t.string),
  nicknameEnglish: nullable(t.string),
  nicknameArabic: nullable(t.string),
  gender: nullable(Gender.codec),
  language: Language.codec,
  documents: t.array(IdDocument),
  source: nullable(t.string),
};

export const UserProfilePatch = t.exact(t.partial(UserProfileFields));
export type UserProfilePatch = t.TypeOf<typeof UserProfilePatch>;

export const UserProfile = t.exact(t.type(UserProfileFields));
export type UserProfile = t.TypeOf<typeof UserProfile>;

export const USER_NAME_FIELDS = [
  'name',
  'englishName',
  'arabicName',
  'firstNameEnglish',
  'firstNameArabic',
  'lastNameEnglish',
  'lastNameArabic',
  'nicknameEnglish',
  'nicknameArabic',
] as const;

