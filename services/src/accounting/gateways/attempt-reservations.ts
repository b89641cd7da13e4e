import crypto from 'node:crypto';
import type { Decider, DomainEvent } from '@console/contracts';
import type { EventStore } from '@console/infra';
import * as t from 'io-ts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';

/** Stream `paymentattempt-<sha256 of the caller's key>`: a reservation, not a record (no revisions). */
export const PAYMENT_ATTEMPT_CATEGORY = 'paymentattempt';
const keyId = (key: string) => crypto.createHash('sha256').update(key).digest('hex').slice(0, 40);

type PaymentAttemptReserved = DomainEvent<'PaymentAttemptReserved', { readonly paymentId: number }>;
/** The payment holding the key, or null while no call used it. */
type AttemptHolder = number | null;
/** Take the key for `paymentId`, if it is still held as it was read (`after`: the declined payment it takes over from). */
interface ReservePaymentAttempt {
  readonly type: 'ReservePaymentAttempt';
  readonly paymentId: number;
  readonly after: AttemptHolder;
}

const CODECS = { PaymentAttemptReserved: t.type({ paymentId: t.number }) };

/**
 * An attempt key names one payment: a reservation is taken only from the holder the caller read, so of two calls
 * with the same key (a second click, a retry after a timeout) one wins and the other, decided again on the stream
 * it lost to, finds the payment made by the first instead of charging again, on either event store.
 */
export const paymentAttemptDecider: Decider<ReservePaymentAttempt, PaymentAttemptReserved, AttemptHolder> = {
  category: PAYMENT_ATTEMPT_CATEGORY,
  initialState: null,
  evolve: (_s, e) => e.data.paymentId,
  decide: (c, s) => (s !== c.after ? [] : [{ type: 'PaymentAttemptReserved', data: { paymentId: c.paymentId } }]),
};

/** The reservations of attempt keys; a declined attempt gives the key to the next one (the caller may try again). */
export class AttemptReservations {
  private readonly repo: AggregateRepository;

  constructor(store: EventStore) {
    this.repo = new AggregateRepository(store);
  }

  /** The payment the key names, if a call used it. */
  async holder(key: string): Promise<number | undefined> {
    return (await this.repo.load(paymentAttemptDecider, CODECS, keyId(key))).state ?? undefined;
  }

  /** The payment that holds the key after this call: `paymentId` when it won, the other one when another call did. */
  async reserve(key: string, paymentId: number, after: number | undefined, ctx: CommandContext): Promise<number> {
    const r = await this.repo.run({
      decider: paymentAttemptDecider,
      codecs: CODECS,
      id: keyId(key),
      command: { type: 'ReservePaymentAttempt', paymentId, after: after ?? null },
      ctx,
    });
    return r.state ?? paymentId;
  }
}
