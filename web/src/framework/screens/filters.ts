import dayjs from 'dayjs';
import { COUNTRY_CHOICES, customerSource, partnersSource, warehouseSource, YES_NO } from '../fields/sources';
import type { Choice, FilterDef, SourceFor, Viewer } from '../types';
import { choices } from './cells';

/**
 * The filters of every list screen, by kind: a list names its filters once (`filter.ids('order', 'Order Id',
 * 'orderIds')`) and these say how the typed or chosen value becomes the list call's body.
 */
export interface FilterOptions {
  readonly alwaysOn?: boolean;
  readonly hiddenFor?: (viewer: Viewer) => boolean;
  readonly width?: number;
}

/** The customer picker of the lists and forms: suggestions after more than 2 typed characters (spec 2 §5, 3 §2). */
export const customers = customerSource(3);

type Chosen = string | number | (string | number)[];
const listOf = (v: Chosen): (string | number)[] => (Array.isArray(v) ? v : [v]);

const searchFilter: FilterDef = {
  kind: 'text',
  key: 'q',
  label: 'list.search',
  alwaysOn: true,
  toQuery: (v) => ({ searchTerm: v }),
};

type SelectOptions = FilterOptions & { readonly multiple?: boolean };

/**
 * A choice among fixed values (`from` a list of choices) or a source's records, sent as a list under `queryKey`,
 * each value as `as` makes it (ids are numbers, enumeration values texts); `multiple`: several at once.
 */
const select = (
  key: string,
  label: string,
  from: { readonly choices: readonly Choice[] } | { readonly source: SourceFor },
  queryKey: string,
  as: (value: string | number) => string | number,
  options: SelectOptions,
): FilterDef => ({
  kind: 'select',
  key,
  label,
  ...options,
  ...from,
  toQuery: (v) => ({ [queryKey]: listOf(v).map(as) }),
});

/** A choice among fixed values, sent as a list of texts under `queryKey` (`multiple`: several at once). */
const choiceFilter = (
  key: string,
  label: string,
  values: readonly Choice[],
  queryKey: string,
  options: SelectOptions = {},
): FilterDef => select(key, label, { choices: values }, queryKey, String, options);

/** A choice among a contracts enumeration, sent as a one-element list under `queryKey`. */
const enumFilter = (key: string, label: string, values: readonly string[], queryKey: string, alwaysOn = false) =>
  choiceFilter(key, label, choices(values), queryKey, alwaysOn ? { alwaysOn } : {});

/** Yes or no, sent as a boolean under `queryKey`. */
const yesNoFilter = (key: string, label: string, queryKey: string, options: FilterOptions = {}): FilterDef => ({
  kind: 'select',
  key,
  label,
  ...options,
  choices: YES_NO,
  toQuery: (v) => ({ [queryKey]: v === 'true' }),
});

/** Records of a source chosen from a list (`multiple`: several at once), sent as a list of ids under `queryKey`. */
const sourceFilter = (
  key: string,
  label: string,
  source: SourceFor,
  queryKey: string,
  options: SelectOptions = {},
): FilterDef => select(key, label, { source }, queryKey, Number, options);

/** One record of a source typed into (suggestions), sent by id as a one-element list under `queryKey`. */
const referenceFilter = (
  key: string,
  label: string,
  source: SourceFor,
  queryKey: string,
  options: FilterOptions = {},
): FilterDef => ({ kind: 'reference', key, label, ...options, source, toQuery: (v) => ({ [queryKey]: [Number(v)] }) });

/** A record's id typed in; anything but digits filters nothing. */
const idsFilter = (key: string, label: string, queryKey: string, options: FilterOptions = {}): FilterDef => ({
  kind: 'text',
  key,
  label,
  ...options,
  toQuery: (v) => (/^\d+$/.test(v.trim()) ? { [queryKey]: [Number(v)] } : {}),
});

