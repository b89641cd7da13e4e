import type { DomainError } from '@console/contracts';

/** Carries a decider's refusal out of a handler to the HTTP filter, which answers it in the spec's words. */
export class DomainException extends Error {
  override readonly name = 'DomainException';
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}
