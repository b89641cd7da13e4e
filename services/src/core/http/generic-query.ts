import {
  INT32_MAX,
  INT32_MIN,
  LIST_MAX,
  LONG_TEXT_MAX,
  TEXT_MAX,
  isCalendarDay,
  isIsoInstant,
  unstorableTextReason,
  validationError,
  type FieldError,
  type JsonSchema,
} from '@console/contracts';
import { DomainException } from '../domain.exception.js';

/**
 * How a field of a resource may be filtered in the generic calls: its column and the type its values decode to,
 * which is the column's: 'number' an integer column (PostgreSQL integer, whole numbers of 32 bits), 'decimal' a
 * double precision one, 'money' a bigint of 1/10000 units (safe integers), 'date' a timestamptz (ISO-8601), 'day' a
 * date (YYYY-MM-DD), 'ids' an integer[] (a payment's invoiceIds: `field=5` the rows holding 5, `field[$in]=5,6` those
 * holding any of them; no other operator), 'keys' a jsonb object of texts (a survey's answers: `field[key]=v` the rows
 * whose `key` holds v; nothing else). A value the column cannot compare with is a 400 on its path, never a database
 * error (issue 11).
 */
export interface GenericField {
  readonly column: string;
  readonly type: 'number' | 'decimal' | 'money' | 'string' | 'boolean' | 'date' | 'day' | 'ids' | 'keys';
}

/** The filter type of a field from the JSON-schema of its codec (contracts' jsonSchemaOf). */
export const genericTypeOfSchema = (schema: JsonSchema): GenericField['type'] => {
  const type = schema['type'];
  if (type === 'integer') {
    const min = schema['minimum'];
    const max = schema['maximum'];
    return typeof min === 'number' && typeof max === 'number' && min >= INT32_MIN && max <= INT32_MAX
      ? 'number'
      : 'money';
  }
  if (type === 'number') return 'decimal';
  if (type === 'boolean') return 'boolean';
  if (schema['format'] === 'date') return 'day';
  if (schema['format'] === 'date-time') return 'date';
  return 'string';
};

/** Generic fields filtered on the columns of their names: `genericFields({ id: 'number', name: 'string' })`. */
export const genericFields = (
  spec: Readonly<Record<string, GenericField['type']>>,
): Readonly<Record<string, GenericField>> =>
  Object.fromEntries(Object.entries(spec).map(([column, type]) => [column, { column, type }]));

export type GenericOperator = '$eq' | '$gt' | '$gte' | '$lt' | '$lte' | '$ne' | '$in' | '$nin';

export interface GenericFilter {
  readonly column: string;
  readonly op: GenericOperator;
  readonly value: string | number | boolean | null | readonly (string | number | boolean | null)[];
  /** An integer[] column ('ids'): its rows hold the value, or any of the values. */
  readonly array?: boolean;
  /** A jsonb object of texts ('keys'): the value of this key is compared. */
  readonly key?: string;
}

export interface GenericQuery {
  readonly filters: readonly GenericFilter[];
  readonly limit: number;
  readonly skip: number;
  readonly sort: readonly { readonly column: string; readonly direction: 'asc' | 'desc' }[];
  /** The free-text search `q` of the list screens. */
  readonly q: string | undefined;
}

export interface GenericPage<Row> {
  readonly total: number;
  readonly limit: number;
  readonly skip: number;
  readonly data: readonly Row[];
}

const OPERATORS: readonly GenericOperator[] = ['$eq', '$gt', '$gte', '$lt', '$lte', '$ne', '$in', '$nin'];
export const GENERIC_DEFAULT_LIMIT = 10;
export const GENERIC_MAX_LIMIT = 1000;

const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/;

const coerce = (
  field: GenericField,
  raw: unknown,
  path: string,
  errors: FieldError[],
): string | number | boolean | null => {
  if (raw === null || raw === 'null') return null;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    errors.push({ path, message: 'Invalid value' });
    return null;
  }
  const s = String(raw);
  const refuse = (message: string) => {
    errors.push({ path, message });
    return null;
  };
  switch (field.type) {
    case 'number':
    case 'ids':
    case 'decimal':
    case 'money': {
      const n = NUMBER.test(s.trim()) ? Number(s) : NaN;
      if (!Number.isFinite(n)) return refuse('must be a number');
      if (
        (field.type === 'number' || field.type === 'ids') &&
        !(Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX)
      ) {
        return refuse(`must be a whole number from ${INT32_MIN} to ${INT32_MAX}`);
      }
      if (field.type === 'money' && !Number.isSafeInteger(n)) return refuse('must be a whole number of 1/10000 units');
      return n;
    }
    case 'boolean':
      if (s !== 'true' && s !== 'false') return refuse('must be true or false');
      return s === 'true';
    case 'date':
      if (!isIsoInstant(s)) return refuse('must be an ISO-8601 date and time');
      return s;
    case 'day':
      if (!isCalendarDay(s)) return refuse('must be a date YYYY-MM-DD');
      return s;
    case 'keys':
    case 'string': {
      const reason = s.length > LONG_TEXT_MAX ? `must be at most ${LONG_TEXT_MAX} characters` : unstorableTextReason(s);
      return reason === undefined ? s : refuse(reason);
    }
  }
};

/** `$skip`: a row offset the database takes (a bigint), and no page past the 32-bit ids. */
const SKIP_MAX = INT32_MAX;

