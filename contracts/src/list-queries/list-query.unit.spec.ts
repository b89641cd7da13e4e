import * as t from 'io-ts';
import { isLeft, left, right } from 'fp-ts/lib/Either.js';
import { decodeListQuery, listAnswer, listOffset, listQuery, Ids } from './list-query.js';
import { enumeration } from '../shared/enumeration.js';

const Colour = enumeration(['red', 'green'] as const);
const Q = listQuery(
  'Q',
  { colours: t.array(Colour.codec), ids: Ids, name: t.string },
  { sortBy: 'id', sortOrder: 'DESC' },
);

describe('listQuery', () => {
  it('fills limit 10, page 1 and the default sort', () => {
    expect(decodeListQuery(Q, {})).toEqual(right({ limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC' }));
  });

  it('keeps given paging and sort; normalises the order case', () => {
    expect(decodeListQuery(Q, { limit: 50, page: 3, sortBy: 'createdAt', sortOrder: 'asc' })).toEqual(
      right({ limit: 50, page: 3, sortBy: 'createdAt', sortOrder: 'ASC' }),
    );
    expect(decodeListQuery(Q, { sortOrder: 'Desc' })).toEqual(
      right({ limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC' }),
    );
  });

  it('keeps filters, turns id strings into numbers, drops nulls and unknown keys', () => {
    expect(decodeListQuery(Q, { colours: ['red'], ids: [1, '2'], name: null, other: 1, limit: null })).toEqual(
      right({ limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC', colours: ['red'], ids: [1, 2] }),
    );
  });

  it('reports each bad value with its path', () => {
    expect(
      decodeListQuery(Q, {
        limit: 0,
        page: 1.5,
        sortOrder: 'up',
        sortBy: 'id; drop',
        colours: ['red', 'blue'],
        ids: [0],
      }),
    ).toEqual(
      left([
        { path: 'limit', message: 'must be an integer from 1 to 1000' },
        { path: 'page', message: 'must be an integer from 1 to 2147483647' },
        { path: 'sortBy', message: 'must be a field name' },
        { path: 'sortOrder', message: 'must be ASC or DESC' },
        { path: 'colours.1', message: 'must be one of: red, green' },
        { path: 'ids.0', message: 'must be a whole number from 1 to 2147483647' },
      ]),
    );
  });

  it('reports a wrong shape', () => {
    expect(decodeListQuery(Q, { colours: 'red', name: 3 })).toEqual(
      left([
        { path: 'colours', message: 'must be a list' },
        { path: 'name', message: 'must be a string' },
      ]),
    );
    expect(isLeft(decodeListQuery(Q, 'body'))).toBe(true);
    expect(isLeft(decodeListQuery(Q, [1]))).toBe(true);
  });

  it('limits a page to 1000 rows', () => {
    expect(isLeft(decodeListQuery(Q, { limit: 1001 }))).toBe(true);
    expect(decodeListQuery(Q, { limit: 1000 })._tag).toBe('Right');
  });

  it('computes the offset of a page', () => {
    expect(listOffset({ page: 1, limit: 10 })).toBe(0);
    expect(listOffset({ page: 3, limit: 20 })).toBe(40);
  });
});

describe('listAnswer', () => {
  it('decodes results and totalCount', () => {
    const A = listAnswer(t.type({ id: t.number }));
    expect(A.decode({ results: [{ id: 1 }], totalCount: 7 })).toEqual(right({ results: [{ id: 1 }], totalCount: 7 }));
    expect(isLeft(A.decode({ results: [{ id: '1' }], totalCount: 7 }))).toBe(true);
  });

  it('decodes a capped total, and refuses a flag that is not a boolean', () => {
    const A = listAnswer(t.type({ id: t.number }));
    expect(A.decode({ results: [], totalCount: 10_000, totalCountCapped: true })).toEqual(
      right({ results: [], totalCount: 10_000, totalCountCapped: true }),
    );
    expect(isLeft(A.decode({ results: [], totalCount: 10_000, totalCountCapped: 'yes' }))).toBe(true);
  });
});
