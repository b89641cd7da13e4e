import crypto from 'node:crypto';
import { WrongExpectedVersionError, type EventStore } from '@console/infra';
import { metadataFor, type CommandContext } from '../../core/command-context.js';

/** Stream `paymentattempt-<sha256 of the caller's key>`: a reservation, not a record (no revisions). */
export const PAYMENT_ATTEMPT_CATEGORY = 'paymentattempt';
const streamOf = (key: string) => `${PAYMENT_ATTEMPT_CATEGORY}-${crypto.createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

export interface AttemptHolder {
  readonly paymentId: number;
  /** The reservation stream's version: a new attempt takes the key over only at it. */
  readonly version: number;
}

/**
 * An attempt key names one payment: whoever appends at the version read owns it, so a capture repeated with the
 * same key (a second click, a retry after a timeout) finds the payment made the first time instead of charging
 * again, on either event store. A declined attempt gives the key to the next one (the caller may try again).
 */
export class AttemptReservations {
  constructor(private readonly store: EventStore) {}

  async holder(key: string): Promise<AttemptHolder | undefined> {
    const events = await this.store.readStream(streamOf(key));
    const last = events[events.length - 1];
    return last ? { paymentId: (last.data as { paymentId: number }).paymentId, version: events.length } : undefined;
  }

  /** The payment that holds the key after this call: `paymentId` when it won, the other one when another call did. */
  async reserve(key: string, paymentId: number, after: AttemptHolder | undefined, ctx: CommandContext): Promise<number> {
    try {
      await this.store.append(
        streamOf(key),
        [{ id: crypto.randomUUID(), type: 'PaymentAttemptReserved', data: { paymentId }, metadata: metadataFor(ctx, 'ReservePaymentAttempt', new Date()) }],
        after ? after.version : 'no_stream',
      );
      return paymentId;
    } catch (e) {
      if (!(e instanceof WrongExpectedVersionError)) throw e;
      const holder = await this.holder(key);
      if (holder === undefined) throw e;
      return holder.paymentId;
    }
  }
}
