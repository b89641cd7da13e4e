import * as t from 'io-ts';
import { Currency } from '../money/currency.js';
import { MoneyAmount } from '../money/money.js';
import { Id } from '../shared/id.js';
import {
  Count,
  Decimal,
  Int32,
  IsoDate,
  IsoInstant,
  LongText,
  Measure,
  Percent,
  Text,
  list,
} from '../shared/store-safe.js';
import { Persona } from '../customers/user.enums.js';
import {
  AllowedTime,
  BuildingType,
  LeadChannel,
  OrderStatus,
  OrderType,
  SlotPlacement,
  WarehouseType,
} from './order.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** Amounts in 1/10000 of the currency unit (ARCHITECTURE §8): the money module's codec. */
export { MoneyAmount };

/** 'YYYY-MM-DD' (ARCHITECTURE §8: dates in payloads). */
export const DateString = IsoDate;
/** An ISO-8601 instant (createdAt, quoteSentAt, confirmedAt, followUpAt). */
export const InstantString = IsoInstant;

/** The most tags one record carries. */
const TAGS_MAX = 100;

/** One line of `items` / `currentItems` (spec 2 §3): a storage type and how many. */
/* The quantity is any whole number here: a negative one is refused by order.rules.ts with its own message. */
export const OrderItem = t.type({ storagetypeId: Id, quantity: Int32 }, 'OrderItem');
export type OrderItem = t.TypeOf<typeof OrderItem>;

/**
 * One line of `services` (spec 2 §3: servicetypeId, amount, servicetype.name, currency). The name travels with the
 * line because pricing reads it (free Pickup / Delivery, the discount service, 'Delivery (Charged Later)').
 */
export const OrderService = t.intersection(
  [
    t.type({ servicetypeId: Id, amount: MoneyAmount }),
    t.partial({ currency: nullable(Currency.codec), servicetype: t.type({ name: Text }) }),
  ],
  'OrderService',
);
export type OrderService = t.TypeOf<typeof OrderService>;

/**
 * The pickup checklist (spec 2 §3). Every answer may still be missing (null or absent): the Confirm check names
 * each missing one (order.rules.ts `confirmMissing`). Booleans are answers: false is an answer, null is not.
 */
export const OrderChecklist = t.exact(
  t.partial({
    buildingType: nullable(BuildingType.codec),
    permitRequired: nullable(t.boolean),
    movingInsuranceRequired: nullable(t.boolean),
    parkingSlotAvailable: nullable(t.boolean),
    isSlotInsideOrOutside: nullable(SlotPlacement.codec),
    maximumAllowedLoadingTime: nullable(AllowedTime.codec),
    /** A floor is a number or a label ('G', 'Mezzanine'). */
    buildingFloor: nullable(t.union([Text, Int32])),
    liftAvailable: nullable(t.boolean),
    maximumAllowedLiftTime: nullable(AllowedTime.codec),
    anyItemsNotFitinsideLift: nullable(t.boolean),
    liftNotFitDetails: nullable(LongText),
    authorizeOtherPerson: nullable(t.boolean),
    authorizedName: nullable(Text),
    authorizedPhone: nullable(Text),
    authorizedID: nullable(Text),
  }),
  'OrderChecklist',
);
export type OrderChecklist = t.TypeOf<typeof OrderChecklist>;

/**
 * Every field of an order / lead that its forms may write (spec 2 §3), with its codec. Not here, because only
 * an action changes them: id, status, assigneeId (Assign), createdAt ('leads-creation-date'), confirmedAt,
 * quoteSentAt and quoteVersionSent (Send Quote / Confirm), the four reason ids (Lost, Hold, Reject, Cancel),
 * followUpAt (Follow Up). `reason` (the comment) is here because the forms carry it too; the reason dialogs set it.
 *
 * Units: money fields are integer Money in 1/10000 of the currency (ARCHITECTURE §8); sizes are CBM as decimals
 * (up to 8 places, spec 2 §5); months and quantities are plain numbers; times (pickupTimeFrom ...) are hours.
 * `relatedRequests` holds request ids; `tags` tag names. `paymentMode`, `source`, `need` and `storageType` are
 * free text: their value lists are not shown in the spec.
 */
