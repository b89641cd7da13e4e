import { GATEWAY_MESSAGES, type PaymentEvent, type PaymentState } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { refused, type AccountingStreams, type Positions } from '../accounting-streams.js';
import type { CardGateways } from './card-gateways.js';
import type { RefundResult } from './card-refund.js';
import { cardRefundOf, sendCardRefund, settleCardRefund } from './card-refund.sender.js';

type LivePayment = NonNullable<PaymentState>;
type IssuedRefund = Extract<PaymentEvent, { type: 'PaymentRefundIssued' }>['data'];

/**
 * A card payment's refunds at its gateway (issue 30 §4): each decided on the payment's stream first (so concurrent
 * refunds never exceed it), then sent under the key the decision fixed, and its outcome recorded once per key
 * (SettleRefund). A refund whose answer was lost stays unsettled, and is asked about before any other refund of the
 * payment is decided, never sent as a new refund.
 */
export class CardRefundSettlement {
  constructor(
    private readonly streams: AccountingStreams,
    private readonly gateways: CardGateways,
  ) {}

  /**
   * The payment's refunds whose outcome is unknown, each asked about under its own key (PayFort CHECK_STATUS, Tap's
   * refund re-sent with the same key: returned once). One the gateway still cannot answer stays, and the decider
   * refuses the new refund (409).
   */
  async settleUnknown(id: number, ctx: CommandContext, at: Positions): Promise<void> {
    const p = await this.streams.payment(id);
    if (!p || (p.mode !== 'tap' && p.mode !== 'payfort')) return;
    for (const u of p.unsettledRefunds ?? []) {
      const refund = cardRefundOf(p, u);
      if (refund)
        await this.record(id, refund.refundKey, await settleCardRefund(this.gateways, p.mode, refund), ctx, at);
    }
  }

  /**
   * Sends a refund just issued. A confirmation settles it (PaymentRefundSettled); a decline releases it
   * (PaymentRefundFailed: the payment's money again, posted back by the ledger) and is the caller's 400 with the
   * gateway's words; true when the answer was lost (the call answers 202: settled before the next refund).
   */
  async send(p: LivePayment, issued: IssuedRefund, ctx: CommandContext, at: Positions): Promise<boolean> {
    const refund = cardRefundOf(p, issued);
    if (!refund || (p.mode !== 'tap' && p.mode !== 'payfort')) return false;
    const result = await sendCardRefund(this.gateways, p.mode, refund);
    await this.record(p.id, refund.refundKey, result, ctx, at);
    if (result.outcome === 'declined') throw refused('amount', `${GATEWAY_MESSAGES.refundDeclined}: ${result.message}`);
    return result.outcome === 'unknown';
  }

  private async record(id: number, refundKey: string, r: RefundResult, ctx: CommandContext, at: Positions) {
    await this.streams.runPayment(
      id,
      { type: 'SettleRefund', refundKey, outcome: r.outcome, refundId: r.refundId, message: r.message },
      ctx,
      at,
    );
  }
}
