import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A JSON column written as JSON text (pg would send a JS array as a PostgreSQL array). */
type Json<T extends object> = JSONColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

/**
 * rm.orders: one row per lead or order (one aggregate, one list: spec 2 §2 "Leads (resource backed by orders)"),
 * the record's fields under their spec names, the names the lists show copied in (kept current by the orders
 * projection from its own rm.order_refs), and the columns the list filters and sorts need.
 * Dates (`date`, `renewalDate`, `deliveryDate`, `surveyDate`) are 'YYYY-MM-DD' text: exact, and ordered as dates.
 */
export interface OrdersTable {
  id: number;
  type: string;
  status: string;
  userId: number | null;
  partnerId: number;
  assigneeId: number | null;
  countryId: number | null;
  cityId: number | null;
  months: number | null;
  expectedStorageDuration: number | null;
  date: string | null;
  renewalDate: string | null;
  followUpAt: NullableTimestamp;
  pickupRequired: boolean | null;
  pickupTimeFrom: number | null;
  pickupTimeTo: number | null;
  newboxRequired: boolean | null;
  deliveryDate: string | null;
  deliveryTimeFrom: number | null;
  deliveryTimeTo: number | null;
  addressId: number | null;
  destAddressId: number | null;
  line1: string | null;
  area: string | null;
  destLine1: string | null;
  destArea: string | null;
  paymentMode: string | null;
  warehouseType: string[];
  size: number | null;
  actualSize: number | null;
  currentSize: number | null;
  qty: number | null;
  actualQty: number | null;
  currentQty: number | null;
  rent: number | null;
  actualRent: number | null;
  currentRent: number | null;
  customerRent: number | null;
  rate: number | null;
  amount: number | null;
  collectAmount: number | null;
  currency: string | null;
  customerBudget: number | null;
  couponId: string | null;
  items: Json<{ storagetypeId: number; quantity: number }[]>;
  currentItems: NullableJson<{ storagetypeId: number; quantity: number }[]>;
  services: Json<unknown[]>;
  partnerStorageCommissionPercent: number | null;
  partnerServiceCommissionPercent: number | null;
  channel: string | null;
  source: string | null;
  tags: string[];
  notes: string | null;
  need: string | null;
  ref: string | null;
  reason: string | null;
  cancelReasonId: number | null;
  lostReasonId: number | null;
  holdReasonId: number | null;
  rejectReasonId: number | null;
  quoteSentAt: NullableTimestamp;
  quoteVersion: number | null;
  quoteVersionSent: number | null;
  nextQuoteVersion: number | null;
  relatedRequests: number[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  confirmedAt: NullableTimestamp;
  skipSignupMail: boolean | null;
  skipOrderMail: boolean | null;
  existingCustomer: boolean | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  persona: string | null;
  storageContents: string | null;
  insuranceRequired: boolean | null;
  surveyRequired: boolean | null;
  surveyDate: string | null;
  surveyTime: number | null;
  storageType: string | null;
  checklist: Json<Record<string, unknown>>;
  /** The order asked accounting for its invoice or charges (OrderInvoiceRequested): Create Invoice is then spent. */
  hasInvoice: boolean;
  /** The order asked for its charges (Create Charges, a postpaid customer). */
  hasCharges: boolean;
  /** The customer's isPostpaidInvoiceEnabled, following the customer's changes. */
  customerPostpaid: boolean;
  /** What the last quote sent was for (LeadQuoted). */
  quotedItems: NullableJson<{ storagetypeId: number; quantity: number }[]>;
  quotedSize: number | null;
  holdReasonName: string | null;
  lostReasonName: string | null;
  cancelReasonName: string | null;
  rejectReasonName: string | null;
  userName: string | null;
  userPhone: string | null;
  userEmail: string | null;
  partnerName: string | null;
  cityName: string | null;
  assigneeName: string | null;
  countryName: string | null;
  /** Lower-cased id, customer name, e-mail, phone and reference: the trigram-indexed haystack of `searchTerm`. */
  search: Generated<string>;
}

/**
 * rm.order_refs: the names rm.orders copies (customers and assignees, partners, cities, countries), kept by the
 * orders projection itself so it never reads another projection's tables and a rebuild of it alone gives the
 * live rows.
 */
export interface OrderRefsTable {
  kind: 'user' | 'partner' | 'city' | 'country' | 'holdreason' | 'lostreason' | 'cancelreason' | 'rejectreason';
  id: number;
  /** The name, or a reason list's reason. */
  name: string | null;
  phone: string | null;
  email: string | null;
  /** A customer's isPostpaidInvoiceEnabled. */
  postpaid: boolean;
}

/**
 * rm.order_request_links: the requests an order relates to, from both sides. `order`: the ids its own
 * relatedRequests field holds (the order's create or edit). `request`: each request made for the order (its orderId),
 * `related` when it is flagged isRelatedRequest. rm.orders."relatedRequests" is the union of the order's own ids and
 * its flagged requests, recomputed from here whenever either side changes, without reading the requests
 * projection's tables.
 */
export interface OrderRequestLinksTable {
  orderId: number;
  requestId: number;
  source: 'order' | 'request';
  related: boolean;
}

/** rm.order_search: each order's search text, partner and status, kept equal to rm.orders by triggers. */
export interface OrderSearchTable {
  id: number;
  partnerId: number;
  search: string;
  status: string;
}

/** rm.surveys (spec 3 §3 Survey): a simple resource's table. */
export interface SurveysTable {
  id: number;
  orderId: number | null;
  userId: number;
  countryId: number;
  type: string;
  status: string;
  queryData: string | null;
  surveyDataResponse: ColumnType<Record<string, string>, string, string>;
  /** The partner of the lead it was made from (null: made by hand, or before it was kept). */
  partnerId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** rm.survey_photos: a survey's photos (the survey show page's Photos tab). */
export interface SurveyPhotosTable {
  id: number;
  surveyId: number;
  photo: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
