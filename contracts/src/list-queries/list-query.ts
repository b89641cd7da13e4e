import * as t from 'io-ts';
import type { Either } from 'fp-ts/lib/Either.js';
import { enumeration, type EnumValue } from '../shared/enumeration.js';
import { IdFromString, INT32_MAX, Text, list } from '../shared/store-safe.js';
import { jsonSchemaOf } from '../shared/openapi-schema.js';
import { decodeOrIssues, type ValidationIssue } from '../shared/validation-issues.js';

export { DateRange, DateOrInstant, dateRangeToInstants, dateRangeToDays } from './date-range.js';
export type { InstantRange } from './date-range.js';

/** Spec 1 §7.2: default page 1, limit 10. */
export const DEFAULT_LIMIT = 10;
export const DEFAULT_PAGE = 1;
/** The largest page the specs ask for: request lines, 1000 per page (spec 2 §9). */
export const MAX_LIMIT = 1000;

export const SortOrder = enumeration(['ASC', 'DESC'] as const, 'SortOrder');
export type SortOrder = EnumValue<typeof SortOrder>;

export interface DefaultSort {
  readonly sortBy: string;
  readonly sortOrder: SortOrder;
}

/** 'asc', 'Desc' and so on are accepted and normalised to upper case. */
export const SortOrderCodec = new t.Type<SortOrder, SortOrder, unknown>(
  'SortOrder',
  SortOrder.is,
  (u, c) => {
    const upper = typeof u === 'string' ? u.toUpperCase() : u;
    return SortOrder.is(upper) ? t.success(upper) : t.failure(u, c, 'must be ASC or DESC');
  },
  t.identity,
);

/**
 * A column name or a dotted path ('room.name'). The server maps it to a column through its own table; the
 * pattern keeps anything else out of that lookup.
 */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

export const SortBy = new t.Type<string, string, unknown>(
  'SortBy',
  (u): u is string => typeof u === 'string' && FIELD_NAME.test(u),
  (u, c) => (typeof u === 'string' && FIELD_NAME.test(u) ? t.success(u) : t.failure(u, c, 'must be a field name')),
  t.identity,
);

const intBetween = (name: string, min: number, max: number) =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= min && u <= max,
    (u, c) =>
      typeof u === 'number' && Number.isSafeInteger(u) && u >= min && u <= max
        ? t.success(u)
        : t.failure(u, c, `must be an integer from ${min} to ${max}`),
    t.identity,
  );

export const ListLimit = intBetween('ListLimit', 1, MAX_LIMIT);
/* The offset (page - 1) × limit stays a PostgreSQL bigint, and a page past INT32_MAX rows is no page. */
export const ListPage = intBetween('ListPage', 1, INT32_MAX);

/** Absent and null both mean "not given". */
export const withDefault = <A, O>(codec: t.Type<A, O, unknown>, fallback: A): t.Type<A, O, unknown> =>
  new t.Type<A, O, unknown>(
    codec.name,
    codec.is,
    (u, c) => (u === undefined || u === null ? t.success(fallback) : codec.validate(u, c)),
    codec.encode,
  );

/*
 * Filter building blocks shared by the list files. A list body is a query: its ids may come as digit strings from
 * the screens' URL state, decoded to numbers in the same range as a body id.
 */
export const Ids = list(IdFromString, undefined, 'Ids');
export const Strings = list(Text, undefined, 'Strings');

export interface ListQueryBase {
  readonly limit: number;
  readonly page: number;
  readonly sortBy: string;
  readonly sortOrder: SortOrder;
}

const baseProps = (defaultSort: DefaultSort) => ({
  limit: withDefault(ListLimit, DEFAULT_LIMIT),
  page: withDefault(ListPage, DEFAULT_PAGE),
  sortBy: withDefault(SortBy, defaultSort.sortBy),
  sortOrder: withDefault(SortOrderCodec, defaultSort.sortOrder),
});

/** A decoded list body: paging and sort always filled in, filters present only when given. */
export type ListQueryOf<P extends t.Props> = ListQueryBase & t.TypeOfPartialProps<P>;
export type ListQueryCodec<P extends t.Props> = t.Type<ListQueryOf<P>, unknown, unknown>;

/**
 * The body codec of one `POST /api/v1/<x>/list` call (spec 1 §7.2, ARCHITECTURE §6). Unknown keys are dropped
 * (the old screens sent extra keys, and an unknown filter must not widen nor fail a query); keys sent as null
 * count as absent; `renames` maps a key the screens send to its filter name (storages' 'room.name' → roomName).
 * When only sortBy is given, the order of the default sort applies.
 */
export const listQuery = <P extends t.Props>(
  name: string,
  filters: P,
  defaultSort: DefaultSort,
  renames: Readonly<Record<string, keyof P & string>> = {},
): ListQueryCodec<P> => {
  const inner = t.exact(t.intersection([t.type(baseProps(defaultSort)), t.partial(filters)]));
  const prepare = (u: unknown): unknown => {
    if (typeof u !== 'object' || u === null || Array.isArray(u)) return u;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(u)) {
      if (value === null) continue;
      const target = Object.hasOwn(renames, key) ? renames[key] : undefined;
      if (target !== undefined) {
        if (!Object.hasOwn(u, target)) out[target] = value;
      } else out[key] = value;
    }
    return out;
  };
  // The API description of the body: every key optional, paging and sort with their limits (openapi-schema.ts).
  const filterSchema = jsonSchemaOf(t.partial(filters));
  const schema = {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
      page: { type: 'integer', minimum: 1, maximum: INT32_MAX, default: DEFAULT_PAGE },
      sortBy: { type: 'string', pattern: FIELD_NAME.source, default: defaultSort.sortBy },
      sortOrder: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'], default: defaultSort.sortOrder },
      ...(filterSchema['properties'] as object),
    },
  };
  const codec = new t.Type<ListQueryOf<P>, unknown, unknown>(
    name,
    (u): u is ListQueryOf<P> => inner.is(u),
    (u, c) => {
      const prepared = prepare(u);
      const last = c[c.length - 1];
      const context: t.Context = last === undefined ? c : [...c.slice(0, -1), { ...last, actual: prepared }];
      return inner.validate(prepared, context);
    },
    (a) => inner.encode(a),
  );
  return Object.assign(codec, { schema });
};

/**
 * How far a list call counts the matches of a free-text search: a term that matches more rows than this (a storage
 * type's name among a million storages) answers this many with `totalCountCapped`, since counting every match
 * would cost more than the page. Decision in docs/decisions.md.
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * The answer of every list call: `{ results, totalCount }` (spec 1 §7.2); `totalCountCapped` when the total is
 * SEARCH_COUNT_CAP and more rows match.
 */
export interface ListAnswer<Row> {
  readonly results: Row[];
  readonly totalCount: number;
  readonly totalCountCapped?: boolean;
}

export const listAnswer = <A, O>(row: t.Type<A, O, unknown>) =>
  t.intersection(
    [t.type({ results: t.array(row), totalCount: t.number }), t.partial({ totalCountCapped: t.boolean })],
    `ListAnswer<${row.name}>`,
  );

/** Decode a list body, or the issues for a 400 'Validation error' with paths like 'statuses.0'. */
export const decodeListQuery = <A>(codec: t.Decoder<unknown, A>, body: unknown): Either<ValidationIssue[], A> =>
  decodeOrIssues(codec, body);

/** The rows of one page: offset of the first row (page counts from 1). */
export const listOffset = (query: Pick<ListQueryBase, 'limit' | 'page'>): number => (query.page - 1) * query.limit;
