import * as t from 'io-ts';
import { defineResource } from '../shared/resource/resource-definition.js';
import { Id } from '../shared/id.js';
import { LongText, Text } from '../shared/store-safe.js';
import type { FieldError } from '../shared/validation.js';
import { CURRENCY_DECIMALS } from '../money/currency.js';
import { countryById } from './countries.js';

/** Our words: the spec names no message for a configuration value the code could not use. */
export const CONFIGURATION_MESSAGES = {
  unknownKey: 'Unknown configuration key',
  category: 'The key belongs to another category',
  percent: 'Value must be a percent from 0 to 100 with at most 2 decimals',
  decimals: "Value must be the decimals of the country's currency (AED 2, KWD 3, SAR 2)",
  amount: 'Value must be an amount with at most 3 decimals',
  email: 'Value must be an e-mail address',
  slots: 'Value must be hour ranges such as 9-13,13-18',
  keyUnique: 'key must be unique',
} as const;

/** The categories of spec 1 §2.10, one tab each on /configurations/{country}. */
export const CONFIGURATION_CATEGORIES = ['billing', 'company', 'sales', 'operations'] as const;
export type ConfigurationCategory = (typeof CONFIGURATION_CATEGORIES)[number];

const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const AMOUNT = /^\d{1,9}(\.\d{1,3})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SLOTS = /^\d{1,2}-\d{1,2}(,\d{1,2}-\d{1,2})*$/;

type Rule = (value: string) => string | null;
const pattern =
  (re: RegExp, message: string): Rule =>
  (v) =>
    re.test(v) ? null : message;
const anyText: Rule = () => null;
const slotsRule: Rule = (v) =>
  SLOTS.test(v) &&
  v.split(',').every((r) => {
    const [from, to] = r.split('-').map(Number);
    return from !== undefined && to !== undefined && from < to && to <= 24;
  })
    ? null
    : CONFIGURATION_MESSAGES.slots;

/**
 * The per-country values the documents and the code read (issue 34 §6; spec 3 §3 Country, §9): each key's
 * category and the rule its value (text) must meet, so a value saved is one the code can use.
 */
export const CONFIGURATION_KEYS = {
  vat: { category: 'billing', rule: pattern(PERCENT, CONFIGURATION_MESSAGES.percent) },
  currencyDecimals: { category: 'billing', rule: pattern(/^[0-4]$/, CONFIGURATION_MESSAGES.decimals) },
  latePaymentFee: { category: 'billing', rule: pattern(AMOUNT, CONFIGURATION_MESSAGES.amount) },
  legalEntity: { category: 'company', rule: anyText },
  address: { category: 'company', rule: anyText },
  trn: { category: 'company', rule: anyText },
  salesContactName: { category: 'sales', rule: anyText },
  salesContactPhone: { category: 'sales', rule: anyText },
  salesContactEmail: { category: 'sales', rule: pattern(EMAIL, CONFIGURATION_MESSAGES.email) },
  timeSlots: { category: 'operations', rule: slotsRule },
} as const satisfies Readonly<Record<string, { category: ConfigurationCategory; rule: Rule }>>;
export type ConfigurationKey = keyof typeof CONFIGURATION_KEYS;
export const isConfigurationKey = (key: unknown): key is ConfigurationKey =>
  typeof key === 'string' && Object.hasOwn(CONFIGURATION_KEYS, key);

/**
 * Money is held in 1/10000 and shown with its currency's decimals (spec 1 §9: KWD 3, AED and SAR 2). A country's
 * currencyDecimals may only say what its currency has: another figure would round the documents' amounts away from
 * what the ledger holds (docs/decisions.md). An unknown country is left to the country field's own rule.
 */
const currencyDecimalsFit = (countryId: unknown, value: string): boolean => {
  const country = typeof countryId === 'number' ? countryById(countryId) : undefined;
  return country === undefined || Number(value.trim()) === CURRENCY_DECIMALS[country.currency];
};

/** A configuration record's own rules: a known key, in its category, with a value the code can read. */
export const validateConfiguration = (record: Readonly<Record<string, unknown>>): FieldError[] => {
  const { key, category, value } = record;
  if (!isConfigurationKey(key)) return [{ path: 'key', message: CONFIGURATION_MESSAGES.unknownKey }];
  const known = CONFIGURATION_KEYS[key];
  const errors: FieldError[] = [];
  if (category !== known.category) errors.push({ path: 'category', message: CONFIGURATION_MESSAGES.category });
  const problem = typeof value === 'string' ? known.rule(value.trim()) : null;
  if (problem) errors.push({ path: 'value', message: problem });
  else if (key === 'currencyDecimals' && typeof value === 'string' && !currencyDecimalsFit(record['countryId'], value))
    errors.push({ path: 'value', message: CONFIGURATION_MESSAGES.decimals });
  return errors;
};

/** The VAT percent a configuration value holds (validated as a percent with at most 2 decimals). */
export const configurationPercent = (value: string): number => Number(value);

/** Spec 1 §7.4 Configuration: id, key, value, category, countryId; a key once per country. */
export const CONFIGURATION_RESOURCE = defineResource({
  name: 'configurations',
  table: 'configurations',
  category: 'configuration',
  event: 'Configuration',
  fields: t.type({ countryId: Id, category: Text, key: Text, value: LongText }),
  required: ['countryId', 'category', 'key', 'value'],
  validate: (record) => validateConfiguration(record),
  unique: [{ field: 'key', scope: 'countryId', message: CONFIGURATION_MESSAGES.keyUnique }],
});
