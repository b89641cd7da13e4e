import * as t from 'io-ts';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/**
 * The simple reference resources share one generic decider (ARCHITECTURE §3): each is its fields and its
 * required ones; events are `<Event>Created` (the record), `<Event>Updated` (changed fields), `<Event>Deleted`.
 * More resources (service types, reasons, tags, ...) are added here and nowhere else.
 */
export const CATALOGUE_RESOURCES = {
  country: {
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
    category: 'city',
    event: 'City',
    fields: t.type({ name: t.string, countryId: t.number }),
    required: ['name', 'countryId'],
  },
  partners: {
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
} as const;

export type CatalogueResourceName = keyof typeof CATALOGUE_RESOURCES;
export type CatalogueRecord<R extends CatalogueResourceName> = t.TypeOf<(typeof CATALOGUE_RESOURCES)[R]['fields']>;

export const catalogueEventTypes = (r: CatalogueResourceName) => {
  const e = CATALOGUE_RESOURCES[r].event;
  return { created: `${e}Created`, updated: `${e}Updated`, deleted: `${e}Deleted` } as const;
};

export const catalogueResourceOfCategory = (category: string): CatalogueResourceName | undefined =>
  (Object.keys(CATALOGUE_RESOURCES) as CatalogueResourceName[]).find((r) => CATALOGUE_RESOURCES[r].category === category);