export const OrderFields = {
  type: OrderType.codec,
  userId: nullable(Id),
  partnerId: Id,
  countryId: nullable(Id),
  cityId: nullable(Id),
  months: nullable(Measure),
  expectedStorageDuration: nullable(Measure),
  date: nullable(DateString),
  renewalDate: nullable(DateString),
  pickupRequired: nullable(t.boolean),
  pickupTimeFrom: nullable(Measure),
  pickupTimeTo: nullable(Measure),
  newboxRequired: nullable(t.boolean),
  deliveryDate: nullable(DateString),
  deliveryTimeFrom: nullable(Measure),
  deliveryTimeTo: nullable(Measure),
  addressId: nullable(Id),
  destAddressId: nullable(Id),
  line1: nullable(Text),
  area: nullable(Text),
  destLine1: nullable(Text),
  destArea: nullable(Text),
  paymentMode: nullable(Text),
  warehouseType: list(WarehouseType.codec, 20),
  size: nullable(Measure),
  actualSize: nullable(Decimal),
  currentSize: nullable(Measure),
  qty: nullable(Count),
  actualQty: nullable(Count),
  currentQty: nullable(Count),
  rent: nullable(MoneyAmount),
  actualRent: nullable(MoneyAmount),
  currentRent: nullable(MoneyAmount),
  customerRent: nullable(MoneyAmount),
  rate: nullable(MoneyAmount),
  amount: nullable(MoneyAmount),
  collectAmount: nullable(MoneyAmount),
  currency: nullable(Currency.codec),
  customerBudget: nullable(MoneyAmount),
  couponId: nullable(Text),
  items: list(OrderItem),
  currentItems: nullable(list(OrderItem)),
  services: list(OrderService),
  partnerStorageCommissionPercent: nullable(Percent),
  partnerServiceCommissionPercent: nullable(Percent),
  channel: nullable(LeadChannel.codec),
  source: nullable(Text),
  tags: list(Text, TAGS_MAX),
  notes: nullable(LongText),
  need: nullable(LongText),
  ref: nullable(Text),
  reason: nullable(LongText),
  quoteVersion: nullable(Count),
  nextQuoteVersion: nullable(Count),
  relatedRequests: list(Id),
  skipSignupMail: nullable(t.boolean),
  skipOrderMail: nullable(t.boolean),
  existingCustomer: nullable(t.boolean),
  name: nullable(Text),
  email: nullable(Text),
  phone: nullable(Text),
  persona: nullable(Persona.codec),
  storageContents: nullable(LongText),
  insuranceRequired: nullable(t.boolean),
  surveyRequired: nullable(t.boolean),
  surveyDate: nullable(DateString),
  surveyTime: nullable(Measure),
  storageType: nullable(Text),
  checklist: OrderChecklist,
};

/** What a form sends: any of the writable fields, nothing else (unknown keys are stripped). */
export const OrderPatch = t.exact(t.partial(OrderFields), 'OrderPatch');
export type OrderPatch = t.TypeOf<typeof OrderPatch>;

/** The fields set only by actions (see OrderFields). */
export const OrderActionFields = {
  id: Id,
  status: OrderStatus.codec,
  assigneeId: nullable(Id),
  createdAt: InstantString,
  confirmedAt: nullable(InstantString),
  quoteSentAt: nullable(InstantString),
  quoteVersionSent: nullable(Count),
  followUpAt: nullable(InstantString),
  cancelReasonId: nullable(Id),
  lostReasonId: nullable(Id),
  holdReasonId: nullable(Id),
  rejectReasonId: nullable(Id),
  /**
   * What the last quote sent was for (Send Quote records them): the items and the size the customer was quoted.
   * Confirm compares the record with them ('Order has changed!', the rent confirmation: order.quote-change.ts);
   * null while no quote was sent.
   */
  quotedItems: nullable(list(OrderItem)),
  quotedSize: nullable(Measure),
};

/**
 * The whole order / lead record of spec 2 §3 as it stands after its events. `updatedAt` is not part of it: it is
 * the time of the last event, which the read row takes from the event metadata.
 */
export const OrderRecord = t.exact(t.type({ ...OrderActionFields, ...OrderFields }), 'OrderRecord');
export type OrderRecord = t.TypeOf<typeof OrderRecord>;

/** The value of every field of a record that no one has written yet (order type storage and partner 1: spec 2 §9). */
export const EMPTY_ORDER_FIELDS: Readonly<t.TypeOf<t.TypeC<typeof OrderFields>>> = Object.freeze({
  type: 'storage',
  userId: null,
  partnerId: 1,
  countryId: null,
  cityId: null,
  months: null,
  expectedStorageDuration: null,
  date: null,
  renewalDate: null,
  pickupRequired: null,
  pickupTimeFrom: null,
  pickupTimeTo: null,
  newboxRequired: null,
  deliveryDate: null,
  deliveryTimeFrom: null,
  deliveryTimeTo: null,
  addressId: null,
  destAddressId: null,
  line1: null,
  area: null,
  destLine1: null,
  destArea: null,
  paymentMode: null,
  warehouseType: [],
  size: null,
  actualSize: null,
  currentSize: null,
  qty: null,
  actualQty: null,
  currentQty: null,
  rent: null,
  actualRent: null,
  currentRent: null,
  customerRent: null,
  rate: null,
  amount: null,
  collectAmount: null,
  currency: null,
  customerBudget: null,
  couponId: null,
  items: [],
  currentItems: null,
  services: [],
  partnerStorageCommissionPercent: null,
  partnerServiceCommissionPercent: null,
  channel: null,
  source: null,
  tags: [],
  notes: null,
  need: null,
  ref: null,
  reason: null,
  quoteVersion: null,
  nextQuoteVersion: null,
  relatedRequests: [],
  skipSignupMail: null,
  skipOrderMail: null,
  existingCustomer: null,
  name: null,
  email: null,
  phone: null,
  persona: null,
  storageContents: null,
  insuranceRequired: null,
  surveyRequired: null,
  surveyDate: null,
  surveyTime: null,
  storageType: null,
  checklist: {},
});

export const ORDER_FIELD_NAMES = Object.freeze(Object.keys(OrderFields)) as readonly (keyof typeof OrderFields)[];

/**
 * Two item lists hold the same storage types in the same quantities (order and zero quantities ignored). Used by
 * Update Item List ("only when current items differ from ordered items").
 */
export const sameItems = (a: readonly OrderItem[], b: readonly OrderItem[]): boolean => {
  const tally = (items: readonly OrderItem[]) => {
    const m = new Map<number, number>();
    for (const i of items) m.set(i.storagetypeId, (m.get(i.storagetypeId) ?? 0) + i.quantity);
    return [...m.entries()].filter(([, q]) => q !== 0).sort(([x], [y]) => x - y);
  };
  return JSON.stringify(tally(a)) === JSON.stringify(tally(b));
};
