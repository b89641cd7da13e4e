import { WrongExpectedVersionError } from '@console/infra';
import { COMMAND_ATTEMPTS, retryOnConflict } from './command-retry.js';
import { DomainException } from './domain.exception.js';

/** The one retry policy: a moved stream decides again, COMMAND_ATTEMPTS times in all, then 409; nothing else retries. */
describe('retryOnConflict', () => {
  const moved = () => new WrongExpectedVersionError('tally-1', 3, 4);

  it('answers the first attempt that appends, after the conflicts before it', async () => {
    const attempts: number[] = [];
    const answer = await retryOnConflict(async (n) => {
      attempts.push(n);
      if (n < 3) throw moved();
      return 'appended';
    });
    expect(answer).toBe('appended');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up after COMMAND_ATTEMPTS conflicts with the 409 every command answers', async () => {
    let tries = 0;
    const failure = await retryOnConflict(async () => {
      tries++;
      throw moved();
    }).catch((e: unknown) => e);
    expect(tries).toBe(COMMAND_ATTEMPTS);
    expect(failure).toBeInstanceOf(DomainException);
    expect((failure as DomainException).error).toEqual({
      kind: 'conflict',
      message: 'The record was changed by someone else; try again',
    });
  });

  it('never retries a refusal or a failure of the store', async () => {
    for (const error of [new DomainException({ kind: 'validation', message: 'no' }), new Error('connection lost')]) {
      let tries = 0;
      await expect(
        retryOnConflict(async () => {
          tries++;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(tries).toBe(1);
    }
  });
});
