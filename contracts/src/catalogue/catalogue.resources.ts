import * as t from 'io-ts';
import { completeStorageTypeSizes, validateStorageType } from '../operations/storage-type.rules.js';
import { validateBlockedSlot, validateBox, validateLocation } from '../operations/warehouse.rules.js';
import type { FieldError } from '../shared/validation.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

function reasonList<C extends string, E extends string, T extends string>(category: C, event: E, table: T) {
  return { table, category, event, fields: t.type({ reason: t.string }), required: ['reason'] } as const;
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
      name: t.string,
      code: t.string,
      currency: t.string,
      decimalPlaces: t.number,
      vat: t.number,
    }),
    required: ['name', 'code', 'currency'],
  },
  city: {
    table: 'city',
    category: 'city',
    event: 'City',
    fields: t.type({ name: t.string, countryId: t.number }),
    required: ['name', 'countryId'],
  },
  partners: {
    table: 'partners',
    category: 'partner',
    event: 'Partner',
    fields: t.type({
      name: t.string,
      countryId: t.number,
      logoUrl: nullable(t.string),
      userId: nullable(t.number),
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
    fields: t.type({ name: t.string, description: nullable(t.string), rent: t.number, currency: t.string }),
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
      code: t.string,
      name: t.string,
      description: nullable(t.string),
      size: t.number,
      length: nullable(t.number),
      width: nullable(t.number),
      height: nullable(t.number),
      inventory: t.boolean,
      partnerId: t.number,
      countryIds: t.array(t.number),
      consumedSize: nullable(t.number),
      tracking: t.boolean,
      userId: nullable(t.number),
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
      code: t.string,
      reusable: t.boolean,
      expiry: nullable(t.string),
      userId: nullable(t.number),
      offerId: nullable(t.number),
      countryId: nullable(t.number),
    }),
    required: ['code'],
    defaults: { reusable: false, expiry: null, userId: null, offerId: null, countryId: null },
  },
  offers: {
    table: 'offers',
    category: 'offer',
    event: 'Offer',
    fields: t.type({
      type: t.string,
      description: nullable(t.string),
      discount: nullable(t.number),
      percent: nullable(t.number),
      limit: nullable(t.number),
      reward: nullable(t.number),
      countryId: nullable(t.number),
    }),
    required: ['type'],
    defaults: { description: null, discount: null, percent: null, limit: null, reward: null, countryId: null },
  },
  /** Spec 3 §3 Commission slab: the partner's commission above a size target, for Storage or Service. */
  'partner-commission-slabs': {
    table: 'partner_commission_slabs',
    category: 'commissionslab',
    event: 'PartnerCommissionSlab',
    fields: t.type({ partnerId: t.number, serviceCategory: t.string, target: t.number, commissionPercent: t.number }),
    required: ['partnerId', 'serviceCategory', 'target', 'commissionPercent'],
  },
  /** Spec 2 §3 Warehouse; new warehouses default to partner 1. rm.warehouses is the warehouses projection's (locationCount). */
  warehouses: {
    table: 'warehouses',
    category: 'warehouse',
    event: 'Warehouse',
    fields: t.type({
      name: t.string,
      code: nullable(t.string),
      partnerId: t.number,
      cityId: nullable(t.number),
      countryId: t.number,
      users: t.array(t.number),
      isActive: t.boolean,
      inLocationId: nullable(t.number),
      outLocationId: nullable(t.number),
      sizeSqm: nullable(t.number),
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
      warehouseId: t.number,
      countryId: nullable(t.number),
      path: t.string,
      area: nullable(t.string),
      aisle: nullable(t.string),
      x: nullable(t.number),
      y: nullable(t.number),
      z: nullable(t.number),
      width: nullable(t.number),
      height: nullable(t.number),
      length: nullable(t.number),
      capacity: t.number,
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
    fields: t.type({ name: t.string, partnerId: t.number, countryId: t.number, users: t.array(t.number), isActive: t.boolean }),
    required: ['name', 'countryId'],
    defaults: { partnerId: 1, users: [], isActive: true },
    partnerScope: 'own',
  },
  /** Spec 2 §3 Blocked slot; spec 2 §5: dates saved as YYYY-MM-DD. */
  'blocked-slots': {
    table: 'blocked_slots',
    category: 'blockedslot',
    event: 'BlockedSlot',
    fields: t.type({ partnerId: t.number, from: t.string, to: t.string, countryId: nullable(t.number) }),
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
      code: t.string,
      status: t.string,
      userId: nullable(t.number),
      partnerId: t.number,
      countryId: nullable(t.number),
      warehouseId: nullable(t.number),
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
      userId: t.number,
      partnerId: t.number,
      name: nullable(t.string),
      line1: nullable(t.string),
      area: nullable(t.string),
      cityId: nullable(t.number),
      countryId: nullable(t.number),
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
