import { validationError, type FieldError } from '@console/contracts';
import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { DomainException } from '../domain.exception.js';

/** io-ts errors as `{ path, message }`: the path is the data path ('documents.0.idType'), not the codec's names. */
export const fieldErrors = (errors: t.Errors): FieldError[] => {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    // Keys under a union or intersection name its members, not the data: leave them out of the path.
    const path = e.context
      .filter((c, i) => {
        const parent = e.context[i - 1]?.type;
        return c.key !== '' && !(parent instanceof t.UnionType || parent instanceof t.IntersectionType);
      })
      .map((c) => c.key)
      .join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const expected = e.context[e.context.length - 1]?.type.name ?? 'value';
    out.push({ path, message: e.message ?? (e.value === undefined ? 'Required' : `Invalid value, expected ${expected}`) });
  }
  return out;
};

/** Decodes a request body or query; bad input is a 400 `Validation error` and never reaches a handler. */
export const decodeOrThrow = <A, O>(codec: t.Type<A, O, unknown>, input: unknown): A => {
  const r = codec.decode(input);
  if (isLeft(r)) throw new DomainException(validationError(fieldErrors(r.left)));
  return r.right;
};
