import crypto from 'node:crypto';
import { WrongExpectedVersionError, type EventStore } from '@console/infra';
import { metadataFor, type CommandContext } from '../../core/command-context.js';

/** Stream `paymentattempt-<sha256 of the caller's key>`: a reservation, not a record (no revisions). */
export const PAYMENT_ATTEMPT_CATEGORY = 'paymentattempt';
const streamOf = (key: string) => `${PAYMENT_ATTEMPT_CATEGORY}-${crypto.createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

/**
 * An attempt key names one payment: the first to reserve it ("no stream expected") owns it, so a capture repeated
 * with the same key (a second click, a retry after a timeout) finds the payment made the first time instead of
 * charging again, on either event store.
 */
export class AttemptReservations {
  constructor(private readonly store: EventStore) {}

  async holder(key: string): Promise<number | undefined> {
    const events = await this.store.readStream(streamOf(key));
    const first = events[0];
    return first ? (first.data as { paymentId: number }).paymentId : undefined;
  }

  /** The payment that holds the key: `paymentId` when this call reserved it, the earlier one when another did. */
  async reserve(key: string, paymentId: number, ctx: CommandContext): Promise<number> {
    try {
      await this.store.append(
        streamOf(key),
        [{ id: crypto.randomUUID(), type: 'PaymentAttemptReserved', data: { paymentId }, metadata: metadataFor(ctx, 'ReservePaymentAttempt', new Date()) }],
        'no_stream',
      );
      return paymentId;
    } catch (e) {
      if (!(e instanceof WrongExpectedVersionError)) throw e;
      const holder = await this.holder(key);
      if (holder === undefined) throw e;
      return holder;
    }
  }
}
