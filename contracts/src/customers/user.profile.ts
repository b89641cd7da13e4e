import * as t from 'io-ts';
import { MoneyAmount } from '../money/money.js';
import { Id } from '../shared/id.js';
import { Text, list } from '../shared/store-safe.js';
import { CustomerType, Gender, IdType, Language, Persona } from './user.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const IntegerMoney = MoneyAmount;

/** One ID document of a customer (spec 3: the Documents tab lists 2: type, number, expiry). */
export const IdDocument = t.type({
  idType: IdType.codec,
  number: Text,
  expiry: nullable(Text),
});
export type IdDocument = t.TypeOf<typeof IdDocument>;

/**
 * Every field of a customer that staff may type (spec 1 §3, spec 3 §3). Tags, status and currentStatus are not
 * here: tags change only by assignment, status only by the status actions, currentStatus is derived.
 */
export const UserProfileFields = {
  type: CustomerType.codec,
  name: Text,
  email: Text,
  phone: Text,
  phone2: nullable(Text),
  partnerId: Id,
  countryId: Id,
  assigneeId: nullable(Id),
  credits: IntegerMoney,
  deposits: IntegerMoney,
  storageRate: nullable(IntegerMoney),
  roles: list(Text, 50),
  isVerified: t.boolean,
  trn: nullable(Text),
  persona: nullable(Persona.codec),
  emailSignature: nullable(Text),
  addressId: nullable(Id),
  enableAutoCardCharging: t.boolean,
  isPostpaidInvoiceEnabled: t.boolean,
  showCbmInChargeDescription: t.boolean,
  tap_customer_id: nullable(Text),
  tapPaymentAgreementId: nullable(Text),
  englishName: nullable(Text),
  arabicName: nullable(Text),
  firstNameEnglish: nullable(Text),
  firstNameArabic: nullable(Text),
  lastNameEnglish: nullable(Text),
  lastNameArabic: nullable(Text),
  nicknameEnglish: nullable(Text),
  nicknameArabic: nullable(Text),
  gender: nullable(Gender.codec),
  language: Language.codec,
  documents: list(IdDocument, 50),
  source: nullable(Text),
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
