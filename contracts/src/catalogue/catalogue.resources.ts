import * as t from 'io-ts';
import { completeStorageTypeSizes, validateStorageType } from '../operations/storage-type.rules.js';
import { validateBlockedSlot, validateBox, validateLocation } from '../operations/warehouse.rules.js';
import { MoneyAmount } from '../money/money.js';
import { Id } from '../shared/id.js';
import { Count, Decimal, IsoDate, LongText, Measure, Percent, SchemaType, Text, list, text } from '../shared/store-safe.js';
import type { FieldError } from '../shared/validation.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
/** An address of a file or page (a partner's logo). */
const Url = text('Url', 2048);
/**
 * A day as text: the resource's rule says what is wrong with it in its own words ('Must be a date YYYY-MM-DD'); the
 * schema says date so the generic filters and the API description treat the column as one.
 */
const DayText = new SchemaType<string>('DayText', Text.is, Text.validate, t.identity, { ...Text.schema, format: 'date' });

function reasonList<C extends string, E extends string, T extends string>(category: C, event: E, table: T) {
  return { table, category, event, fields: t.type({ reason: Text }), required: ['reason'] } as const;
}

/**
 * The simple reference resources share one generic decider (ARCHITECTURE §3): each is its fields and its
 * required ones; events are `<Event>Created` (the record), `<Event>Updated` (changed fields), `<Event>Deleted`.
 * More resources (service types, reasons, tags, ...) are added here and nowhere else.
 */
