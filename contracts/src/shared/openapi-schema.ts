import * as t from 'io-ts';
import { SchemaType, type JsonSchema } from './store-safe.js';

/**
 * The JSON-schema (OpenAPI 3.0 dialect) of an io-ts codec, so the API description states what the body codecs
 * accept: types, enumerations, required keys, and the store-safe limits (maxLength, minimum, maximum, maxItems).
 * Custom codecs without a schema are described by their name only (any value).
 */
export const jsonSchemaOf = (codec: t.Decoder<unknown, unknown>): JsonSchema => {
  const c = codec as t.Mixed;
  if (c instanceof SchemaType) return c.schema;
  // Custom codecs that know their schema without being a SchemaType (listQuery's body codecs).
  const own = (c as { schema?: unknown }).schema;
  if (typeof own === 'object' && own !== null) return own as JsonSchema;
  if (c instanceof t.StringType) return { type: 'string' };
  if (c instanceof t.NumberType) return { type: 'number' };
  if (c instanceof t.BooleanType) return { type: 'boolean' };
  if (c instanceof t.NullType) return { nullable: true };
  if (c instanceof t.LiteralType) return { enum: [c.value] };
  if (c instanceof t.KeyofType) return { type: 'string', enum: Object.keys(c.keys as object) };
  if (c instanceof t.ExactType || c instanceof t.ReadonlyType) return jsonSchemaOf(c.type as t.Mixed);
  if (c instanceof t.RefinementType) {
    const inner = jsonSchemaOf(c.type as t.Mixed);
    // list() of store-safe.ts marks its refinement with maxItems.
    const max = (c as t.RefinementType<t.Mixed> & { maxItems?: number }).maxItems;
    return max === undefined ? inner : { ...inner, maxItems: max };
  }
  if (c instanceof t.ArrayType || c instanceof t.ReadonlyArrayType)
    return { type: 'array', items: jsonSchemaOf(c.type as t.Mixed) };
  if (c instanceof t.InterfaceType || c instanceof t.PartialType) {
    const props = c.props as t.Props;
    const properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, jsonSchemaOf(v)]));
    const required =
      c instanceof t.InterfaceType ? Object.keys(props).filter((k) => !acceptsUndefined(props[k] as t.Mixed)) : [];
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  if (c instanceof t.DictionaryType)
    return { type: 'object', additionalProperties: jsonSchemaOf(c.codomain as t.Mixed) };
  if (c instanceof t.IntersectionType) {
    const parts = (c.types as t.Mixed[]).map(jsonSchemaOf);
    if (parts.every((p) => p['type'] === 'object')) {
      const properties: object = Object.assign({}, ...parts.map((p) => p['properties'] as object)) as object;
      const required = parts.flatMap((p) => (p['required'] as string[] | undefined) ?? []);
      return { type: 'object', properties, ...(required.length ? { required } : {}) };
    }
    return { allOf: parts };
  }
  if (c instanceof t.UnionType) {
    const members = c.types as t.Mixed[];
    const nonNull = members.filter((m) => !(m instanceof t.NullType));
    const schemas = nonNull.map(jsonSchemaOf);
    const nullable = nonNull.length < members.length ? { nullable: true } : {};
    return schemas.length === 1 ? { ...schemas[0], ...nullable } : { oneOf: schemas, ...nullable };
  }
  if (c instanceof t.TupleType) return { type: 'array', items: { oneOf: (c.types as t.Mixed[]).map(jsonSchemaOf) } };
  return { description: c.name };
};

const acceptsUndefined = (c: t.Mixed): boolean => c.is(undefined);
