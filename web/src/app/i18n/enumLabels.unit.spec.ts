import * as contracts from '@console/contracts';
import { enumLabels, NOT_SHOWN } from './enumLabels';
import { enumChoices, enumLabel, STATUS_ENUMERATION, statusLabel, valueChoices } from './enumText';

/** Every enumeration contracts export, found by its shape: a codec, its values, a guard. */
const isEnumeration = (v: unknown): v is { readonly values: readonly string[] } =>
  typeof v === 'object' &&
  v !== null &&
  'codec' in v &&
  'is' in v &&
  'values' in v &&
  Array.isArray((v as { values: unknown }).values);
const enumerations = Object.entries(contracts as Readonly<Record<string, unknown>>).flatMap(([name, v]) =>
  isEnumeration(v) ? [[name, v] as const] : [],
);
const notShown: readonly string[] = NOT_SHOWN;

describe('the catalogue has a word for every value of every enumeration (issue 31)', () => {
  it('finds the enumerations of contracts', () => {
    expect(enumerations.length).toBeGreaterThan(50);
  });

  it.each(enumerations.filter(([name]) => !notShown.includes(name)))('%s: a word for each value', (name, e) => {
    const table: Readonly<Record<string, string>> | undefined = (enumLabels as Record<string, Record<string, string>>)[
      name
    ];
    expect(table).toBeDefined();
    const missing = e.values.filter((v) => !table || !Object.hasOwn(table, v) || (table[v] ?? '').trim() === '');
    expect(missing).toEqual([]);
  });

  it('has no table for an enumeration contracts do not export, nor a word for a value they do not have', () => {
    const byName = new Map(enumerations);
    for (const [name, table] of Object.entries(enumLabels)) {
      const e = byName.get(name);
      expect(e && name).toBe(name);
      expect(Object.keys(table).filter((v) => !e?.values.includes(v))).toEqual([]);
    }
  });

  it.each(enumerations.filter(([name]) => !notShown.includes(name)))(
    '%s: its own values list reads with its words, as screens pass it',
    (name, e) => {
      const words = (choices: readonly { readonly name: string }[]) => choices.map((c) => c.name);
      expect(words(valueChoices(e.values))).toEqual(
        words(enumChoices(name as Parameters<typeof enumChoices>[0], e.values)),
      );
    },
  );

  it('every status badge kind reads its words from an enumeration of statuses', () => {
    for (const kind of contracts.BadgeKind.values) expect(enumLabels[STATUS_ENUMERATION[kind]]).toBeDefined();
  });
});

describe('the words of the codes people saw (issue 31)', () => {
  it.each([
    ['order', 'quote_sent', 'Quote sent'],
    ['order', 'quote_accepted', 'Quote accepted'],
    ['storage', 'pickedup', 'Picked up'],
    ['storage', 'not_returned', 'Not returned'],
    ['storage', 'forpickup', 'For pickup'],
    ['request', 'onhold', 'On hold'],
  ])('a %s status %s reads %s', (kind, status, word) => {
    expect(statusLabel(kind, status)).toBe(word);
  });

  it('types and modes read as words', () => {
    expect(enumLabel('RequestType', 'other_services')).toBe('Other services');
    expect(enumLabel('StorageRecordType', 'check_in')).toBe('Check in');
    expect(enumLabel('PaymentMethod', 'bank_transfer')).toBe('Bank transfer');
  });

  it('a value with no word shows as stored, never blank', () => {
    expect(enumLabel('TaskType', 'SOME_NEW_TYPE')).toBe('SOME_NEW_TYPE');
    expect(enumLabel('TaskType', null)).toBe('');
  });

  it('choices keep the given order and carry the values as ids', () => {
    expect(enumChoices('PaymentMode')).toEqual([
      { id: 'cash', name: 'Cash' },
      { id: 'card', name: 'Card' },
      { id: 'cheque', name: 'Cheque' },
    ]);
    expect(enumChoices('RequestStatus', ['new', 'pending']).map((c) => c.name)).toEqual(['New', 'Pending']);
  });
});