export const CATALOGUE_RESOURCES = {
  country: {
    table: 'country',
    category: 'country',
    event: 'Country',
    fields: t.type({
      name: Text,
      code: Text,
      currency: Text,
      decimalPlaces: Count,
      vat: Percent,
    }),
    required: ['name', 'code', 'currency'],
    /* rm.country holds both NOT NULL: a create that leaves them out gets the common case (2 places: AED, SAR). */
    defaults: { decimalPlaces: 2, vat: 0 },
  },
  city: {
    table: 'city',
    category: 'city',
    event: 'City',
    fields: t.type({ name: Text, countryId: Id }),
    required: ['name', 'countryId'],
  },
  partners: {
    table: 'partners',
    category: 'partner',
    event: 'Partner',
    fields: t.type({
      name: Text,
      countryId: Id,
      logoUrl: nullable(Url),
      userId: nullable(Id),
      isPostpaidInvoiceEnabled: t.boolean,
      showCbmInChargeDescription: t.boolean,
    }),
    required: ['name', 'countryId'],
  },
  /** Spec 3 §2 Service types: rent 0 and currency AED are hidden defaults on create. */
  'service-types': {
    table: 'service_types',
    category: 'servicetype',
    event: 'ServiceType',
    fields: t.type({ name: Text, description: nullable(LongText), rent: MoneyAmount, currency: Text }),
    required: ['name'],
    defaults: { description: null, rent: 0, currency: 'AED' },
  },
  /** The four reason lists (spec 3 §2): reason required. */
  'lost-reasons': reasonList('lostreason', 'LostReason', 'lost_reasons'),
  'hold-reasons': reasonList('holdreason', 'HoldReason', 'hold_reasons'),
  'reject-reasons': reasonList('rejectreason', 'RejectReason', 'reject_reasons'),
  'cancel-reasons': reasonList('cancelreason', 'CancelReason', 'cancel_reasons'),
  /** As far as orders need them (spec 2 §9 size from items); their full rules and CSV import are operations'. */
  'storage-types': {
    table: 'storage_types',
    category: 'storagetype',
    event: 'StorageType',
    fields: t.type({
      code: Text,
      name: Text,
      description: nullable(LongText),
      size: Decimal,
      length: nullable(Decimal),
      width: nullable(Decimal),
      height: nullable(Decimal),
      inventory: t.boolean,
      partnerId: Id,
      countryIds: list(Id, 50),
      consumedSize: nullable(Decimal),
      tracking: t.boolean,
      userId: nullable(Id),
    }),
    required: ['code', 'name'],
    defaults: { description: null, length: null, width: null, height: null, inventory: false, partnerId: 1, countryIds: [1, 2, 3], consumedSize: null, tracking: false, userId: null },
    /** Spec 3 §5, every rule; sizes left empty are the product of the dimensions. */
    complete: completeStorageTypeSizes,
    validate: (r: Readonly<Record<string, unknown>>, mode: 'create' | 'update') => validateStorageType(r, mode === 'create' ? 'create' : 'edit'),
    partnerScope: 'ownAndDefault',
  },
  /** Spec 2 §3: coupon (a code, reusable, expiry, user, offer, country) and offer (discount or percent). */
  coupons: {
    table: 'coupons',
    category: 'coupon',
    event: 'Coupon',
    fields: t.type({
      code: Text,
      reusable: t.boolean,
      expiry: nullable(IsoDate),
      userId: nullable(Id),
      offerId: nullable(Id),
      countryId: nullable(Id),
    }),
    required: ['code'],
    defaults: { reusable: false, expiry: null, userId: null, offerId: null, countryId: null },
  },
  offers: {
    table: 'offers',
    category: 'offer',
    event: 'Offer',
    fields: t.type({
      type: Text,
      description: nullable(LongText),
      discount: nullable(MoneyAmount),
      percent: nullable(Percent),
      limit: nullable(Count),
      reward: nullable(MoneyAmount),
      countryId: nullable(Id),
    }),
    required: ['type'],
    defaults: { description: null, discount: null, percent: null, limit: null, reward: null, countryId: null },
  },
  /** Spec 3 §3 Commission slab: the partner's commission above a size target, for Storage or Service. */
  'partner-commission-slabs': {
    table: 'partner_commission_slabs',
    category: 'commissionslab',
    event: 'PartnerCommissionSlab',
    fields: t.type({ partnerId: Id, serviceCategory: Text, target: Measure, commissionPercent: Percent }),
    required: ['partnerId', 'serviceCategory', 'target', 'commissionPercent'],
  },
  /** Spec 2 §3 Warehouse; new warehouses default to partner 1. rm.warehouses is the warehouses projection's (locationCount). */
  warehouses: {
    table: 'warehouses',
    category: 'warehouse',
    event: 'Warehouse',
    fields: t.type({
      name: Text,
      code: nullable(Text),
      partnerId: Id,
      cityId: nullable(Id),
      countryId: Id,
      users: list(Id),
      isActive: t.boolean,
      inLocationId: nullable(Id),
      outLocationId: nullable(Id),
      sizeSqm: nullable(Measure),
    }),
    required: ['name', 'countryId'],
    defaults: { code: null, partnerId: 1, cityId: null, users: [], isActive: true, inLocationId: null, outLocationId: null, sizeSqm: null },
    ownProjection: true,
    partnerScope: 'own',
  },
  /** Spec 2 §3 Location; used and free volume come from check-ins (the warehouses projection's rm.locations). */
  locations: {
    table: 'locations',
    category: 'location',
    event: 'Location',
    fields: t.type({
      warehouseId: Id,
      countryId: nullable(Id),
      path: Text,
      area: nullable(Text),
      aisle: nullable(Text),
      x: nullable(Decimal),
      y: nullable(Decimal),
      z: nullable(Decimal),
      width: nullable(Measure),
      height: nullable(Measure),
      length: nullable(Measure),
      capacity: Measure,
    }),
    required: ['warehouseId', 'path'],
    defaults: { countryId: null, area: null, aisle: null, x: null, y: null, z: null, width: null, height: null, length: null, capacity: 0 },
    validate: validateLocation,
    ownProjection: true,
  },
  /** Spec 2 §3 Team: name, partner, country, members, active. */
  teams: {
    table: 'teams',
    category: 'team',
    event: 'Team',
    fields: t.type({ name: Text, partnerId: Id, countryId: Id, users: list(Id), isActive: t.boolean }),
    required: ['name', 'countryId'],
    defaults: { partnerId: 1, users: [], isActive: true },
    partnerScope: 'own',
  },
  /** Spec 2 §3 Blocked slot; spec 2 §5: dates saved as YYYY-MM-DD. */
  'blocked-slots': {
    table: 'blocked_slots',
    category: 'blockedslot',
    event: 'BlockedSlot',
    fields: t.type({ partnerId: Id, from: DayText, to: DayText, countryId: nullable(Id) }),
    required: ['from', 'to'],
    defaults: { partnerId: 1, countryId: null },
    validate: validateBlockedSlot,
    partnerScope: 'own',
  },
  /** Spec 3 §3 Box: code, status, user, partner, country, warehouse. */
  boxes: {
    table: 'boxes',
    category: 'box',
    event: 'Box',
    fields: t.type({
      code: Text,
      status: Text,
      userId: nullable(Id),
      partnerId: Id,
      countryId: nullable(Id),
      warehouseId: nullable(Id),
    }),
    required: ['code', 'status'],
    defaults: { status: 'new', userId: null, partnerId: 1, countryId: null, warehouseId: null },
    validate: validateBox,
    partnerScope: 'own',
  },
  /**
   * Spec 2 §3 Address; spec 2 §5 'Address requires a user'. Partner and country come from the user (and the city)
   * when a create leaves them out (services' catalogue facts); rm.addresses is the addresses projection's (it
   * copies the user, city and partner names).
   */
  addresses: {
    table: 'addresses',
    category: 'address',
    event: 'Address',
    fields: t.type({
      userId: Id,
      partnerId: Id,
      name: nullable(Text),
      line1: nullable(Text),
      area: nullable(Text),
      cityId: nullable(Id),
      countryId: nullable(Id),
    }),
    required: ['userId'],
    defaults: { partnerId: 1, name: null, line1: null, area: null, cityId: null, countryId: null },
    ownProjection: true,
    partnerScope: 'own',
  },
} as const;