const asList = (raw: unknown): unknown[] =>
  Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',')
      : raw && typeof raw === 'object'
        ? Object.values(raw)
        : [raw];

/** A key of a 'keys' field's filter: a name as the answers' keys are (letters, digits, _). */
const OBJECT_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** `field[key]=v`: one equality per key, on the key's text. */
const keyFilters = (field: GenericField, name: string, raw: unknown, errors: FieldError[]): GenericFilter[] => {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push({ path: name, message: 'must be field[key]=value' });
    return [];
  }
  return Object.entries(raw).flatMap(([key, v]): GenericFilter[] => {
    if (!OBJECT_KEY.test(key)) {
      errors.push({ path: `${name}.${key}`, message: 'Unknown key' });
      return [];
    }
    if (typeof v !== 'string') {
      errors.push({ path: `${name}.${key}`, message: 'must be a text' });
      return [];
    }
    return [{ column: field.column, op: '$eq', value: coerce(field, v, `${name}.${key}`, errors), key }];
  });
};

/**
 * Parses the generic resource query (ARCHITECTURE §6) from an extended query string:
 * `field=v`, `field[$gte]=v` (and $gt $lt $lte $ne), `field[$in]=a,b` or `field[$in][]=a` (and $nin),
 * `field[key]=v` of a jsonb object of texts,
 * `$limit`, `$skip`, `$sort[field]=1|-1`, `q`. Unknown fields are a 400, never silently ignored.
 */
export const parseGenericQuery = (
  query: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, GenericField>>,
  defaultSort: { readonly column: string; readonly direction: 'asc' | 'desc' },
): GenericQuery => {
  const errors: FieldError[] = [];
  const filters: GenericFilter[] = [];
  let limit = GENERIC_DEFAULT_LIMIT;
  let skip = 0;
  const sort: { column: string; direction: 'asc' | 'desc' }[] = [];
  let q: string | undefined;
  for (const [key, raw] of Object.entries(query)) {
    if (key === '$limit') {
      limit = typeof raw === 'string' && /^[0-9]{1,4}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(limit) || limit < 0 || limit > GENERIC_MAX_LIMIT)
        errors.push({ path: key, message: `must be an integer from 0 to ${GENERIC_MAX_LIMIT}` });
    } else if (key === '$skip') {
      skip = typeof raw === 'string' && /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(skip) || skip < 0 || skip > SKIP_MAX)
        errors.push({ path: key, message: `must be an integer from 0 to ${SKIP_MAX}` });
    } else if (key === '$sort') {
      if (!raw || typeof raw !== 'object') {
        errors.push({ path: key, message: 'must be $sort[field]=1|-1' });
        continue;
      }
      for (const [f, d] of Object.entries(raw)) {
        const field = fields[f];
        if (!field) errors.push({ path: `$sort.${f}`, message: 'Unknown field' });
        else if (field.type === 'ids') errors.push({ path: `$sort.${f}`, message: 'A list of ids does not sort' });
        else if (field.type === 'keys') errors.push({ path: `$sort.${f}`, message: 'An object does not sort' });
        else sort.push({ column: field.column, direction: String(d) === '-1' ? 'desc' : 'asc' });
      }
    } else if (key === 'q') {
      q = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
      const reason =
        q === undefined
          ? undefined
          : q.length > TEXT_MAX
            ? `must be at most ${TEXT_MAX} characters`
            : unstorableTextReason(q);
      if (reason !== undefined) errors.push({ path: key, message: reason });
    } else if (key === 'token') {
      continue;
    } else {
      const field = fields[key];
      if (!field) {
        errors.push({ path: key, message: 'Unknown field' });
        continue;
      }
      const array = field.type === 'ids' ? { array: true } : {};
      if (field.type === 'keys') {
        filters.push(...keyFilters(field, key, raw, errors));
        continue;
      }
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        for (const [op, v] of Object.entries(raw)) {
          const operator = op as GenericOperator;
          if (!OPERATORS.includes(operator) || (field.type === 'ids' && operator !== '$eq' && operator !== '$in')) {
            errors.push({ path: `${key}.${op}`, message: 'Unknown operator' });
          } else if (operator === '$in' || operator === '$nin') {
            if (asList(v).length > LIST_MAX)
              errors.push({ path: `${key}.${op}`, message: `must have at most ${LIST_MAX} entries` });
            filters.push({
              column: field.column,
              op: operator,
              value: asList(v).map((x, i) => coerce(field, x, `${key}.${op}.${i}`, errors)),
              ...array,
            });
          } else {
            filters.push({
              column: field.column,
              op: operator,
              value: coerce(field, v, `${key}.${op}`, errors),
              ...array,
            });
          }
        }
      } else if (Array.isArray(raw)) {
        filters.push({
          column: field.column,
          op: '$in',
          value: raw.map((x, i) => coerce(field, x, `${key}.${i}`, errors)),
          ...array,
        });
      } else {
        filters.push({ column: field.column, op: '$eq', value: coerce(field, raw, key, errors), ...array });
      }
    }
  }
  if (errors.length > 0) throw new DomainException(validationError(errors));
  if (!sort.some((s) => s.column === 'id'))
    sort.push(sort.length === 0 ? defaultSort : { column: 'id', direction: defaultSort.direction });
  return { filters, limit, skip, sort, q };
};
