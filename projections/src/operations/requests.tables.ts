import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A JSON column written as JSON text. */
type Json<T extends object> = JSONColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

/**
 * rm.requests (operations-shared.md): one row per request, the fields of spec 2 §3 under their names, the names the
 * list shows copied in (kept current by the requests projection from its own rm.request_refs), the line count, and
 * a search column. `date` is 'YYYY-MM-DD' text; money columns are bigint 1/10000 units.
 */
export interface RequestsTable {
  id: number;
  type: string;
  status: string;
  date: string | null;
  from: number | null;
  to: number | null;
  cityId: number | null;
  countryId: number | null;
  teamId: number | null;
  warehouseId: number | null;
  partnerId: number;
  assigneeId: number | null;
  userId: number | null;
  orderId: number | null;
  addressId: number | null;
  destAddressId: number | null;
  paymentMode: string | null;
  amount: number | null;
  currency: string | null;
  rent: number | null;
  size: number | null;
  actualSize: number | null;
  qty: number | null;
  actualQty: number | null;
  isPrimary: boolean | null;
  rating: number | null;
  feedback: string | null;
  dispute: string | null;
  customerAction: string | null;
  customerComplaint: string | null;
  resolution: string | null;
  reason: string | null;
  comment: string | null;
  photosSentAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  customerAcceptedAt: NullableTimestamp;
  hasDynamicFieldsComputed: boolean | null;
  chargeTypes: ColumnType<string[], string[] | undefined, string[]>;
  isSME: boolean;
  isRelatedRequest: boolean | null;
  services: Json<object[]>;
  items: Json<object[]>;
  actualItems: NullableJson<object[]>;
  currentItems: NullableJson<object[]>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  userName: string | null;
  assigneeName: string | null;
  cityName: string | null;
  teamName: string | null;
  warehouseName: string | null;
  partnerName: string | null;
  lineCount: ColumnType<number, number | undefined, number>;
  search: Generated<string>;
}

/** rm.request_lines: one row per request line (spec 2 §3). */
export interface RequestLinesTable {
  id: number;
  requestId: number;
  storageId: number | null;
  qty: number;
  qtyDone: number | null;
  qtyInOut: number | null;
  updatedAt: Timestamp;
}

/** The names rm.requests copies, by kind and id (users, partners, cities, teams, warehouses). */
export interface RequestRefsTable {
  kind: 'user' | 'partner' | 'city' | 'team' | 'warehouse';
  id: number;
  name: string | null;
}

/** Requests per partner: in total (chargeType '') and per charge type (a request counts once per type it has). */
export interface RequestCountsTable {
  partnerId: number;
  chargeType: string;
  n: number;
}

/** The search column of rm.requests in a narrow table (kept by a trigger on rm.requests). */
export interface RequestSearchTable {
  id: number;
  partnerId: number;
  search: string;
}
