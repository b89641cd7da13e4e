import * as t from 'io-ts';

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
    }),
    required: ['code', 'name'],
    defaults: { description: null, size: 0, length: null, width: null, height: null, inventory: false, partnerId: 1, countryIds: [1, 2, 3] },
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
