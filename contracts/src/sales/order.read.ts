import * as t from 'io-ts';
import { isOverdue } from '../shared/status-colours.js';
import type { OrderStatus } from './order.enums.js';
import { OrderRecord } from './order.record.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/**
 * A row of the orders and leads lists (POST /api/v1/orders/list) and the answer of GET /api/orders/:id: the record,
 * its last change, and the names the lists show (spec 2 §2 "Extra row data: userName, userPhone, userEmail,
 * partnerName, cityName, assigneeName"), copied into the row and kept current when those names change
 * (ARCHITECTURE §5). countryName is added for the orders list's country column.
 */
export const OrderRow = t.intersection(
  [
    OrderRecord,
    t.type({
      updatedAt: t.string,
      userName: nullable(t.string),
      userPhone: nullable(t.string),
      userEmail: nullable(t.string),
      partnerName: nullable(t.string),
      cityName: nullable(t.string),
      assigneeName: nullable(t.string),
      countryName: nullable(t.string),
      /**
       * Accounting's facts the order page's buttons read (spec 2 §4 Create Invoice / Create Charges, Complete):
       * the order asked for its invoice, or for its charges, or an invoice (not cancelled) / a charge names the
       * order; the customer has postpaid invoicing.
       */
      hasInvoice: t.boolean,
      hasCharges: t.boolean,
      customerPostpaid: t.boolean,
      /**
       * The chosen reasons by name, copied in and kept current like the other names, so every user who may see
       * the order sees them (partner users cannot read the reason lists).
       */
      holdReasonName: nullable(t.string),
      lostReasonName: nullable(t.string),
      cancelReasonName: nullable(t.string),
      rejectReasonName: nullable(t.string),
    }),
  ],
  'OrderRow',
);
export type OrderRow = t.TypeOf<typeof OrderRow>;

/** The names a row carries from other records, and the record each comes from. */
export const ORDER_ROW_NAMES = Object.freeze({
  userName: { from: 'user', field: 'name', key: 'userId' },
  userPhone: { from: 'user', field: 'phone', key: 'userId' },
  userEmail: { from: 'user', field: 'email', key: 'userId' },
  partnerName: { from: 'partner', field: 'name', key: 'partnerId' },
  cityName: { from: 'city', field: 'name', key: 'cityId' },
  assigneeName: { from: 'user', field: 'name', key: 'assigneeId' },
  countryName: { from: 'country', field: 'name', key: 'countryId' },
  holdReasonName: { from: 'holdreason', field: 'reason', key: 'holdReasonId' },
  lostReasonName: { from: 'lostreason', field: 'reason', key: 'lostReasonId' },
  cancelReasonName: { from: 'cancelreason', field: 'reason', key: 'cancelReasonId' },
  rejectReasonName: { from: 'rejectreason', field: 'reason', key: 'rejectReasonId' },
} as const);

/**
 * Columns an orders / leads list may be sorted by (the list call's sortBy and the generic `$sort`): the columns
 * the orders list shows (spec 2 §2, default and hidden) by their field, plus the copied names.
 */
export const ORDER_SORTABLE = [
  'id',
  'createdAt',
  'updatedAt',
  'partnerId',
  'assigneeId',
  'userId',
  'type',
  'cityId',
  'countryId',
  'date',
  'status',
  'source',
  'ref',
  'renewalDate',
  'currency',
  'amount',
  'months',
  'qty',
  'actualQty',
  'currentQty',
  'size',
  'actualSize',
  'currentSize',
  'rent',
  'customerRent',
  'currentRent',
  'rate',
  'quoteSentAt',
  'confirmedAt',
  'followUpAt',
  'channel',
  'userName',
  'userPhone',
  'userEmail',
  'partnerName',
  'cityName',
  'assigneeName',
  'countryName',
] as const;
export type OrderSortable = (typeof ORDER_SORTABLE)[number];
export const isOrderSortable = (column: string): column is OrderSortable =>
  (ORDER_SORTABLE as readonly string[]).includes(column);

/** The orders list columns of spec 2 §2, each with the row field it shows (and sorts by). */
export interface OrderListColumn {
  readonly key: string;
  readonly label: string;
  /** The row field; null for columns that are not a field (serial, actions). */
  readonly field: keyof OrderRow | null;
}

/** Visible by default: serial, id, created (with time), partner, assignee, customer, type, city, date, status, source, actions. */
export const ORDER_LIST_DEFAULT_COLUMNS: readonly OrderListColumn[] = Object.freeze([
  { key: 'serial', label: 'Serial', field: null },
  { key: 'id', label: 'Id', field: 'id' },
  { key: 'createdAt', label: 'Created', field: 'createdAt' },
  { key: 'partner', label: 'Partner', field: 'partnerName' },
  { key: 'assignee', label: 'Assignee', field: 'assigneeName' },
  { key: 'customer', label: 'Customer', field: 'userName' },
  { key: 'type', label: 'Type', field: 'type' },
  { key: 'city', label: 'City', field: 'cityName' },
  { key: 'date', label: 'Date', field: 'date' },
  { key: 'status', label: 'Status', field: 'status' },
  { key: 'source', label: 'Source', field: 'source' },
  { key: 'actions', label: 'Actions', field: null },
]);

/**
 * Hidden by default (spec 2 §2). Our reading of the names: live = the current* fields (the storages now held);
 * "partner rent" = customerRent (what the customer is charged), "the product's own rent" = rent (size × the
 * product's rate); partner rent shows only when it differs from rent.
 */
export const ORDER_LIST_HIDDEN_COLUMNS: readonly OrderListColumn[] = Object.freeze([
  { key: 'ref', label: 'Reference', field: 'ref' },
  { key: 'updatedAt', label: 'Updated', field: 'updatedAt' },
  { key: 'email', label: 'Email', field: 'userEmail' },
  { key: 'phone', label: 'Phone', field: 'userPhone' },
  { key: 'country', label: 'Country', field: 'countryName' },
  { key: 'renewalDate', label: 'Renewal', field: 'renewalDate' },
  { key: 'currency', label: 'Currency', field: 'currency' },
  { key: 'amount', label: 'Amount', field: 'amount' },
  { key: 'months', label: 'Duration (months)', field: 'months' },
  { key: 'qty', label: 'Items', field: 'qty' },
  { key: 'actualQty', label: 'Actual Qty', field: 'actualQty' },
  { key: 'currentQty', label: 'Live Items', field: 'currentQty' },
  { key: 'size', label: 'Size', field: 'size' },
  { key: 'currentSize', label: 'Live Size', field: 'currentSize' },
  { key: 'customerRent', label: 'Partner Rent', field: 'customerRent' },
  { key: 'rent', label: 'Rent', field: 'rent' },
  { key: 'currentRent', label: 'Live Rent', field: 'currentRent' },
  { key: 'rate', label: 'Rate', field: 'rate' },
]);

/** Partner rent shows only when it differs from rent (spec 2 §2). */
export const showPartnerRent = (row: Pick<OrderRow, 'rent' | 'customerRent'>): boolean =>
  row.rent !== null && row.customerRent !== null && row.rent !== row.customerRent;

/**
 * Overdue colouring (spec 1 §2.7): dated before today and not complete, rejected or cancelled; on the leads list
 * lost also counts as finished. The rule itself lives in shared/status-colours.ts (`isOverdue`).
 */
export const isOrderRowOverdue = (
  row: Pick<OrderRow, 'date' | 'status'>,
  today: string,
  list: 'orders' | 'leads',
): boolean => isOverdue(row.date, row.status, today, list === 'leads' ? 'lead' : 'order');

/** The leads list tints every row but complete, rejected, cancelled and lost ones (spec 2 §2). */
export const LEAD_ROWS_NOT_TINTED: readonly OrderStatus[] = Object.freeze([
  'complete',
  'rejected',
  'cancelled',
  'lost',
] as const);
export const isLeadRowTinted = (status: OrderStatus): boolean => !LEAD_ROWS_NOT_TINTED.includes(status);

/** The sales calendar shows quote_sent as 'tentative' (spec 1 §2.7, spec 2 §2); other statuses as they are. */
export const salesCalendarLabel = (status: OrderStatus): string => (status === 'quote_sent' ? 'tentative' : status);
