import * as t from 'io-ts';
import { ChargeType } from '../accounting/charge.enums.js';
import { Currency } from '../money/currency.js';
import { DateString, InstantString, MoneyAmount, OrderItem, OrderService } from '../sales/order.record.js';
import { Id } from '../shared/id.js';
import { Count, Decimal, Int32, LongText, Measure, Text, list } from '../shared/store-safe.js';
import { CustomerAction, RequestStatus, RequestType } from './request.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/**
 * One request line (spec 2 §3: id, requestId, storageId, qty, qtyDone, qtyInOut). Lines are part of the request
 * aggregate (stream `request-<id>`); their ids come from the 'requestline' sequence. qtyDone is what the team
 * handled, qtyInOut ("Qty WH") what the warehouse checked in or out.
 */
export const RequestLine = t.type(
  {
    id: t.number,
    requestId: t.number,
    storageId: nullable(t.number),
    qty: t.number,
    qtyDone: nullable(t.number),
    qtyInOut: nullable(t.number),
  },
  'RequestLine',
);
export type RequestLine = t.TypeOf<typeof RequestLine>;

/** A line as a form sends it: a storage (SME mode, or a storage selection) and/or a quantity. */
export const RequestLineInput = t.exact(
  t.partial({
    id: Id,
    storageId: nullable(Id),
    /** A number or its text, as the line editor holds it; request.rules.ts lineQtyErrors says what is wrong. */
    qty: t.unknown,
    qtyDone: nullable(Int32),
    qtyInOut: nullable(Int32),
  }),
  'RequestLineInput',
);
export type RequestLineInput = t.TypeOf<typeof RequestLineInput>;

/** The quantities a line edit may change (PATCH /api/request-lines/:id, spec 2 §2 'Request lines'). */
export const RequestLinePatch = t.exact(
  t.partial({ qty: Int32, qtyDone: nullable(Int32), qtyInOut: nullable(Int32) }),
  'RequestLinePatch',
);
export type RequestLinePatch = t.TypeOf<typeof RequestLinePatch>;

/**
 * Every field of a request its forms may write (spec 2 §3). Not here, because only an action changes them: id,
 * status, assigneeId (assign), customerAction and resolution (the customer's answer, Resolve Dispute), reason (the
 * cancel reason), finishedAt (Complete), customerAcceptedAt, createdAt; and request_lines, which have their own
 * inputs. `from`/`to` are the time-slot hours; money in 1/10000 units; sizes in CBM. paymentMode is free text
 * (its accepted values are not shown).
 */
export const RequestFields = {
  type: RequestType.codec,
  date: nullable(DateString),
  from: nullable(Measure),
  to: nullable(Measure),
  cityId: nullable(Id),
  countryId: nullable(Id),
  teamId: nullable(Id),
  warehouseId: nullable(Id),
  partnerId: Id,
  userId: nullable(Id),
  orderId: nullable(Id),
  addressId: nullable(Id),
  destAddressId: nullable(Id),
  paymentMode: nullable(Text),
  amount: nullable(MoneyAmount),
  currency: nullable(Currency.codec),
  rent: nullable(MoneyAmount),
  size: nullable(Measure),
  actualSize: nullable(Measure),
  qty: nullable(Count),
  actualQty: nullable(Count),
  isPrimary: nullable(t.boolean),
  rating: nullable(Decimal),
  feedback: nullable(LongText),
  dispute: nullable(LongText),
  customerComplaint: nullable(LongText),
  comment: nullable(LongText),
  photosSentAt: nullable(InstantString),
  hasDynamicFieldsComputed: nullable(t.boolean),
  chargeTypes: list(ChargeType.codec, 50),
  isSME: t.boolean,
  isRelatedRequest: nullable(t.boolean),
  services: list(OrderService),
  items: list(OrderItem),
  actualItems: nullable(list(OrderItem)),
  currentItems: nullable(list(OrderItem)),
};

/** What a form sends: any of the writable fields, nothing else (unknown keys are stripped). */
export const RequestPatch = t.exact(t.partial(RequestFields), 'RequestPatch');
export type RequestPatch = t.TypeOf<typeof RequestPatch>;

/** The fields set only by actions. */
export const RequestActionFields = {
  id: Id,
  status: RequestStatus.codec,
  assigneeId: nullable(Id),
  customerAction: nullable(CustomerAction.codec),
  resolution: nullable(LongText),
  reason: nullable(LongText),
  createdAt: InstantString,
  finishedAt: nullable(InstantString),
  customerAcceptedAt: nullable(InstantString),
  request_lines: t.array(RequestLine),
};

/** The whole request of spec 2 §3 as it stands after its events. */
export const RequestRecord = t.exact(t.type({ ...RequestActionFields, ...RequestFields }), 'RequestRecord');
export type RequestRecord = t.TypeOf<typeof RequestRecord>;

/** The value of every field no one has written yet (partner 1, SME mode off: spec 2 §2, §9). */
export const EMPTY_REQUEST_FIELDS: Readonly<t.TypeOf<t.TypeC<typeof RequestFields>>> = Object.freeze({
  type: 'pickup',
  date: null,
  from: null,
  to: null,
  cityId: null,
  countryId: null,
  teamId: null,
  warehouseId: null,
  partnerId: 1,
  userId: null,
  orderId: null,
  addressId: null,
  destAddressId: null,
  paymentMode: null,
  amount: null,
  currency: null,
  rent: null,
  size: null,
  actualSize: null,
  qty: null,
  actualQty: null,
  isPrimary: null,
  rating: null,
  feedback: null,
  dispute: null,
  customerComplaint: null,
  comment: null,
  photosSentAt: null,
  hasDynamicFieldsComputed: null,
  chargeTypes: [],
  isSME: false,
  isRelatedRequest: null,
  services: [],
  items: [],
  actualItems: null,
  currentItems: null,
});

export const REQUEST_FIELD_NAMES = Object.freeze(Object.keys(RequestFields)) as readonly (keyof typeof RequestFields)[];
