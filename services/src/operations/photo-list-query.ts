import { validationError } from '@console/contracts';
import * as t from 'io-ts';
import { DomainException } from '../core/domain.exception.js';

/** A query string's whole number (a page's size or offset, an id). */
export const IntString = t.string.pipe(
  new t.Type<number, string, string>(
    'IntString',
    (u): u is number => typeof u === 'number',
    (s, c) => (/^\d{1,9}$/.test(s) ? t.success(Number(s)) : t.failure(s, c, 'Must be an integer')),
    String,
  ),
);
export const BoolString = t.keyof({ true: null, false: null });
export const Direction = t.keyof({ '1': null, '-1': null });

/** The paging and order every photos list takes beside its own filters. */
export const PHOTO_PAGING = {
  $limit: IntString,
  $skip: IntString,
  $sort: t.partial({ id: Direction, createdAt: Direction }),
};
export const PHOTO_DEFAULT_LIMIT = 100;
export const PHOTO_MAX_LIMIT = 500;

/** A photos list filters by its codec's keys only: any other key is refused, never silently ignored. */
export const refuseUnknownFilters = (query: unknown, codec: t.PartialType<t.Props>, list: string): void => {
  const known = new Set(Object.keys(codec.props));
  const unknown = Object.keys(typeof query === 'object' && query !== null ? query : {}).filter((k) => !known.has(k));
  if (unknown.length > 0)
    throw new DomainException(
      validationError(unknown.map((path) => ({ path, message: `${path} is not a filter of ${list}` }))),
    );
};

/** The order a list asks for: oldest first unless `$sort` says newest (createdAt follows id). */
export const photoOrder = (sort: { id?: string; createdAt?: string } | undefined): 'asc' | 'desc' =>
  sort?.id === '-1' || sort?.createdAt === '-1' ? 'desc' : 'asc';
