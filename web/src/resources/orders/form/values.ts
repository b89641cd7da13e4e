import { isRight } from 'fp-ts/lib/Either.js';
import {
  applyOrderCreateDefaults,
  CHECKLIST_ITEMS,
  currencyOfCountry,
  isCountryId,
  normaliseNeed,
  ORDER_RULE_OUR_MESSAGES,
  parseMoney,
  storageRate,
  toMajorUnits,
  type CommissionSlab,
  type FieldError,
  type Money,
  type OrderChecklist,
  type OrderRuleInput,
  type OrderRow,
} from '@console/contracts';
import type { FormValues } from '../../../framework/form/types';
import type { Viewer } from '../../../framework/types';
import { quoteOf, type QuoteSource } from '../PriceCalculator';
import type { SalesCatalogue } from '../../../shared/orders/useSalesCatalogue';
import { fromYesNo, slotEnd, toYesNo } from './choices';
import { completeItems, type ItemDraft, type ServiceDraft } from '../../../shared/orders/form/LineInputs';
import { textOf } from '../../../framework/fields/text';

/**
 * The lead and order forms' values (flat, by field name; the checklist as `checklist.<item>`) and the body they
 * send (contracts' OrderPatch / CreateOrderBody), with the quote's figures from contracts' priceQuote.
 */

const str = (v: unknown): string => textOf(v).trim();
const orNull = (v: unknown): string | null => (str(v) === '' ? null : str(v));
const numOrNull = (v: unknown): number | null => (str(v) === '' ? null : Number(str(v)));
const idOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const major = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : String(toMajorUnits(amount as Money));
/** A money field as typed (text) or already parsed (1/10000 units): its amount, or null. */
const moneyOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const parsed = parseMoney(v);
  return isRight(parsed) ? parsed.right : null;
};

const CHECKLIST_BOOLEANS = new Set<keyof OrderChecklist>([
  'permitRequired',
  'movingInsuranceRequired',
  'parkingSlotAvailable',
  'liftAvailable',
  'anyItemsNotFitinsideLift',
  'authorizeOtherPerson',
]);
export const isChecklistBoolean = (field: keyof OrderChecklist): boolean => CHECKLIST_BOOLEANS.has(field);
export const checklistKey = (field: keyof OrderChecklist): string => `checklist.${field}`;

/** The checklist in the form: booleans as yes / no / unanswered, the others as text. */
const checklistValues = (c: OrderChecklist): FormValues =>
  Object.fromEntries(
    CHECKLIST_ITEMS.map(({ field }) => {
      const v = c[field];
      return [
        checklistKey(field),
        isChecklistBoolean(field)
          ? toYesNo(v as boolean | null | undefined)
          : v === null || v === undefined
            ? ''
            : String(v),
      ];
    }),
  );

const checklistOf = (v: FormValues): OrderChecklist =>
  Object.fromEntries(
    CHECKLIST_ITEMS.map(({ field }) => {
      const raw = v[checklistKey(field)];
      return [field, isChecklistBoolean(field) ? fromYesNo(raw) : orNull(raw)];
    }),
  );

/** A create form's first values (spec 2 §2, §5, §9: contracts' create defaults from the user's country). */
export const createValues = (viewer: Viewer): FormValues => {
  const d = applyOrderCreateDefaults<OrderRuleInput>({}, { userCountryId: viewer.countryId });
  return {
    type: d.type,
    partnerId: d.partnerId,
    countryId: d.countryId,
    cityId: d.cityId,
    warehouseType: d.warehouseType ?? [],
    storageType: '',
    need: '',
    storageContents: '',
    insuranceRequired: d.insuranceRequired ?? false,
    paymentMode: '',
    customerBudget: '',
    ref: '',
    notes: '',
    channel: null,
    source: '',
    tags: [],
    couponId: '',
    existingCustomer: false,
    userId: null,
    name: '',
    email: '',
    phone: '',
    persona: null,
    pickupRequired: 'yes',
    line1: '',
    area: '',
    destLine1: '',
    destArea: '',
    items: [] as ItemDraft[],
    services: [] as ServiceDraft[],
    date: '',
    pickupTimeFrom: '',
    months: String(d.months ?? 1),
    expectedStorageDuration: String(d.expectedStorageDuration ?? 1),
    renewalDate: '',
    deliveryDate: '',
    deliveryTimeFrom: '',
    newboxRequired: false,
    surveyRequired: false,
    surveyDate: '',
    surveyTime: '',
    rate: '',
    customerRent: '',
    partnerStorageCommissionPercent: '',
    partnerServiceCommissionPercent: '',
    ...checklistValues({}),
  };
};

