import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** rm.addresses: the addresses list and screens (spec 2 §2), with the names they show (user, city, partner). */
export interface AddressesTable {
  id: number;
  userId: number;
  partnerId: number;
  name: string | null;
  line1: string | null;
  area: string | null;
  cityId: number | null;
  countryId: number | null;
  userName: string | null;
  cityName: string | null;
  partnerName: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** rm.address_refs: the names rm.addresses copies, kept by the addresses projection itself (it rebuilds alone). */
export interface AddressRefsTable {
  kind: 'user' | 'city' | 'partner';
  id: number;
  name: string | null;
}

/**
 * The haystack of the addresses list's `searchTerm`: an expression (not a stored column, so the generic
 * `GET /api/addresses` answers the record and its names only), trigram-indexed by the migration. The query must
 * use it word for word for the index to serve it.
 */
export const ADDRESS_SEARCH_EXPRESSION = `lower(id::text || ' ' || coalesce(name, '') || ' ' || coalesce(line1, '') || ' ' || coalesce(area, '') || ' ' || coalesce("userName", '') || ' ' || coalesce("cityName", ''))`;
