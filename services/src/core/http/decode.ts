import { unstorableValues, validationError, type FieldError } from '@console/contracts';
import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { DomainException } from '../domain.exception.js';

/** io-ts errors as `{ path, message }`: the path is the data path ('documents.0.idType'), not the codec's names. */
export const fieldErrors = (errors: t.Errors): FieldError[] => {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    // Only keys of objects, records, arrays and tuples are data; others (union and intersection members) are not.
    const path = e.context
      .filter((c, i) => {
        let parent = e.context[i - 1]?.type as t.Decoder<unknown, unknown> | undefined;
        // exact(), readonly() and refinements validate with their inner codec under the same context entry.
        while (parent instanceof t.ExactType || parent instanceof t.RefinementType || parent instanceof t.ReadonlyType)
          parent = parent.type as t.Decoder<unknown, unknown>;
        return (
          c.key !== '' &&
          (parent instanceof t.InterfaceType ||
            parent instanceof t.PartialType ||
            parent instanceof t.ArrayType ||
            parent instanceof t.DictionaryType ||
            parent instanceof t.TupleType ||
            parent instanceof t.ReadonlyArrayType)
        );
      })
      .map((c) => c.key)
      .join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const expected = e.context[e.context.length - 1]?.type.name ?? 'value';
    out.push({
      path,
      message: e.message ?? (e.value === undefined ? 'Required' : `Invalid value, expected ${expected}`),
    });
  }
  return out;
};

/**
 * Decodes a request body or query; bad input is a 400 `Validation error` and never reaches a handler. The decoded
 * value is then searched for text the store cannot hold (a NUL, a lone surrogate) wherever a codec let a plain
 * string through: the last guard before an event (issue 11).
 */
export const decodeOrThrow = <A, O>(codec: t.Type<A, O, unknown>, input: unknown): A => {
  const r = codec.decode(input);
  if (isLeft(r)) throw new DomainException(validationError(fieldErrors(r.left)));
  const unstorable = unstorableValues(r.right);
  if (unstorable.length > 0) throw new DomainException(validationError(unstorable));
  return r.right;
};
