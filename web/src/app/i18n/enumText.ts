import type { BadgeKind } from '@console/contracts';
import { enumLabels, type LabelledEnumeration } from './enumLabels';
import { ENUMERATIONS } from './enumerations';
import { currentLocale, type Locale } from './locale';

/** Another language's words of the enumerations: any table or value it lacks reads in English. */
export type EnumWords = {
  readonly [K in LabelledEnumeration]?: Readonly<Partial<Record<string, string>>>;
};

/** Languages other than English register their words when loaded (loadLocale.ts), so the shell carries none. */
const wordsByLocale: Partial<Record<Locale, EnumWords>> = {};

export const registerEnumLabels = (locale: Exclude<Locale, 'en'>, words: EnumWords): void => {
  wordsByLocale[locale] = words;
};

/**
 * The word of one value of an enumeration in the console's language, from the catalogue's table (enumLabels.ts and
 * its translations); a value the language lacks reads in English. A value no table has a word for (a record written
 * before its value was renamed, a task type typed by hand) shows as stored, so nothing on screen goes blank.
 */
export const enumLabel = (name: LabelledEnumeration, value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const locale = currentLocale();
  const translated = locale === 'en' ? undefined : wordsByLocale[locale]?.[name];
  if (translated && Object.hasOwn(translated, value)) {
    const word = translated[value];
    if (word !== undefined && word !== '') return word;
  }
  const table: Readonly<Record<string, string>> = enumLabels[name];
  return Object.hasOwn(table, value) ? (table[value] ?? value) : value;
};

/**
 * An enumeration's values as choices of a select or filter ({ id: value, name: word }), in the table's order. The
 * word is read when the screen draws it, not when the list is made: configurations hold their choices as module
 * constants, and a language switch must re-word them.
 */
export const enumChoices = (
  name: LabelledEnumeration,
  values: readonly string[] = Object.keys(enumLabels[name]),
): { readonly id: string; readonly name: string }[] =>
  values.map((v) => ({
    id: v,
    get name() {
      return enumLabel(name, v);
    },
  }));

/** Which enumeration holds the statuses of each badge kind (spec 1 §4). */
export const STATUS_ENUMERATION: Readonly<Record<BadgeKind, LabelledEnumeration>> = {
  request: 'RequestStatus',
  storage: 'StorageStatus',
  order: 'OrderStatus',
  box: 'BoxStatus',
  storage_record: 'StorageDirection',
  invoice: 'InvoiceStatus',
  payment: 'PaymentStatus',
  task: 'TaskStatus',
  user: 'UserStatus',
};

/** A storage type's badge shows its first storage's status (spec 3 §4). */
const BADGE_ENUMERATION: Readonly<Record<string, LabelledEnumeration>> = {
  ...STATUS_ENUMERATION,
  storage_type: 'StorageStatus',
};

/** The word of a badge's status; a kind without badges reads its status as a request's (spec 1 §4: "as pending"). */
export const statusLabel = (kind: string, status: string | null | undefined): string =>
  enumLabel(BADGE_ENUMERATION[kind] ?? 'RequestStatus', status);

/** Each enumeration's frozen `values` list, back to its table's name. */
const ENUMERATION_OF_VALUES: ReadonlyMap<readonly string[], LabelledEnumeration> = new Map(
  (Object.keys(ENUMERATIONS) as LabelledEnumeration[]).map((name) => [ENUMERATIONS[name].values, name] as const),
);

/**
 * Choices of an enumeration's own `values` list (`PaymentStatus.values`), with the catalogue's words: screens that
 * pass the list, not the name, get the words too. A list that is no enumeration's (a subset made on the spot) keeps
 * its values as the words.
 */
export const valueChoices = (values: readonly string[]): { id: string; name: string }[] => {
  const name = ENUMERATION_OF_VALUES.get(values);
  return name ? enumChoices(name, values) : values.map((v) => ({ id: v, name: v }));
};

/**
 * The word of a value that may belong to any of several enumerations, the first that has it: an order's or a
 * request's `paymentMode` is free text in contracts (spec 2 §3: "accepted values not shown") and holds a payment
 * mode (cash, card) or a payment method (bank_transfer).
 */
export const enumLabelIn = (names: readonly LabelledEnumeration[], value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const name = names.find((n) => Object.hasOwn(enumLabels[n], value));
  return name ? enumLabel(name, value) : value;
};

export const paymentModeLabel = (value: string | null | undefined): string =>
  enumLabelIn(['PaymentMode', 'PaymentMethod'], value);
