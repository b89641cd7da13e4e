import {
  captureHoldLive,
  conflict,
  GATEWAY_MESSAGES,
  money,
  type InvoiceCaptureOutcome,
  type InvoiceDocument,
  type PaymentState,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import type { AccountingStreams, Positions } from '../accounting-streams.js';

/** Ends payment `paymentId`'s hold on each invoice it names (nothing where its allocation ended it already). */
export const releaseCaptureHolds = async (
  streams: AccountingStreams,
  invoiceIds: readonly number[],
  paymentId: number,
  outcome: InvoiceCaptureOutcome,
  ctx: CommandContext,
  at: Positions,
): Promise<void> => {
  for (const invoiceId of invoiceIds)
    await streams.runInvoice(invoiceId, { type: 'ReleaseCapture', paymentId, outcome }, ctx, at);
};

/**
 * The invoice's capture hold (issue 30), on the invoice's own stream: taken before a capture calls its gateway, at
 * the stream's expected version (AggregateRepository decides again on a concurrent append, and the second capture
 * then finds the hold and is refused with a 409), ended when the gateway's answer settles the payment.
 */
export class CaptureHolds {
  constructor(
    private readonly streams: AccountingStreams,
    private readonly holdMs: number,
  ) {}

  /** Holds `amount` of the invoice for payment `paymentId`; throws the 409 (or the balance's 400) when it cannot. */
  async reserve(invoiceId: number, paymentId: number, amount: number, ctx: CommandContext, at: Positions) {
    const until = new Date((ctx.occurredAt ?? new Date()).getTime() + this.holdMs).toISOString();
    await this.streams.runInvoice(
      invoiceId,
      { type: 'ReserveCapture', paymentId, amount: money(amount), until },
      ctx,
      at,
    );
  }

  release(
    invoiceIds: readonly number[],
    paymentId: number,
    outcome: InvoiceCaptureOutcome,
    ctx: CommandContext,
    at: Positions,
  ): Promise<void> {
    return releaseCaptureHolds(this.streams, invoiceIds, paymentId, outcome, ctx, at);
  }

  /**
   * What a new capture of an invoice held by an earlier one must do first: refuse while the hold lives (its capture
   * may still be talking to the gateway); once it expired, settle the earlier attempt with its gateway (`settle`,
   * PayFort CHECK_STATUS / Tap's idempotent charge), or end the hold if its payment was never recorded or is
   * settled already. Still held afterwards (the gateway could not say): refused, nothing charged.
   */
  async clear(
    invoice: InvoiceDocument,
    settle: (paymentId: number) => Promise<void>,
    ctx: CommandContext,
    at: Positions,
  ): Promise<void> {
    const hold = invoice.captureHold;
    if (!hold) return;
    if (captureHoldLive(hold, ctx.occurredAt ?? new Date()))
      throw new DomainException(conflict(GATEWAY_MESSAGES.captureInProgress));
    const p: PaymentState = await this.streams.payment(hold.paymentId);
    if (!p || p.deleted) await this.release([invoice.id], hold.paymentId, 'abandoned', ctx, at);
    else if (p.status === 'pending') await settle(p.id);
    else await this.release([invoice.id], p.id, p.status === 'failed' ? 'declined' : 'captured', ctx, at);
    if ((await this.streams.invoice(invoice.id))?.captureHold)
      throw new DomainException(conflict(GATEWAY_MESSAGES.captureUnsettled));
  }
}
