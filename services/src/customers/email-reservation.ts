import crypto from 'node:crypto';
import {
  EMAIL_UNIQUE_MESSAGE,
  normaliseEmail,
  userEmailStream,
  validationError,
  type GlobalPosition,
} from '@console/contracts';
import { WrongExpectedVersionError, type EventStore } from '@console/infra';
import { metadataFor, type CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';

export const emailTaken = (): DomainException =>
  new DomainException(validationError([{ path: 'email', message: EMAIL_UNIQUE_MESSAGE }]));

const holderOf = (events: readonly { type: string; data: unknown }[]): number | undefined => {
  const last = events[events.length - 1];
  return last?.type === 'UserEmailReserved' ? (last.data as { userId: number }).userId : undefined;
};

/**
 * A customer's e-mail is unique through its reservation stream `user-email-<e-mail>` (ARCHITECTURE §3): the first
 * reservation appends with "no stream expected", so of any number of concurrent creates exactly one wins, on
 * PostgreSQL and EventStoreDB alike. A released e-mail is reserved again at the stream's current version.
 */
export class EmailReservations {
  constructor(private readonly store: EventStore) {}

  /** Refuses an e-mail another user holds, appending nothing: the check a command makes before its first append. */
  async check(email: string, userId: number): Promise<void> {
    const holder = holderOf(await this.store.readStream(userEmailStream(normaliseEmail(email))));
    if (holder !== undefined && holder !== userId) throw emailTaken();
  }

  /** Reserves the e-mail for the user; undefined when the user already holds it (nothing appended, nothing to release). */
  async reserve(email: string, userId: number, ctx: CommandContext): Promise<GlobalPosition | undefined> {
    const stream = userEmailStream(normaliseEmail(email));
    const events = await this.store.readStream(stream);
    const holder = holderOf(events);
    if (holder === userId) return undefined;
    if (holder !== undefined) throw emailTaken();
    try {
      const r = await this.store.append(
        stream,
        [
          {
            id: crypto.randomUUID(),
            type: 'UserEmailReserved',
            data: { email: normaliseEmail(email), userId },
            metadata: metadataFor(ctx, 'ReserveUserEmail', new Date()),
          },
        ],
        events.length === 0 ? 'no_stream' : events.length,
      );
      return r.position;
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) throw emailTaken();
      throw e;
    }
  }

  /** Gives the e-mail back (UserEmailReleased) if the user holds it: it can be registered again. */
  async release(email: string, userId: number, ctx: CommandContext): Promise<void> {
    const stream = userEmailStream(normaliseEmail(email));
    const events = await this.store.readStream(stream);
    if (holderOf(events) !== userId) return;
    await this.store.append(
      stream,
      [
        {
          id: crypto.randomUUID(),
          type: 'UserEmailReleased',
          data: { email: normaliseEmail(email), userId },
          metadata: metadataFor(ctx, 'ReleaseUserEmail', new Date()),
        },
      ],
      events.length,
    );
  }
}
