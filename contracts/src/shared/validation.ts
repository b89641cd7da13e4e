/** One field's failure, as the API reports it: 400 `Validation error` with `errors: [{ path, message }]`. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** The generic required message (spec 1 §5). */
export const REQUIRED = 'Required';

export const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
