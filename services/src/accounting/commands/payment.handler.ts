import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  can,
  GATEWAY_MESSAGES,
  invoiceOpenBalance,
  invoicePayable,
  isGatewayPayment,
  money,
  PAYMENT_MESSAGES,
  paymentUnallocated,
  toGatewayMinorUnits,
  type Money,
  type PaymentAllocation,
  type PaymentBody,
  type PaymentData,
  type PaymentEvent,
  type PaymentState,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams, Positions, refused } from '../accounting-streams.js';
import { PAYMENT_CODECS } from '../accounting.codecs.js';
import { paymentDecider, type PaymentCommand as PaymentDeciderCommand } from '../payment.decider.js';
import { PaymentCommand, type AccountingResult, type PaymentAction } from './accounting-commands.js';
import { AllocationMoves } from './allocation-moves.js';
import { PaymentCandidates } from './payment-candidates.js';
import { CardGateways } from '../gateways/card-gateways.js';
import { CardRefundSettlement } from '../gateways/card-refund.settlement.js';

type LivePayment = NonNullable<PaymentState>;
type ExistingAction = Exclude<PaymentAction, { kind: 'create' | 'refund' | 'allocate' }>;

/** The payment decider's command for a plain action on an existing payment. */
const commandOf = (action: ExistingAction): PaymentDeciderCommand => {
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
    case 'delete':
      return { type: 'DeletePayment' };
  }
};

const sum = (list: readonly { amount: number }[]): number => list.reduce((s, a) => s + a.amount, 0);

/**
 * Payments (spec 3 §2, §4, §5; issue 30 §3, §4). Every move of money is decided on the stream that holds it: an
 * invoice's open balance on the invoice's stream (AllocatePayment at its expected version), a payment's unallocated
 * money and what is left to refund on the payment's stream. A manual payment's allocations are taken before the
 * payment is appended, so a payment its invoices cannot hold is refused and writes nothing; a gateway's money that
 * fits no open invoice stays on its payment as the customer's credit, which credits (mode credits) and a later
 * allocation spend, never twice.
 */
