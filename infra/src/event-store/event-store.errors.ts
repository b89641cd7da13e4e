import type { ExpectedVersion } from './event-store.port.js';

/** The stream did not hold what the writer expected: a concurrent change or a taken reservation. */
export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
  }
}
