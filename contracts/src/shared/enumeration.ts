import * as t from 'io-ts';

/** A non-empty tuple of the allowed strings, in the order the spec lists them (forms show them in that order). */
export type EnumValues = readonly [string, ...string[]];

export interface Enumeration<V extends EnumValues> {
  /** io-ts codec: decodes exactly these strings (case-sensitive), fails on anything else. */
  readonly codec: t.KeyofC<{ [K in V[number]]: null }>;
  readonly values: V;
  /** Type guard, for narrowing values read from rows or query strings. */
  readonly is: (u: unknown) => u is V[number];
}

/** The union of the values of an enumeration: `type UserStatus = EnumValue<typeof UserStatus>`. */
export type EnumValue<E extends { readonly values: EnumValues }> = E['values'][number];

/**
 * One line per enumeration: `export const X = enumeration(['a', 'b'] as const)`.
 * `t.keyof` is io-ts's fastest string-union codec and checks own keys only, so values such as 'constructor'
 * cannot slip through the prototype.
 */
export const enumeration = <const V extends EnumValues>(values: V, name?: string): Enumeration<V> => {
  const keys = Object.fromEntries(values.map((v) => [v, null])) as { [K in V[number]]: null };
  if (Object.keys(keys).length !== values.length)
    throw new Error(`Duplicate value in enumeration ${values.join(', ')}`);
  const codec = t.keyof(keys, name ?? values.map((v) => JSON.stringify(v)).join(' | '));
  return Object.freeze({ codec, values: Object.freeze([...values]) as unknown as V, is: codec.is });
};