@CommandHandler(PaymentCommand)
export class PaymentHandler implements ICommandHandler<PaymentCommand, AccountingResult> {
  private readonly streams: AccountingStreams;
  private readonly candidates: PaymentCandidates;
  private readonly cardRefunds: CardRefundSettlement;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    gateways: CardGateways,
  ) {
    this.streams = new AccountingStreams(infra.store);
    this.candidates = new PaymentCandidates(infra.db);
    this.cardRefunds = new CardRefundSettlement(this.streams, gateways);
  }

  async execute({ action, ctx }: PaymentCommand): Promise<AccountingResult> {
    const at = new Positions();
    const moves = new AllocationMoves(this.streams, ctx, at);
    switch (action.kind) {
      case 'create': {
        const { body } = action;
        if (body.type === 'refund') {
          if (body.refundOf === undefined) throw refused('refundOf', PAYMENT_MESSAGES.refundNamesPayment);
          const amount = body.amount === undefined ? undefined : this.amountOf(body.amount);
          return this.refund(body.refundOf, amount, body.reference ?? null, ctx, at, moves);
        }
        if (action.origin === 'form' && body.mode === 'credits') return this.applyCredit(body, ctx, at, moves);
        const id = await this.record(body, action.origin, action.data, action.id, ctx, at, moves);
        return { id, position: at.last };
      }
      case 'refund':
        return this.refund(action.id, action.amount, action.reference ?? null, ctx, at, moves);
      case 'allocate':
        return this.allocateLater(action.id, action.invoiceIds, ctx, at, moves);
      default: {
        await this.existing(action.id);
        const r = await this.streams.runPayment(action.id, commandOf(action), ctx, at);
        await this.follow(r.previous, r.state as LivePayment, r.events as PaymentEvent[], at, moves);
        return { id: action.id, position: at.last };
      }
    }
  }

  /** A typed amount as Money: a positive safe integer of minor units (the rules' message otherwise). */
  private amountOf(v: unknown): Money {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0)
      throw refused('amount', 'Amount must be a positive number');
    return money(v);
  }

  /**
   * The customer's invoices named by a payment: each must be the customer's and unpaid or partial (spec 3 §5).
   * Answers what they can still take as they stand, so a payment beyond it is refused before anything is written.
   */
  private async namedInvoices(userId: number | undefined, invoiceIds: readonly number[]): Promise<number> {
    let open = 0;
    for (const [i, invoiceId] of invoiceIds.entries()) {
      const invoice = await this.streams.invoice(invoiceId);
      if (!invoice || invoice.userId !== userId || !invoicePayable(invoice.status))
        throw refused(`invoiceIds.${i}`, PAYMENT_MESSAGES.invoiceNotPayable);
      open += invoiceOpenBalance(invoice);
    }
    return open;
  }

  private async record(
    body: PaymentBody,
    origin: 'form' | 'gateway',
    data: PaymentData | undefined,
    presetId: number | undefined,
    ctx: CommandContext,
    at: Positions,
    moves: AllocationMoves,
  ): Promise<number> {
    const customer =
      body.userId !== undefined ? await this.streams.customer(body.userId, 'userId', ctx.actor) : undefined;
    // Spec 3 §5: type defaults to payment, currency to the user's country's.
    const input = { ...body, type: body.type ?? 'payment', currency: body.currency ?? customer?.currency };
    if (customer && input.currency !== customer.currency)
      throw refused('currency', "Currency must be the customer's country's currency");
    const named = input.invoiceIds ?? [];
    const openOfNamed = await this.namedInvoices(body.userId, named);
    const id = presetId ?? (await this.infra.ids.next('payment'));
    const command = (allocations?: readonly PaymentAllocation[]): PaymentDeciderCommand => ({
      type: 'RecordPayment',
      id,
      origin,
      input,
      userId: body.userId,
      partnerId: customer?.partnerId ?? 1,
      countryId: customer?.countryId ?? 1,
      creatorId: ctx.actor?.id ?? null,
      ...(data ? { data } : {}),
      ...(allocations ? { allocations } : {}),
    });
    // Decided first without writing: bad input is refused before any invoice is touched.
    const decided = await this.streams.repo.decide({
      decider: paymentDecider,
      codecs: PAYMENT_CODECS,
      id,
      command: command(),
      ctx,
    });
    const first = decided.events[0];
    const complete = first?.type === 'PaymentRecorded' && (first.data as { status: string }).status === 'complete';
    if (!complete || input.type !== 'payment') {
      const r = await decided.append();
      at.note(r.position);
      await this.follow(r.previous, r.state as LivePayment, r.events as PaymentEvent[], at, moves);
      return id;
    }
    // A complete manual payment: its invoices take it first (the named ones, else the oldest open ones).
    const amount = (first.data as { amount: number }).amount;
    const paidAt = (first.data as { paidAt: string }).paidAt;
    const targets = named.length > 0 ? named : await this.candidates.openInvoices(body.userId!);
    // Refused as the invoices stand, before any is touched; a payment that lost a race to another gives back below.
    if (named.length > 0 && openOfNamed < amount) throw refused('amount', PAYMENT_MESSAGES.overOpenBalance);
    const taken = await moves.takeAll(targets, id, amount, paidAt);
    if (named.length > 0 && sum(taken) < amount) {
      await moves.giveBack(id, taken);
      throw refused('amount', PAYMENT_MESSAGES.overOpenBalance);
    }
    try {
      await this.streams.runPayment(id, command(taken), ctx, at);
    } catch (e) {
      await moves.giveBack(id, taken);
      throw e;
    }
    return id;
  }

  /**
   * Pays invoices from the customer's credit (mode credits, issue 30 §3): the unallocated money of the customer's
   * complete payments, oldest first, moves onto the invoices; no new money is recorded, so the ledger posts no
   * cash. Refused beyond the credit (decided on each payment's stream, so concurrent applications never spend it
   * twice) or beyond what the named invoices owe.
   */
  private async applyCredit(
    body: PaymentBody,
    ctx: CommandContext,
    at: Positions,
    moves: AllocationMoves,
  ): Promise<AccountingResult> {
    if (body.userId === undefined) throw refused('userId', PAYMENT_MESSAGES.userRequired);
    const amount = this.amountOf(body.amount);
    const customer = await this.streams.customer(body.userId, 'userId', ctx.actor);
    if (body.currency !== undefined && body.currency !== customer.currency)
      throw refused('currency', "Currency must be the customer's country's currency");
    const named = body.invoiceIds ?? [];
    const openOfNamed = await this.namedInvoices(body.userId, named);
    if (named.length > 0 && openOfNamed < amount) throw refused('amount', PAYMENT_MESSAGES.overOpenBalance);
    const targets = named.length > 0 ? named : await this.candidates.openInvoices(body.userId);
    if (targets.length === 0) throw refused('invoiceIds', PAYMENT_MESSAGES.noOpenInvoice);
    const sources: { id: number; left: number }[] = [];
    for (const id of await this.candidates.creditSources(body.userId)) {
      const p = await this.adopted(id, ctx, at);
      if (p && !p.deleted && p.userId === body.userId && paymentUnallocated(p) > 0)
        sources.push({ id, left: paymentUnallocated(p) });
    }
    if (sum(sources.map((s) => ({ amount: s.left }))) < amount) throw refused('amount', PAYMENT_MESSAGES.overCredit);
    const done: { paymentId: number; allocation: PaymentAllocation }[] = [];
    let left: number = amount;
    const paidAt = new Date().toISOString();
    for (const invoiceId of targets) {
      for (const source of sources) {
        if (left <= 0) break;
        if (source.left <= 0) continue;
        const taken = await moves.take(invoiceId, source.id, Math.min(left, source.left), paidAt);
        if (taken <= 0) continue;
        const placed = await this.placeOnPayment(source.id, { invoiceId, amount: taken }, ctx, at, moves);
        if (!placed) {
          source.left = 0;
          continue;
        }
        done.push({ paymentId: source.id, allocation: { invoiceId, amount: taken } });
        source.left -= taken;
        left -= taken;
      }
    }
    if (left > 0) {
      await this.undo(done, ctx, at, moves);
      throw refused('amount', named.length > 0 ? PAYMENT_MESSAGES.overOpenBalance : PAYMENT_MESSAGES.overCredit);
    }
    return { id: done[0]!.paymentId, position: at.last };
  }

  /**
   * The payment's side of an allocation its invoice has just taken; refused when the payment no longer has the
   * money (a concurrent allocation or refund spent it): the invoice then gives it back. true when placed.
   */
  private async placeOnPayment(
    paymentId: number,
    allocation: PaymentAllocation,
    ctx: CommandContext,
    at: Positions,
    moves: AllocationMoves,
  ): Promise<boolean> {
    try {
      await this.streams.runPayment(
        paymentId,
        { type: 'AllocateToInvoice', invoiceId: allocation.invoiceId, amount: allocation.amount },
        ctx,
        at,
      );
      return true;
    } catch (e) {
      await moves.giveBack(paymentId, [allocation]);
      if (e instanceof DomainException) return false;
      throw e;
    }
  }

  /** Undoes placed allocations on both streams (a credit application that could not be placed whole). */
  private async undo(
    done: readonly { paymentId: number; allocation: PaymentAllocation }[],
    ctx: CommandContext,
    at: Positions,
    moves: AllocationMoves,
  ): Promise<void> {
    for (const d of [...done].reverse()) {
      await moves.giveBack(d.paymentId, [d.allocation]);
      await this.streams.runPayment(
        d.paymentId,
        { type: 'ReleaseAllocation', invoiceId: d.allocation.invoiceId, amount: d.allocation.amount },
        ctx,
        at,
      );
    }
  }

  /**
   * A complete payment's unallocated money onto invoices (issue 30 §3): the ones named, else the ones it names and
   * then the customer's oldest open ones; what fits nowhere stays its credit.
   */
  private async allocate(
    p: LivePayment,
    invoiceIds: readonly number[] | undefined,
    ctx: CommandContext,
    at: Positions,
    moves: AllocationMoves,
  ): Promise<Money> {
    const current = (await this.adopted(p.id, ctx, at)) ?? p;
    let left: number = paymentUnallocated(current);
    let placed = 0;
    const targets = invoiceIds ?? [
      ...new Set([...current.invoiceIds, ...(await this.candidates.openInvoices(current.userId))]),
    ];
    const paidAt = current.paidAt ?? new Date().toISOString();
    for (const invoiceId of targets) {
      if (left <= 0) break;
      const invoice = await this.streams.invoice(invoiceId);
      if (!invoice || invoice.userId !== current.userId) continue;
      const taken = await moves.take(invoiceId, current.id, left, paidAt);
      if (taken <= 0) continue;
      if (!(await this.placeOnPayment(current.id, { invoiceId, amount: taken }, ctx, at, moves))) break;
      left -= taken;
      placed += taken;
    }
    return money(placed);
  }

  /** POST /api/v1/payments/:id/allocate: a complete payment's unallocated money, allocated now (an event, never an edit). */
  private async allocateLater(
    id: number,
    invoiceIds: readonly number[] | undefined,
    ctx: CommandContext,
    at: Positions,
    moves: AllocationMoves,
  ): Promise<AccountingResult> {
    const p = await this.existing(id);
    if (p.status !== 'complete' || p.type !== 'payment' || paymentUnallocated(p) <= 0)
      throw new DomainException({ kind: 'conflict', message: PAYMENT_MESSAGES.nothingToAllocate });
    if (invoiceIds) await this.namedInvoices(p.userId, invoiceIds);
    const placed = await this.allocate(p, invoiceIds, ctx, at, moves);
    if (placed <= 0) throw refused('invoiceIds', PAYMENT_MESSAGES.noOpenInvoice);
    return { id, position: at.last };
  }

  /**
   * A refund of a payment (issue 30 §4): the refund permission (payments-remove: admin and the finance roles, who
   * alone may delete), decided on the refunded payment's stream (never more than is left of it, under races too);
   * its invoices give back what it releases, and the ledger posts the money out.
   */
  private async refund(
    id: number,
    amount: Money | undefined,
    reference: string | null,
    ctx: CommandContext,
    at: Positions,
    moves: AllocationMoves,
  ): Promise<AccountingResult> {
    if (ctx.actor && !can(ctx.actor.permissions, 'payments', 'remove'))
      throw new DomainException({ kind: 'forbidden', message: PAYMENT_MESSAGES.refundForbidden });
    const p = await this.streams.payment(id);
    if (!p || p.deleted || (ctx.actor?.isPartner === true && p.partnerId !== ctx.actor.partnerId))
      throw refused('refundOf', `${PAYMENT_MESSAGES.refundOfMissing} '${id}'`);
    if (amount !== undefined && isGatewayPayment(p.mode) && toGatewayMinorUnits(amount, p.currency) === undefined)
      throw refused('amount', GATEWAY_MESSAGES.amountDecimals);
    await this.adopted(id, ctx, at);
    await this.cardRefunds.settleUnknown(id, ctx, at);
    const r = await this.streams.runPayment(
      id,
      { type: 'RefundPayment', ...(amount !== undefined ? { amount } : {}), reference },
      ctx,
      at,
    );
    await this.follow(r.previous, r.state as LivePayment, r.events as PaymentEvent[], at, moves);
    let pending = false;
    for (const e of r.events as PaymentEvent[])
      if (e.type === 'PaymentRefundIssued')
        pending = (await this.cardRefunds.send(r.state as LivePayment, e.data, ctx, at)) || pending;
    return { id, position: at.last, ...(pending ? { pending } : {}) };
  }

  /**
   * The payment with its allocations on its own stream: one recorded before they were kept there adopts what its
   * invoices hold for it, once, before anything decides on its unallocated money.
   */
  private async adopted(id: number, ctx: CommandContext, at: Positions): Promise<LivePayment | null> {
    const p = await this.streams.payment(id);
    if (!p || p.allocationsKnown !== false) return p;
    const allocations: PaymentAllocation[] = [];
    for (const invoiceId of p.invoiceIds) {
      const held = (await this.streams.invoice(invoiceId))?.allocations.find((a) => a.paymentId === id);
      if (held) allocations.push({ invoiceId, amount: held.amount });
    }
    const r = await this.streams.runPayment(id, { type: 'AdoptAllocations', allocations }, ctx, at);
    return r.state;
  }

  /** What the payment's new facts mean for its invoices. */
  private async follow(
    before: LivePayment | null,
    p: LivePayment,
    events: readonly PaymentEvent[],
    at: Positions,
    moves: AllocationMoves,
  ): Promise<void> {
    const ctx = moves.context;
    for (const e of events) {
      if (e.type === 'PaymentCaptured' && p.type === 'payment') await this.allocate(p, undefined, ctx, at, moves);
      if (e.type === 'PaymentRefundIssued') await moves.giveBack(p.id, e.data.releases);
      if (e.type === 'PaymentDeleted' && before) {
        const held = new Set([...before.invoiceIds, ...(before.allocations ?? []).map((a) => a.invoiceId)]);
        for (const invoiceId of held)
          await this.streams.runInvoice(invoiceId, { type: 'ReleasePayment', paymentId: p.id }, ctx, at);
      }
    }
  }

  private async existing(id: number): Promise<LivePayment> {
    const p = await this.streams.payment(id);
    if (!p || p.deleted) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return p;
  }
}
