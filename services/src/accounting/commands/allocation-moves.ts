import { money, type Money, type PaymentAllocation } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import type { AccountingStreams, Positions } from '../accounting-streams.js';

/** What an invoice's stream took of a payment: the amount its allocation event recorded (0 when it took none). */
const takenBy = (events: readonly { type: string; data: unknown }[]): number =>
  events
    .filter((e) => e.type === 'InvoicePaid' || e.type === 'InvoicePartiallyPaid')
    .reduce((sum, e) => sum + (e.data as { amount: number }).amount, 0);

/**
 * Moves of a payment's money onto invoices, each decided on the invoice's stream at its expected version (the
 * invoice decider's AllocatePayment, capped by invoiceOpenBalance, once per payment), and undone by a release
 * when a later step of the same command is refused.
 */
export class AllocationMoves {
  constructor(
    private readonly streams: AccountingStreams,
    readonly context: CommandContext,
    private readonly at: Positions,
  ) {}

  /** Up to `amount` of the payment onto the invoice; what its stream took (capped by its open balance). */
  async take(invoiceId: number, paymentId: number, amount: number, paidAt: string): Promise<Money> {
    if (amount <= 0) return money(0);
    const r = await this.streams.runInvoice(
      invoiceId,
      { type: 'AllocatePayment', paymentId, amount: money(amount), paidAt },
      this.context,
      this.at,
    );
    return money(takenBy(r.events));
  }

  /**
   * Over the invoices in order, each up to its open balance, until `amount` is placed; a refusal on the way gives
   * back what was taken before it is thrown.
   */
  async takeAll(
    invoiceIds: readonly number[],
    paymentId: number,
    amount: number,
    paidAt: string,
  ): Promise<PaymentAllocation[]> {
    const taken: PaymentAllocation[] = [];
    let left = amount;
    try {
      for (const invoiceId of invoiceIds) {
        if (left <= 0) break;
        const t = await this.take(invoiceId, paymentId, left, paidAt);
        if (t > 0) taken.push({ invoiceId, amount: t });
        left -= t;
      }
    } catch (e) {
      await this.giveBack(paymentId, taken);
      throw e;
    }
    return taken;
  }

  /** Undoes takes on the invoices' streams; a release that fails is logged (the original answer stands). */
  async giveBack(paymentId: number, taken: readonly PaymentAllocation[]): Promise<void> {
    for (const a of [...taken].reverse()) await this.release(a, paymentId);
  }

  /**
   * A release is never refused by the invoice (the allocation is there), only outrun by concurrent appends to the
   * invoice's stream: it is tried again (each try is COMMAND_ATTEMPTS attempts) before it is logged as left undone.
   */
  private async release(a: PaymentAllocation, paymentId: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.streams.runInvoice(
          a.invoiceId,
          { type: 'ReleasePayment', paymentId, amount: a.amount },
          this.context,
          this.at,
        );
        return;
      } catch (e) {
        const conflict = e instanceof DomainException && e.error.kind === 'conflict';
        if (conflict && attempt < 10) continue;
        console.error(`[payments] could not release payment ${paymentId} from invoice ${a.invoiceId}`, e);
        return;
      }
    }
  }
}