/** An edit form's values from the record; a revision opens with its quoteVersion (spec 2 §2). */
export const editValues = (r: OrderRow, quoteVersion?: number): FormValues => ({
  type: r.type,
  partnerId: r.partnerId,
  countryId: r.countryId,
  cityId: r.cityId,
  warehouseType: r.warehouseType,
  storageType: r.storageType ?? '',
  need: r.need ?? '',
  storageContents: r.storageContents ?? '',
  insuranceRequired: r.insuranceRequired === true,
  paymentMode: r.paymentMode ?? '',
  customerBudget: major(r.customerBudget),
  ref: r.ref ?? '',
  notes: r.notes ?? '',
  channel: r.channel,
  source: r.source ?? '',
  tags: r.tags,
  couponId: r.couponId ?? '',
  existingCustomer: r.userId !== null || r.existingCustomer === true,
  userId: r.userId,
  name: r.name ?? '',
  email: r.email ?? '',
  phone: r.phone ?? '',
  persona: r.persona,
  pickupRequired: toYesNo(r.pickupRequired),
  line1: r.line1 ?? '',
  area: r.area ?? '',
  destLine1: r.destLine1 ?? '',
  destArea: r.destArea ?? '',
  items: r.items.map((i): ItemDraft => ({ storagetypeId: i.storagetypeId, quantity: String(i.quantity) })),
  services: r.services.map((s): ServiceDraft => ({ servicetypeId: s.servicetypeId, amount: major(s.amount) })),
  date: r.date ?? '',
  pickupTimeFrom: r.pickupTimeFrom === null ? '' : String(r.pickupTimeFrom),
  months: r.months === null ? '' : String(r.months),
  expectedStorageDuration: r.expectedStorageDuration === null ? '' : String(r.expectedStorageDuration),
  renewalDate: r.renewalDate ?? '',
  deliveryDate: r.deliveryDate ?? '',
  deliveryTimeFrom: r.deliveryTimeFrom === null ? '' : String(r.deliveryTimeFrom),
  newboxRequired: r.newboxRequired === true,
  surveyRequired: r.surveyRequired === true,
  surveyDate: r.surveyDate ?? '',
  surveyTime: r.surveyTime === null ? '' : String(r.surveyTime),
  // The rate field holds an agreed rate only; the computed one is the calculator's.
  rate: rateIsAgreed(r) ? major(r.rate) : '',
  customerRent: r.customerRent !== null && r.customerRent !== r.rent ? major(r.customerRent) : '',
  partnerStorageCommissionPercent:
    r.partnerStorageCommissionPercent === null ? '' : String(r.partnerStorageCommissionPercent),
  partnerServiceCommissionPercent:
    r.partnerServiceCommissionPercent === null ? '' : String(r.partnerServiceCommissionPercent),
  ...checklistValues(r.checklist),
  ...(quoteVersion !== undefined ? { quoteVersion, nextQuoteVersion: quoteVersion } : {}),
});

/** A stored rate is an agreed one when it is not the rate the country and size give (contracts' storageRate). */
const rateIsAgreed = (r: OrderRow): boolean =>
  isCountryId(r.countryId) && r.rate !== null && r.rate !== storageRate(r.countryId, r.size ?? 0);
/** The record's agreed rate, or null when its rate is the country's for its size. */
export const agreedRate = (r: OrderRow): number | null => (rateIsAgreed(r) ? r.rate : null);

