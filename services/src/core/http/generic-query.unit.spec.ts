import { IdFromString, Measure, MoneyAmount, Text, IsoDate, IsoInstant, jsonSchemaOf } from '@console/contracts';
import { DomainException } from '../domain.exception.js';
import { genericFields, genericTypeOfSchema, parseGenericQuery } from './generic-query.js';

const FIELDS = genericFields({
  id: 'number',
  size: 'decimal',
  rent: 'money',
  name: 'string',
  createdAt: 'date',
  from: 'day',
  isPart: 'boolean',
  invoiceIds: 'ids',
  answers: 'keys',
});
const SORT = { column: 'id', direction: 'desc' } as const;

/** The `{ path, message }` list of a refused query, or 'accepted'. */
const errorsOf = (query: Record<string, unknown>) => {
  try {
    parseGenericQuery(query, FIELDS, SORT);
    return 'accepted';
  } catch (e) {
    if (!(e instanceof DomainException)) throw e;
    return e.error.errors;
  }
};

describe('parseGenericQuery refuses what the column cannot take (issue 11)', () => {
  it.each([
    [{ $skip: '1e20' }, '$skip'],
    [{ $skip: '2147483648' }, '$skip'],
    [{ $limit: '1001' }, '$limit'],
    [{ $limit: '1e3' }, '$limit'],
    [{ id: { $gt: '1e308' } }, 'id.$gt'],
    [{ id: '1.5' }, 'id'],
    [{ id: '2147483648' }, 'id'],
    [{ id: { $in: ['1', 'x'] } }, 'id.$in.1'],
    [{ id: 'Infinity' }, 'id'],
    [{ id: '0x10' }, 'id'],
    [{ rent: '0.5' }, 'rent'],
    [{ size: 'NaN' }, 'size'],
    [{ createdAt: { $gte: '1' } }, 'createdAt.$gte'],
    [{ createdAt: { $lte: '2026-02-30T00:00:00Z' } }, 'createdAt.$lte'],
    [{ from: '2026-02-30' }, 'from'],
    [{ name: 'a\u0000b' }, 'name'],
    [{ name: '\ud800' }, 'name'],
    [{ isPart: 'yes' }, 'isPart'],
    [{ q: 'x\u0000' }, 'q'],
    [{ q: 'x'.repeat(501) }, 'q'],
    [{ nope: '1' }, 'nope'],
  ])('%j is a 400 on %s', (query, path) => {
    const errors = errorsOf(query);
    expect(errors).not.toBe('accepted');
    expect((errors as readonly { path: string }[]).map((e) => e.path)).toContain(path);
  });

  it('takes good values in the types of their columns', () => {
    const g = parseGenericQuery(
      {
        id: { $gte: '-5', $in: '1,2' },
        size: { $gte: '0.5' },
        rent: '12500',
        createdAt: { $gte: '2026-01-01T00:00:00Z' },
        from: '2026-02-28',
        isPart: 'true',
        $limit: '1000',
        $skip: '2147483647',
      },
      FIELDS,
      SORT,
    );
    expect(g.filters).toEqual([
      { column: 'id', op: '$gte', value: -5 },
      { column: 'id', op: '$in', value: [1, 2] },
      { column: 'size', op: '$gte', value: 0.5 },
      { column: 'rent', op: '$eq', value: 12500 },
      { column: 'createdAt', op: '$gte', value: '2026-01-01T00:00:00Z' },
      { column: 'from', op: '$eq', value: '2026-02-28' },
      { column: 'isPart', op: '$eq', value: true },
    ]);
    expect([g.limit, g.skip]).toEqual([1000, 2147483647]);
  });
});

describe('an integer[] field (ids)', () => {
  it('takes one id or a list, as the rows holding it or any of them, and nothing else', () => {
    const g = parseGenericQuery({ invoiceIds: { $in: '4,5' } }, FIELDS, SORT);
    expect(g.filters).toEqual([{ column: 'invoiceIds', op: '$in', value: [4, 5], array: true }]);
    expect(parseGenericQuery({ invoiceIds: '4' }, FIELDS, SORT).filters).toEqual([
      { column: 'invoiceIds', op: '$eq', value: 4, array: true },
    ]);
    expect(errorsOf({ invoiceIds: { $gte: '4' } })).toEqual([{ path: 'invoiceIds.$gte', message: 'Unknown operator' }]);
    expect(errorsOf({ invoiceIds: 'x' })).toEqual([{ path: 'invoiceIds', message: 'must be a number' }]);
    expect(errorsOf({ invoiceIds: '2147483648' })).toEqual([
      { path: 'invoiceIds', message: 'must be a whole number from -2147483648 to 2147483647' },
    ]);
    expect(errorsOf({ $sort: { invoiceIds: '1' } })).toEqual([
      { path: '$sort.invoiceIds', message: 'A list of ids does not sort' },
    ]);
  });
});

describe('genericTypeOfSchema', () => {
  it('gives each codec the filter type of its column', () => {
    expect(
      [IdFromString, Measure, MoneyAmount, Text, IsoDate, IsoInstant].map((c) => genericTypeOfSchema(jsonSchemaOf(c))),
    ).toEqual(['number', 'decimal', 'money', 'string', 'day', 'date']);
  });
});

describe("parseGenericQuery: a jsonb object of texts filters by a key's text", () => {
  it('takes field[key]=v as the equality of that key, and nothing else', () => {
    expect(parseGenericQuery({ answers: { exitReason: '3', improvement: 'Sooner' } }, FIELDS, SORT).filters).toEqual([
      { column: 'answers', op: '$eq', value: '3', key: 'exitReason' },
      { column: 'answers', op: '$eq', value: 'Sooner', key: 'improvement' },
    ]);
    expect(errorsOf({ answers: 'x' })).toEqual([{ path: 'answers', message: 'must be field[key]=value' }]);
    expect(errorsOf({ answers: { 'bad-key': '1' } })).toEqual([{ path: 'answers.bad-key', message: 'Unknown key' }]);
    expect(errorsOf({ answers: { $in: ['1'] } })).toEqual([{ path: 'answers.$in', message: 'Unknown key' }]);
    expect(errorsOf({ $sort: { answers: '1' } })).toEqual([
      { path: '$sort.answers', message: 'An object does not sort' },
    ]);
  });
});
