import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** rm.users: one row per customer or staff user, denormalised for the customers list (spec 1 §2.6). */
export interface UsersTable {
  id: number;
  type: string;
  name: string;
  email: string;
  phone: string;
  phone2: string | null;
  partnerId: number;
  partnerName: string | null;
  countryId: number;
  countryName: string | null;
  currency: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  credits: number;
  deposits: number;
  storageRate: number | null;
  /** The tags' names; "tagIds" their records' ids, position by position (empty while held by name only). */
  tags: string[];
  tagIds: Generated<number[]>;
  status: string;
  roles: string[];
  isVerified: boolean;
  trn: string | null;
  persona: string | null;
  emailSignature: string | null;
  addressId: number | null;
  enableAutoCardCharging: boolean;
  isPostpaidInvoiceEnabled: boolean;
  showCbmInChargeDescription: boolean;
  holdReasonId: ColumnType<number | null, number | null | undefined, number | null>;
  holdReason: ColumnType<string | null, string | null | undefined, string | null>;
  heldAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  tap_customer_id: string | null;
  tapPaymentAgreementId: string | null;
  englishName: string | null;
  arabicName: string | null;
  firstNameEnglish: string | null;
  firstNameArabic: string | null;
  lastNameEnglish: string | null;
  lastNameArabic: string | null;
  nicknameEnglish: string | null;
  nicknameArabic: string | null;
  gender: string | null;
  currentStatus: string | null;
  language: string;
  documents: JSONColumnType<{ idType: string; number: string; expiry: string | null }[]>;
  source: string | null;
  /** Lower-cased id, name, email and phones: the trigram-indexed haystack of `searchTerm`. */
  search: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** rm.credentials: sign-in lookup by e-mail; never served by any list. */
export interface CredentialsTable {
  userId: number;
  email: string;
  passwordHash: string;
}

/**
 * rm.user_refs: the names the users list copies (partners, countries, assignees), kept by the users projection
 * itself so that it never reads another projection's tables and a rebuild of it alone gives the live rows.
 */
export interface UserRefsTable {
  kind: 'partner' | 'country' | 'user';
  id: number;
  name: string | null;
  currency: string | null;
}

/** rm.tags: the tags resource (spec 3 §3 Tag), written by the generic table projection. */
export interface TagsTable {
  id: number;
  name: string;
  module: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