/** The record's writable fields as the form has them (checklist nested, lines as numbers), without the quote's. */
export const fieldsOf = (v: FormValues): Record<string, unknown> => {
  const pickup = fromYesNo(v.pickupRequired);
  const existing = v.existingCustomer === true;
  return {
    type: v.type,
    partnerId: idOrNull(v.partnerId) ?? 1,
    countryId: idOrNull(v.countryId),
    cityId: idOrNull(v.cityId),
    warehouseType: Array.isArray(v.warehouseType) ? v.warehouseType : [],
    storageType: orNull(v.storageType),
    need: normaliseNeed(orNull(v.need)) ?? null,
    storageContents: orNull(v.storageContents),
    insuranceRequired: v.insuranceRequired === true,
    paymentMode: orNull(v.paymentMode),
    customerBudget: moneyOf(v.customerBudget),
    ref: orNull(v.ref),
    notes: orNull(v.notes),
    channel: orNull(v.channel),
    source: orNull(v.source),
    tags: Array.isArray(v.tags) ? v.tags : [],
    couponId: orNull(v.couponId),
    existingCustomer: existing,
    userId: existing ? idOrNull(v.userId) : null,
    ...(existing
      ? {}
      : { name: orNull(v.name), email: orNull(v.email), phone: orNull(v.phone), persona: orNull(v.persona) }),
    pickupRequired: pickup,
    line1: orNull(v.line1),
    area: orNull(v.area),
    destLine1: orNull(v.destLine1),
    destArea: orNull(v.destArea),
    items: ((v.items ?? []) as ItemDraft[])
      .filter((d) => d.storagetypeId !== null)
      .map((d) => ({
        storagetypeId: d.storagetypeId as number,
        quantity: str(d.quantity) === '' ? Number.NaN : Number(d.quantity),
      })),
    services: ((v.services ?? []) as ServiceDraft[])
      .filter((d) => d.servicetypeId !== null)
      .map((d) => ({ servicetypeId: d.servicetypeId as number, amount: moneyOf(d.amount) })),
    date: orNull(v.date),
    pickupTimeFrom: numOrNull(v.pickupTimeFrom),
    pickupTimeTo: slotEnd(v.pickupTimeFrom),
    months: numOrNull(v.months),
    expectedStorageDuration: numOrNull(v.expectedStorageDuration),
    renewalDate: orNull(v.renewalDate),
    deliveryDate: orNull(v.deliveryDate),
    deliveryTimeFrom: numOrNull(v.deliveryTimeFrom),
    deliveryTimeTo: slotEnd(v.deliveryTimeFrom),
    newboxRequired: v.newboxRequired === true,
    surveyRequired: v.surveyRequired === true,
    surveyDate: v.surveyRequired === true ? orNull(v.surveyDate) : null,
    surveyTime: v.surveyRequired === true ? numOrNull(v.surveyTime) : null,
    rate: moneyOf(v.rate),
    customerRent: moneyOf(v.customerRent),
    partnerStorageCommissionPercent: numOrNull(v.partnerStorageCommissionPercent),
    partnerServiceCommissionPercent: numOrNull(v.partnerServiceCommissionPercent),
    checklist: checklistOf(v),
    ...(typeof v.quoteVersion === 'number'
      ? { quoteVersion: v.quoteVersion, nextQuoteVersion: v.nextQuoteVersion }
      : {}),
  };
};

/** What the quote reads of the form (complete item lines, services with an amount). */
export const quoteSourceOf = (
  fields: Record<string, unknown>,
  items: readonly { storagetypeId: number; quantity: number }[],
): QuoteSource => ({
  countryId: fields.countryId as number | null,
  months: fields.months as number | null,
  items,
  rate: fields.rate as number | null,
  customerRent: fields.customerRent as number | null,
  services: (fields.services as { servicetypeId: number; amount: number | null }[]).filter(
    (s): s is { servicetypeId: number; amount: number } => s.amount !== null,
  ),
  couponId: fields.couponId as string | null,
  partnerId: fields.partnerId as number,
  partnerStorageCommissionPercent: fields.partnerStorageCommissionPercent as number | null,
  partnerServiceCommissionPercent: fields.partnerServiceCommissionPercent as number | null,
});

/** The quote of the form as it stands (the Billing tab's calculator). */
export const formQuote = (v: FormValues, catalogue: SalesCatalogue, slabs: readonly CommissionSlab[]) =>
  quoteOf(quoteSourceOf(fieldsOf(v), completeItems((v.items ?? []) as ItemDraft[])), catalogue, slabs);

/**
 * The whole body: the fields, the service lines with their names and currency, and the quote's figures (spec 2
 * §9 via contracts' priceQuote): size from the items, quantity, rate, monthly rent, the total with VAT as the
 * amount, and the country's currency.
 */
export const orderBody = (
  v: FormValues,
  catalogue: SalesCatalogue,
  slabs: readonly CommissionSlab[],
): Record<string, unknown> => {
  const fields = fieldsOf(v);
  const countryId = fields.countryId as number | null;
  const currency = isCountryId(countryId) ? currencyOfCountry(countryId) : null;
  const names = new Map(catalogue.serviceTypes.map((s) => [s.id, s.name]));
  const services = (fields.services as { servicetypeId: number; amount: number | null }[]).map((s) => ({
    ...s,
    currency,
    servicetype: { name: names.get(s.servicetypeId) ?? '' },
  }));
  const items = completeItems((v.items ?? []) as ItemDraft[]);
  const quote = quoteOf(quoteSourceOf(fields, items), catalogue, slabs);
  return {
    ...fields,
    services,
    qty: items.reduce((n, i) => n + i.quantity, 0),
    ...(quote
      ? {
          size: quote.size,
          rate: quote.rate,
          rent: quote.rent,
          customerRent: fields.customerRent ?? quote.customerRent,
          amount: quote.totalWithVat,
          currency: quote.currency,
        }
      : {}),
  };
};

/** Service lines need an amount (ours: 'Must be a number'); the rest are contracts' rules. */
export const serviceErrors = (body: Record<string, unknown>): FieldError[] =>
  ((body.services ?? []) as { amount: number | null }[]).some((s) => s.amount === null)
    ? [{ path: 'services', message: ORDER_RULE_OUR_MESSAGES.mustBeNumber }]
    : [];