/** A text typed in, trimmed, sent as `toValue` makes it (a blank filters nothing). */
const textFilter = (
  key: string,
  label: string,
  queryKey: string,
  toValue: (trimmed: string) => unknown = (v) => v,
  options: FilterOptions = {},
): FilterDef => ({
  kind: 'text',
  key,
  label,
  ...options,
  toQuery: (v) => (v.trim() ? { [queryKey]: toValue(v.trim()) } : {}),
});

const customerFilter = (alwaysOn = false, label = 'accounting.col.customer'): FilterDef =>
  referenceFilter('user', label, customers, 'userIds', alwaysOn ? { alwaysOn } : {});

const countryFilter = (options: FilterOptions = {}): FilterDef =>
  select('country', 'accounting.col.country', { choices: COUNTRY_CHOICES }, 'countryIds', Number, options);

/** Partner users see only their own partner's records: no partner filter for them. */
const partnerFilter = (options: SelectOptions = {}): FilterDef =>
  sourceFilter('partner', 'accounting.col.partner', partnersSource, 'partnerIds', {
    hiddenFor: (v) => v.isPartner,
    ...options,
  });

const warehouseFilter = (options: FilterOptions = {}): FilterDef =>
  sourceFilter('warehouse', 'screens.col.warehouse', warehouseSource, 'warehouseIds', options);

/** A range of days as typed (`{ from, to }` under the filter's own key). */
const dateRangeFilter = (key: string, label: string): FilterDef => ({
  kind: 'dateRange',
  key,
  label,
  toQuery: (v) => ({ [key]: v }),
});

/** Days ('YYYY-MM-DD') compared as days, under `queryKey`; no bound, no filter. */
const dayRangeFilter = (key: string, label: string, queryKey: string): FilterDef => ({
  kind: 'dateRange',
  key,
  label,
  toQuery: (v) =>
    v.from || v.to ? { [queryKey]: { ...(v.from ? { from: v.from } : {}), ...(v.to ? { to: v.to } : {}) } } : {},
});

/** Moments from the start of the first local day to the end of the last, under `queryKey`. */
const instantRangeFilter = (key: string, label: string, queryKey: string, options: FilterOptions = {}): FilterDef => ({
  kind: 'dateRange',
  key,
  label,
  ...options,
  toQuery: (v) => {
    const range: { from?: string; to?: string } = {};
    if (v.from) range.from = dayjs(v.from).startOf('day').toISOString();
    if (v.to) range.to = dayjs(v.to).endOf('day').toISOString();
    return range.from || range.to ? { [queryKey]: range } : {};
  },
});

/** The filters of the list screens, by kind. */
/**
 * The customer type of the records, B2C or B2B as the analytics columns split them (issue 35: a B2C or B2B
 * figure opens its list with it).
 */
const customerTypeFilter = (): FilterDef => ({
  kind: 'select',
  key: 'customerType',
  label: 'list.customerType',
  choices: [
    { id: 'b2c', name: 'list.customerType.b2c' },
    { id: 'b2b', name: 'list.customerType.b2b' },
  ],
  toQuery: (v) => ({ customerType: String(listOf(v)[0]) }),
});

/** One day, under `queryKey`: a range's last day (the storages in a warehouse at the end of it). */
const dayFilter = (key: string, label: string, queryKey: string): FilterDef => ({
  kind: 'dateRange',
  key,
  label,
  toQuery: (v) => ((v.to ?? v.from) ? { [queryKey]: (v.to ?? v.from)!.slice(0, 10) } : {}),
});

export const filter = {
  search: searchFilter,
  choice: choiceFilter,
  enumOf: enumFilter,
  yesNo: yesNoFilter,
  source: sourceFilter,
  reference: referenceFilter,
  ids: idsFilter,
  text: textFilter,
  customer: customerFilter,
  country: countryFilter,
  partner: partnerFilter,
  warehouse: warehouseFilter,
  dateRange: dateRangeFilter,
  dayRange: dayRangeFilter,
  instantRange: instantRangeFilter,
  customerType: customerTypeFilter,
  day: dayFilter,
};
