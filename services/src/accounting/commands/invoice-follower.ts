import type { InvoiceState } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INVOICE_CODECS } from '../accounting.codecs.js';
import type { AccountingStreams, Positions } from '../accounting-streams.js';
import { invoiceDecider, type ChargeHold } from '../invoice.decider.js';

/** Rounds of read-decide-append-verify before giving up with a 409 (each round is one more concurrent change seen). */
const MAX_ROUNDS = 30;

const versionConflict = (e: unknown): boolean => e instanceof DomainException && e.error.kind === 'conflict';

const pause = (round: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 5 * Math.min(round + 1, 8))));

export interface FollowOptions {
  /** SYNC_INVOICE, a person's call: the month rules of spec 3 §6 apply to it. */
  readonly permissions?: readonly string[];
  /** Bring totals made before the rounding rule to the currency's decimals. */
  readonly round?: boolean;
}

/**
 * The invoice follows its charges (issue 30). A charge's own stream is the one truth of which invoice holds it
 * (AttachCharge / DetachCharge / EditCharge at its version); every change to a charge is followed by this, which
 * decides ReconcileInvoiceCharges on the invoice's CURRENT state at every attempt (the choice re-reads the named
 * charges each time) and changes only the charges named. After its append it reads the charges' versions again:
 * a charge that moved meanwhile may have been decided on an older read, so it goes round again until a round saw
 * every charge as it still stands. Whatever the interleaving, the last append to an invoice was decided on charges
 * that did not change after it, and every later change of a charge is followed by a round of its own: each charge
 * ends on at most one invoice, and each invoice bills exactly the charges that name it.
 */
export class InvoiceFollower {
  constructor(private readonly streams: AccountingStreams) {}

  async follow(
    invoiceId: number,
    chargeIds: Iterable<number>,
    ctx: CommandContext,
    at: Positions,
    options: FollowOptions = {},
  ): Promise<void> {
    const ids = [...new Set(chargeIds)].sort((a, b) => a - b);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      let seen = new Map<number, number>();
      let holds: readonly ChargeHold[] = [];
      let invoice: InvoiceState = null;
      try {
        const r = await this.streams.repo.run({
          decider: invoiceDecider,
          codecs: INVOICE_CODECS,
          id: invoiceId,
          command: async (state) => {
            const read = await this.streams.chargeHolds(invoiceId, ids);
            seen = read.versions;
            holds = read.holds;
            invoice = state;
            return { type: 'ReconcileInvoiceCharges' as const, charges: read.holds, ...options };
          },
          ctx,
        });
        at.note(r.position);
        invoice = r.state;
      } catch (e) {
        // No such invoice (yet: an issue claims its charges before InvoiceIssued, and follows them after it).
        if (e instanceof DomainException && e.error.kind === 'not_found') return;
        if (!versionConflict(e) || round === MAX_ROUNDS - 1) throw e;
        await pause(round);
        continue;
      }
      // A cancelled invoice bills nothing: a charge that still names it (a claim that raced the cancel) is let go.
      if (invoice?.status === 'cancelled') {
        for (const h of holds.filter((x) => x.holds))
          await this.streams.runCharge(h.id, { type: 'DetachCharge', invoiceId }, ctx, at);
      }
      const now = await this.streams.chargeVersions(ids);
      if (ids.every((id) => now.get(id) === seen.get(id))) return;
    }
    throw new DomainException({ kind: 'conflict', message: 'The record was changed by someone else; try again' });
  }
}
