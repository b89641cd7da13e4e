import * as t from 'io-ts';

/**
 * What a body field holds, as far as the store is concerned. The kind decides which bad values are "clearly
 * invalid" (issue 11: ids are positive 32-bit integers, money and counts are integers, text has no NUL nor lone
 * surrogate and a bounded length), whatever the route's codec says today.
 */
export type FieldKind =
  'id' | 'ids' | 'int' | 'money' | 'decimal' | 'text' | 'enum' | 'bool' | 'date' | 'list' | 'object';

export interface Field {
  readonly name: string;
  readonly required: boolean;
  readonly nullable: boolean;
  readonly kind: FieldKind;
  /** A value the field's own codec accepts (the base the other fields are mutated around). */
  readonly sample: unknown;
  readonly enumValues?: readonly string[];
}

/** Ids: `id`, `userId`, `ids`, `countryIds`... (the columns are `integer`). */
export const isIdName = (name: string): boolean => /^(id|ids)$|Id$|Ids$/.test(name);
/** Measures that may hold fractions (sizes in CBM, dimensions, percentages); the rest of the numbers are counts. */
const DECIMAL_NAME = /size|length|height|width|depth|volume|cbm|lat|lng|longitude|latitude|weight|percent|vat/i;
const MONEY_NAME =
  /^(amount|amountPaid|rent|credits|deposits|storageRate|price|total|balance|cost|fee|value)$|Amount$|Rent$|Price$/;

const unwrap = (codec: t.Mixed): t.Mixed => {
  let c = codec;
  while (c instanceof t.ExactType || c instanceof t.RefinementType || c instanceof t.ReadonlyType)
    c = c.type as t.Mixed;
  return c;
};

/** The object properties of a codec (type, partial, intersection, exact), or undefined for an opaque codec. */
export const propsOf = (codec: t.Mixed): { name: string; codec: t.Mixed; required: boolean }[] | undefined => {
  const c = unwrap(codec);
  if (c instanceof t.InterfaceType || c instanceof t.PartialType) {
    const required = c instanceof t.InterfaceType;
    return Object.entries(c.props as t.Props).map(([name, p]) => ({ name, codec: p, required }));
  }
  if (c instanceof t.IntersectionType) {
    const parts = (c.types as t.Mixed[]).map(propsOf);
    if (parts.some((p) => p === undefined)) return undefined;
    const out = new Map<string, { name: string; codec: t.Mixed; required: boolean }>();
    for (const p of parts.flat()) if (p && (!out.has(p.name) || p.required)) out.set(p.name, p);
    return [...out.values()];
  }
  return undefined;
};

const accepts = (codec: t.Mixed, v: unknown): boolean => codec.decode(v)._tag === 'Right';

const emails = { n: 0 };
const textCandidates = (name: string): unknown[] => {
  emails.n += 1;
  if (/email/i.test(name)) return [`fuzz-${Date.now()}-${emails.n}@example.test`];
  if (/phone/i.test(name)) return ['+971500000001'];
  if (/currency/i.test(name)) return ['AED'];
  if (/code/i.test(name)) return [`FZ${emails.n}`];
  return ['fuzz', 'FZ1', '+971500000001', 'fuzz@example.test'];
};

/** Classifies one property of a body codec; undefined when its codec accepts none of the probes. */
export const fieldOf = (name: string, codec: t.Mixed, required: boolean): Field => {
  let leaf = unwrap(codec);
  let nullable = false;
  if (leaf instanceof t.UnionType) {
    const members = leaf.types as t.Mixed[];
    nullable = members.some((m) => m instanceof t.NullType);
    const rest = members.filter((m) => !(m instanceof t.NullType));
    if (rest.length === 1) leaf = unwrap(rest[0]!);
  }
  const base = { name, required, nullable };
  if (leaf instanceof t.KeyofType) {
    const values = Object.keys(leaf.keys as Record<string, unknown>);
    return { ...base, kind: 'enum', sample: values[0], enumValues: values };
  }
  if (leaf instanceof t.LiteralType)
    return { ...base, kind: 'enum', sample: leaf.value, enumValues: [String(leaf.value)] };
  if (leaf instanceof t.BooleanType) return { ...base, kind: 'bool', sample: false };
  if (leaf instanceof t.ArrayType || leaf instanceof t.ReadonlyArrayType) {
    const item = fieldOf(name, leaf.type as t.Mixed, true);
    const kind: FieldKind =
      item.kind === 'id' || (isIdName(name) && ['int', 'decimal'].includes(item.kind)) ? 'ids' : 'list';
    return { ...base, kind, sample: kind === 'ids' ? [1] : [] };
  }
  if (propsOf(leaf)) return { ...base, kind: 'object', sample: sampleBody(leaf) ?? {} };
  // Numbers (plain, refined, branded or a custom type such as Id): probe with a number.
  if (accepts(codec, 1) || accepts(codec, 10000)) {
    const money = /money/i.test(leaf.name) || MONEY_NAME.test(name);
    const kind: FieldKind =
      leaf.name === 'Id' || isIdName(name) ? 'id' : money ? 'money' : DECIMAL_NAME.test(name) ? 'decimal' : 'int';
    return { ...base, kind, sample: accepts(codec, 1) ? 1 : 10000 };
  }
  if (accepts(codec, '2026-12-01') && !accepts(codec, 'fuzz')) return { ...base, kind: 'date', sample: '2026-12-01' };
  const text = [...textCandidates(name), '2026-12-01'].find((v) => accepts(codec, v));
  if (text !== undefined) return { ...base, kind: 'text', sample: text };
  return { ...base, kind: 'text', sample: 'fuzz' };
};

/** The fields of an object codec, or undefined when the codec is opaque (a custom t.Type). */
export const fieldsOf = (codec: t.Mixed): Field[] | undefined =>
  propsOf(codec)?.map((p) => fieldOf(p.name, p.codec, p.required));

/** A body holding every required field with a value its codec accepts. */
export const sampleBody = (codec: t.Mixed): Record<string, unknown> | undefined => {
  const props = propsOf(codec);
  if (!props) return undefined;
  const out: Record<string, unknown> = {};
  for (const p of props) if (p.required) out[p.name] = fieldOf(p.name, p.codec, true).sample;
  return out;
};
