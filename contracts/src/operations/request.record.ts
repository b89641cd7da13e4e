import * as t from 'io-ts';
import { ChargeType } from '../accounting/charge.enums.js';
import { Currency } from '../money/currency.js';
import { DateString, InstantString, MoneyAmount, OrderItem, OrderService } from '../sales/order.record.js';
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
    id: t.number,
    storageId: nullable(t.number),
    qty: t.unknown,
    qtyDone: nullable(t.number),
    qtyInOut: nullable(t.number),
  }),
  'RequestLineInput',
);
export type RequestLineInput = t.TypeOf<typeof RequestLineInput>;

/** The quantities a line edit may change (PATCH /api/request-lines/:id, spec 2 §2 'Request lines'). */
export const RequestLinePatch = t.exact(
  t.partial({ qty: t.number, qtyDone: nullable(t.number), qtyInOut: nullable(t.number) }),
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
  from: nullable(t.number),
  to: nullable(t.number),
  cityId: nullable(t.number),
  countryId: nullable(t.number),
  teamId: nullable(t.number),
  warehouseId: nullable(t.number),
  partnerId: t.number,
  userId: nullable(t.number),
  orderId: nullable(t.number),
  addressId: nullable(t.number),
  destAddressId: nullable(t.number),
  paymentMode: nullable(t.string),
  amount: nullable(MoneyAmount),
  currency: nullable(Currency.codec),
  rent: nullable(MoneyAmount),
  size: nullable(t.number),
  actualSize: nullable(t.number),
  qty: nullable(t.number),
  actualQty: nullable(t.number),
  isPrimary: nullable(t.boolean),
  rating: nullable(t.number),
  feedback: nullable(t.string),
  dispute: nullable(t.string),
  customerComplaint: nullable(t.string),
  comment: nullable(t.string),
  photosSentAt: nullable(InstantString),
  hasDynamicFieldsComputed: nullable(t.boolean),
  chargeTypes: t.array(ChargeType.codec),
  isSME: t.boolean,
  isRelatedRequest: nullable(t.boolean),
  services: t.array(OrderService),
  items: t.array(OrderItem),
  actualItems: nullable(t.array(OrderItem)),
  currentItems: nullable(t.array(OrderItem)),
};

/** What a form sends: any of the writable fields, nothing else (unknown keys are stripped). */
export const RequestPatch = t.exact(t.partial(RequestFields), 'RequestPatch');
export type RequestPatch = t.TypeOf<typeof RequestPatch>;

/** The fields set only by actions. */
export const RequestActionFields = {
  id: t.number,
  status: RequestStatus.codec,
  assigneeId: nullable(t.number),
  customerAction: nullable(CustomerAction.codec),
  resolution: nullable(t.string),
  reason: nullable(t.string),
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
