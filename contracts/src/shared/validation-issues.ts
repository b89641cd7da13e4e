import * as t from 'io-ts';
import { left, right, type Either } from 'fp-ts/lib/Either.js';

/** One entry of a 400 answer's `errors` (ARCHITECTURE §6): `path` like 'statuses.0' or 'createdDateRange.from'. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

export const REQUIRED_MESSAGE = 'Required';

const isObjectLike = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null;

/**
 * io-ts contexts also hold entries that are not keys of the input: the member index of an intersection or a
 * union. A key is real when its parent value is an object or array whose own slot under that key is the value
 * being checked (a missing key is `undefined` on both sides). This works for any codec, custom ones included,
 * without knowing io-ts's internal classes.
 */
const pathOf = (context: t.Context): string => {
  const keys: string[] = [];
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1];
    const entry = context[i];
    if (parent === undefined || entry === undefined || !isObjectLike(parent.actual)) continue;
    if (parent.actual[entry.key] === entry.actual) keys.push(entry.key);
  }
  return keys.join('.');
};

const messageOf = (error: t.ValidationError): string => {
  if (error.message !== undefined) return error.message;
  const entry = error.context[error.context.length - 1];
  if (entry === undefined) return 'Invalid value';
  if (error.value === undefined) return REQUIRED_MESSAGE;
  const type: t.Decoder<unknown, unknown> = entry.type;
  if (type instanceof t.KeyofType) return `must be one of: ${Object.keys(type.keys as object).join(', ')}`;
  if (type instanceof t.LiteralType) return `must be ${JSON.stringify(type.value)}`;
  if (type instanceof t.StringType) return 'must be a string';
  if (type instanceof t.NumberType) return 'must be a number';
  if (type instanceof t.BooleanType) return 'must be true or false';
  if (type instanceof t.ArrayType || type instanceof t.ReadonlyArrayType) return 'must be a list';
  if (type instanceof t.InterfaceType || type instanceof t.PartialType || type instanceof t.ExactType) {
    return 'must be an object';
  }
  return `must be ${type.name}`;
};

/** Flattens io-ts errors to one issue per path and message, in input order. */
export const toValidationIssues = (errors: t.Errors): ValidationIssue[] => {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const error of errors) {
    const issue = { path: pathOf(error.context), message: messageOf(error) };
    const id = `${issue.path}\u0000${issue.message}`;
    if (!seen.has(id)) {
      seen.add(id);
      issues.push(issue);
    }
  }
  return issues;
};

/** Decode or list what is wrong: what a controller turns into 400 'Validation error' and a form into field errors. */
export const decodeOrIssues = <A>(codec: t.Decoder<unknown, A>, input: unknown): Either<ValidationIssue[], A> => {
  const result = codec.decode(input);
  return result._tag === 'Right' ? right(result.right) : left(toValidationIssues(result.left));
};
