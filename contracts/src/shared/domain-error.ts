import type { FieldError } from './validation.js';

/**
 * Why a command was refused, in the spec's words. The API maps the kind to a status:
 * validation 400, forbidden 403, not_found 404, conflict 409 (a transition the lifecycle refuses).
 */
export interface DomainError {
  readonly kind: 'validation' | 'forbidden' | 'not_found' | 'conflict';
  readonly message: string;
  readonly errors?: readonly FieldError[];
}

export const validationError = (errors: readonly FieldError[]): DomainError => ({
  kind: 'validation',
  message: 'Validation error',
  errors,
});
export const conflict = (message: string): DomainError => ({ kind: 'conflict', message });
export const forbidden = (message: string): DomainError => ({ kind: 'forbidden', message });
export const notFound = (message: string): DomainError => ({ kind: 'not_found', message });

export const isDomainError = (x: unknown): x is DomainError =>
  typeof x === 'object' && x !== null && 'kind' in x && 'message' in x && !Array.isArray(x);
