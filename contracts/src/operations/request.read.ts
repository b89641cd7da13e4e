import * as t from 'io-ts';
import { isOverdue } from '../shared/status-colours.js';
import { RequestActionFields, RequestFields, RequestLine } from './request.record.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

const { request_lines: _lines, ...RequestRowActionFields } = RequestActionFields;

/**
 * A row of POST /api/v1/requests/list and the answer of GET /api/requests/:id: the request, its last change, the
 * names the list shows (copied into rm.requests and kept current, ARCHITECTURE §5), its line count, and its lines
 * (left out when the list call says `excludeLines`).
 */
export const RequestRow = t.intersection(
  [
    t.type({ ...RequestRowActionFields, ...RequestFields }),
    t.type({
      updatedAt: t.string,
      userName: nullable(t.string),
      assigneeName: nullable(t.string),
      cityName: nullable(t.string),
      teamName: nullable(t.string),
      warehouseName: nullable(t.string),
      partnerName: nullable(t.string),
      lineCount: t.number,
    }),
    t.partial({ request_lines: t.array(RequestLine) }),
  ],
  'RequestRow',
);
export type RequestRow = t.TypeOf<typeof RequestRow>;

/** A row of GET /api/request-lines (by requestId, 1000 a page) and GET /api/request-lines/:id. */
export const RequestLineRow = t.intersection([RequestLine, t.type({ updatedAt: t.string })], 'RequestLineRow');
export type RequestLineRow = t.TypeOf<typeof RequestLineRow>;

/** The names a row carries from other records, and the record each comes from. */
export const REQUEST_ROW_NAMES = Object.freeze({
  userName: { from: 'user', field: 'name', key: 'userId' },
  assigneeName: { from: 'user', field: 'name', key: 'assigneeId' },
  cityName: { from: 'city', field: 'name', key: 'cityId' },
  teamName: { from: 'team', field: 'name', key: 'teamId' },
  warehouseName: { from: 'warehouse', field: 'name', key: 'warehouseId' },
  partnerName: { from: 'partner', field: 'name', key: 'partnerId' },
} as const);

/** Columns a requests list may be sorted by (the list call's sortBy and the generic `$sort`). */
export const REQUEST_SORTABLE = [
  'id',
  'type',
  'status',
  'date',
  'from',
  'to',
  'cityId',
  'countryId',
  'teamId',
  'warehouseId',
  'partnerId',
  'assigneeId',
  'userId',
  'orderId',
  'amount',
  'size',
  'qty',
  'rating',
  'createdAt',
  'updatedAt',
  'finishedAt',
  'userName',
  'assigneeName',
  'cityName',
  'teamName',
  'warehouseName',
  'partnerName',
  'lineCount',
] as const;
export type RequestSortable = (typeof REQUEST_SORTABLE)[number];
export const isRequestSortable = (column: string): column is RequestSortable =>
  (REQUEST_SORTABLE as readonly string[]).includes(column);

/** Calendar and list colouring: dated before today and not complete, rejected or cancelled (spec 2 §4). */
export const isRequestRowOverdue = (
  row: { readonly date: string | null; readonly status: string },
  today: string,
): boolean => isOverdue(row.date, row.status, today, 'request');

/** The requests list's column choice key and its columns hidden by default for non-partners (spec 2 §2). */
export const REQUEST_LIST_COLUMNS_KEY = 'requestListColumns';
export const REQUEST_LIST_HIDDEN_FOR_STAFF: readonly string[] = Object.freeze([
  'warehouse',
  'locations',
  'room',
  'edit',
]);
