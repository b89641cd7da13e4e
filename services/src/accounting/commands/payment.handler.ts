import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  invoicePayable,
  money,
  PAYMENT_MESSAGES,
  type PaymentBody,
  type PaymentData,
  type PaymentEvent,
  type PaymentState,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams, Positions, refused } from '../accounting-facts.js';
import type { PaymentCommand as PaymentDeciderCommand } from '../payment.decider.js';
import { PaymentCommand, type AccountingResult, type PaymentAction } from './accounting-commands.js';

type LivePayment = NonNullable<PaymentState>;

/** The payment decider's command for an action on an existing payment. */
const commandOf = (action: Exclude<PaymentAction, { kind: 'create' }>): PaymentDeciderCommand => {
  switch (action.kind) {
    case 'edit':
      return { type: 'EditPayment', input: action.body };
    case 'capture':
      return { type: 'CapturePayment', paidAt: action.paidAt, ...(action.data ? { data: action.data } : {}) };
    case 'fail':
      return { type: 'FailPayment', ...(action.data ? { data: action.data } : {}) };
    case 'settle':
      return {
        type: 'SettleGatewayAttempt',
        outcome: action.outcome,
        amount: action.amount,
        paidAt: action.paidAt,
        data: action.data,
      };
    case 'refund':
      return { type: 'RefundPayment' };
    case 'delete':
      return { type: 'DeletePayment' };
  }
};

/**
 * Payments (spec 3 §2, §4, §5). A complete payment of type payment is allocated over the invoices it names, in
 * their order, each up to its balance (contracts' allocatePayment; the invoice's decider caps and is idempotent per
 * payment, so a repeated command or callback never counts a payment twice). A refund or a deletion takes the
 * allocations back.
 */
@CommandHandler(PaymentCommand)
export class PaymentHandler implements ICommandHandler<PaymentCommand, AccountingResult> {
  private readonly streams: AccountingStreams;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.streams = new AccountingStreams(infra.store);
  }

  async execute({ action, ctx }: PaymentCommand): Promise<AccountingResult> {
    const at = new Positions();
    if (action.kind === 'create')
      return {
        id: await this.record(action.body, action.origin, action.data, ctx, at, action.id),
        position: at.last,
      };
    await this.existing(action.id);
    const r = await this.streams.runPayment(action.id, commandOf(action), ctx, at);
    await this.follow(r.state as LivePayment, r.events as readonly PaymentEvent[], ctx, at);
    return { id: action.id, position: at.last };
  }

  private async record(
    body: PaymentBody,
    origin: 'form' | 'gateway',
    data: PaymentData | undefined,
    ctx: CommandContext,
    at: Positions,
    given?: number,
  ): Promise<number> {
    const customer =
      body.userId !== undefined ? await this.streams.customer(body.userId, 'userId', ctx.actor) : undefined;
    // Spec 3 §5: type defaults to payment, currency to the user's country's.
    const input = { ...body, type: body.type ?? 'payment', currency: body.currency ?? customer?.currency };
    if (customer && input.currency !== customer.currency)
      throw refused('currency', "Currency must be the customer's country's currency");
    for (const [i, invoiceId] of (input.invoiceIds ?? []).entries()) {
      const invoice = await this.streams.invoice(invoiceId);
      // Spec 3 §5: invoice choices are the user's invoices with status unpaid or partial.
      if (!invoice || invoice.userId !== body.userId || !invoicePayable(invoice.status))
        throw refused(`invoiceIds.${i}`, PAYMENT_MESSAGES.invoiceNotPayable);
    }
    const id = given ?? (await this.infra.ids.next('payment'));
    const r = await this.streams.runPayment(
      id,
      {
        type: 'RecordPayment',
        id,
        origin,
        input,
        userId: body.userId,
        partnerId: customer?.partnerId ?? 1,
        countryId: customer?.countryId ?? 1,
        creatorId: ctx.actor?.id ?? null,
        ...(data ? { data } : {}),
      },
      ctx,
      at,
    );
    await this.follow(r.state as LivePayment, r.events as readonly PaymentEvent[], ctx, at);
    return id;
  }

  /** What the payment's new facts mean for its invoices. */
  private async follow(
    p: LivePayment,
    events: readonly PaymentEvent[],
    ctx: CommandContext,
    at: Positions,
  ): Promise<void> {
    const types = new Set(events.map((e) => e.type));
    const completed = (types.has('PaymentRecorded') && p.status === 'complete') || types.has('PaymentCaptured');
    if (completed && p.type === 'payment') await this.allocate(p, ctx, at);
    if (types.has('PaymentRefunded') || types.has('PaymentDeleted')) {
      for (const invoiceId of p.invoiceIds)
        await this.streams.runInvoice(invoiceId, { type: 'ReleasePayment', paymentId: p.id }, ctx, at);
    }
  }

  private async allocate(p: LivePayment, ctx: CommandContext, at: Positions): Promise<void> {
    let left: number = p.amount;
    for (const invoiceId of p.invoiceIds) {
      if (left <= 0) break;
      const invoice = await this.streams.invoice(invoiceId);
      if (!invoice) continue;
      const already = invoice.allocations.find((a) => a.paymentId === p.id);
      if (already) {
        left -= already.amount;
        continue;
      }
      const r = await this.streams.runInvoice(
        invoiceId,
        { type: 'AllocatePayment', paymentId: p.id, amount: money(left), paidAt: p.paidAt ?? new Date().toISOString() },
        ctx,
        at,
      );
      for (const e of r.events)
        if (e.type === 'InvoicePaid' || e.type === 'InvoicePartiallyPaid')
          left -= (e.data as { amount: number }).amount;
    }
  }

  private async existing(id: number): Promise<LivePayment> {
    const p = await this.streams.payment(id);
    if (!p || p.deleted) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return p;
  }
}