export type CatalogueResourceName = keyof typeof CATALOGUE_RESOURCES;

/** Values a create fills in when the body leaves them out (the spec's hidden defaults). */
export const catalogueDefaults = (r: CatalogueResourceName): Readonly<Record<string, unknown>> => {
  const spec = CATALOGUE_RESOURCES[r];
  return 'defaults' in spec ? spec.defaults : {};
};
export type CatalogueRecord<R extends CatalogueResourceName> = t.TypeOf<(typeof CATALOGUE_RESOURCES)[R]['fields']>;

export const catalogueEventTypes = (r: CatalogueResourceName) => {
  const e = CATALOGUE_RESOURCES[r].event;
  return { created: `${e}Created`, updated: `${e}Updated`, deleted: `${e}Deleted` } as const;
};

export const catalogueResourceOfCategory = (category: string): CatalogueResourceName | undefined =>
  (Object.keys(CATALOGUE_RESOURCES) as CatalogueResourceName[]).find((r) => CATALOGUE_RESOURCES[r].category === category);

/** A resource's own rules beyond 'required' on the record as it will stand (the generic decider and forms ask them). */
export const catalogueValidate = (
  r: CatalogueResourceName,
  record: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
): FieldError[] => {
  const spec = CATALOGUE_RESOURCES[r];
  return 'validate' in spec ? [...spec.validate(record, mode)] : [];
};

/** What a create or an edit fills in before its rules run (storage types: sizes from the dimensions). */
export const catalogueComplete = (r: CatalogueResourceName, record: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => {
  const spec = CATALOGUE_RESOURCES[r];
  return 'complete' in spec ? spec.complete(record) : record;
};

/** Resources whose read model is a projection of their own (the generic catalogue projection leaves them). */
export const hasOwnProjection = (r: CatalogueResourceName): boolean => 'ownProjection' in CATALOGUE_RESOURCES[r];

/**
 * Which rows a partner user sees of a resource (ARCHITECTURE §6): 'own' its partner's; 'ownAndDefault' also
 * partner 1's (the business's own storage types, spec 3 §9); absent: the resource is not partner scoped.
 */
export const cataloguePartnerScope = (r: CatalogueResourceName): 'own' | 'ownAndDefault' | undefined => {
  const spec = CATALOGUE_RESOURCES[r];
  return 'partnerScope' in spec ? spec.partnerScope : undefined;
};
