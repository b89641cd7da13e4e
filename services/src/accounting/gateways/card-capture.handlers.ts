import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  captureHoldLive,
  conflict,
  GATEWAY_MESSAGES,
  invoiceCaptureAttemptId,
  validationError,
  type PaymentData,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { Positions } from '../accounting-streams.js';
import { PaymentCommand, type AccountingResult } from '../commands/accounting-commands.js';
import { AttemptReservations } from './attempt-reservations.js';
import { CaptureHolds, releaseCaptureHolds } from './capture-holds.js';
import {
  captureDecision,
  chargeableCard,
  isRefusal,
  outOfScope,
  providerRefusal,
  reconcileStep,
  resumeRefusal,
  resumesEarlierAttempt,
} from './card-attempt.decider.js';
import { attemptIdOfPayment, type GatewayResult } from './card-gateway.port.js';
import { CardGateways } from './card-gateways.js';
import {
  callbackUrlsOf,
  CaptureCardPaymentCommand,
  ReconcileCardPaymentCommand,
  type CaptureOutcome,
} from './gateway-commands.js';
import { gatewayData, GatewayFacts, refuse, savedCardCharge } from './gateway-facts.js';
import type { GatewayCustomer } from './card-attempt.decider.js';

/**
 * The gateway's word on an attempt, decided by the payment's decider (SettleGatewayAttempt, through the payments
 * handler, which also pays the invoices); a settled payment ends its capture holds (issue 30: an allocation ended
 * the hold already; a decline, or a capture that paid nothing, ends it here); a declined card is the caller's 4xx.
 */
export const settleAttempt = async (
  commands: CommandBus,
  facts: GatewayFacts,
  id: number,
  result: GatewayResult,
  ctx: CommandContext,
): Promise<CaptureOutcome> => {
  const p = await facts.payment(id);
  const at = new Positions();
  const r = await commands.execute<PaymentCommand, AccountingResult>(
    new PaymentCommand(
      {
        kind: 'settle',
        id,
        outcome: result.outcome,
        amount: result.amount,
        paidAt: new Date().toISOString(),
        data: gatewayData(p, result),
      },
      ctx,
    ),
  );
  at.note(r.position);
  const after = await facts.payment(id);
  if (after.status === 'complete' || after.status === 'failed') {
    const outcome = after.status === 'complete' ? 'captured' : 'declined';
    await releaseCaptureHolds(facts.streams, after.invoiceIds, id, outcome, ctx, at);
  }
  if (result.outcome === 'declined')
    throw new DomainException(
      validationError([{ path: 'card', message: `${GATEWAY_MESSAGES.declined}: ${result.message}` }]),
    );
  // An amount the payment did not ask for is never counted: the payment stays pending for staff to look at.
  return { id, position: at.last, status: after.status === 'complete' ? 'complete' : 'pending' };
};

/**
 * Card capture (spec 3 §7). The payment is recorded pending before the gateway is called; the gateway's answer
 * captures or fails it; a lost answer is settled by asking the gateway about that attempt, never by a new charge.
 * A capture of an invoice (issue 30) first holds the invoice's balance on the invoice's stream (one capture of an
 * invoice at a time: the second is a 409) and is sent as the attempt `invoice-<id>-capture-<payment>`, derived
 * here from the invoice and its hold, which the gateway keeps as its idempotency reference (PayFort
 * merchant_reference, Tap reference.idempotent). An attempt key makes a repeated call the same payment.
 */
@CommandHandler(CaptureCardPaymentCommand)
export class CaptureCardPaymentHandler implements ICommandHandler<CaptureCardPaymentCommand, CaptureOutcome> {
  private readonly facts: GatewayFacts;
  private readonly attempts: AttemptReservations;
  private readonly holds: CaptureHolds;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.facts = new GatewayFacts(infra.store, infra.db);
    this.attempts = new AttemptReservations(infra.store);
    this.holds = new CaptureHolds(this.facts.streams, gateways.config.captureHoldMs);
  }

  async execute({ provider, body, base, ctx }: CaptureCardPaymentCommand): Promise<CaptureOutcome> {
    const customer = await this.facts.customer(body.userId);
    refuse(outOfScope(ctx.actor, customer.partnerId, body.userId));
    const earlier = body.attemptKey ? await this.attempts.holder(body.attemptKey) : undefined;
    if (earlier !== undefined && resumesEarlierAttempt(await this.facts.payment(earlier)))
      return this.resume(earlier, provider, body, base, ctx);
    const at = new Positions();
    let invoice = await this.facts.invoice(body.invoiceId);
    if (invoice?.captureHold && invoice.userId === body.userId) {
      // An earlier capture of this invoice: refused while it may still be running; else settled with its gateway.
      await this.holds.clear(invoice, (id) => this.settleEarlier(id, base, ctx), ctx, at);
      invoice = await this.facts.invoice(body.invoiceId);
    }
    const card = captureDecision(provider, body, customer, invoice, await this.facts.card(body.userId, body.cardId));
    if (isRefusal(card)) throw new DomainException(card);
    // No gateway configured: refused before anything is recorded.
    const gateway = await this.gateways.gateway(provider);
    const invoiceId = body.invoiceId ?? undefined;
    let paymentId: number | undefined;
    let attemptId: string | undefined;
    if (invoiceId !== undefined) {
      // The hold first, at the invoice stream's version: of captures at once, one holds and the others get a 409.
      paymentId = await this.infra.ids.next('payment');
      await this.holds.reserve(invoiceId, paymentId, body.amount, ctx, at);
      attemptId = invoiceCaptureAttemptId(invoiceId, paymentId);
    }
    const id = await this.record(provider, body, customer.currency, card.id, paymentId, attemptId, ctx, at);
    if (body.attemptKey) {
      const holder = await this.attempts.reserve(body.attemptKey, id, earlier, ctx);
      if (holder !== id) {
        // Another call with the same key got there first: this payment is never sent to the gateway.
        await this.commands.execute(
          new PaymentCommand({ kind: 'fail', id, data: { response: { reason: GATEWAY_MESSAGES.attemptReused } } }, ctx),
        );
        if (invoiceId !== undefined) await this.holds.release([invoiceId], id, 'abandoned', ctx, at);
        return this.resume(holder, provider, body, base, ctx);
      }
    }
    const charge = savedCardCharge(id, body.amount, customer, card.token, callbackUrlsOf(base, provider), attemptId);
    let result = await gateway.chargeSavedCard(charge);
    if (result.outcome === 'unknown') result = await gateway.settle(charge);
    const settled = await settleAttempt(this.commands, this.facts, id, result, ctx);
    at.note(settled.position);
    return { ...settled, position: at.last };
  }

  /** The pending payment the capture is (its hold released if it cannot be recorded: nothing was sent). */
  private async record(
    provider: CaptureCardPaymentCommand['provider'],
    body: CaptureCardPaymentCommand['body'],
    currency: GatewayCustomer['currency'],
    cardId: number,
    paymentId: number | undefined,
    attemptId: string | undefined,
    ctx: CommandContext,
    at: Positions,
  ): Promise<number> {
    const data: PaymentData = {
      response: {
        eci: 'RECURRING',
        cardId,
        source: body.urlConstructionSource ?? 'AutoChargeInvoice',
        ...(attemptId ? { attemptId } : {}),
      },
    };
    try {
      const r = await this.commands.execute<PaymentCommand, AccountingResult>(
        new PaymentCommand(
          {
            kind: 'create',
            origin: 'gateway',
            body: {
              userId: body.userId,
              type: 'payment',
              mode: provider,
              amount: body.amount,
              currency,
              invoiceIds: body.invoiceId != null ? [body.invoiceId] : [],
            },
            data,
            ...(paymentId !== undefined ? { id: paymentId } : {}),
          },
          ctx,
        ),
      );
      at.note(r.position);
      return r.id;
    } catch (e) {
      if (paymentId !== undefined && body.invoiceId != null)
        await this.holds.release([body.invoiceId], paymentId, 'abandoned', ctx, at);
      throw e;
    }
  }

  /** An expired hold's payment asked about at its gateway; a declined card there is that attempt's end, not this call's error. */
  private async settleEarlier(id: number, base: string, ctx: CommandContext): Promise<void> {
    await this.commands
      .execute<ReconcileCardPaymentCommand, CaptureOutcome>(new ReconcileCardPaymentCommand(id, base, ctx))
      .catch((e: unknown) => {
        if (!(e instanceof DomainException) || e.error.kind !== 'validation') throw e;
      });
  }

  /**
   * A capture asked again with the same attempt key: the payment it made, settled with the gateway when still
   * pending; while that payment's capture still holds its invoice (it may be talking to the gateway), a 409.
   */
  private async resume(
    id: number,
    provider: CaptureCardPaymentCommand['provider'],
    body: CaptureCardPaymentCommand['body'],
    base: string,
    ctx: CommandContext,
  ): Promise<CaptureOutcome> {
    const p = await this.facts.payment(id);
    refuse(resumeRefusal(p, provider, body));
    for (const invoiceId of p.status === 'pending' ? p.invoiceIds : []) {
      const hold = (await this.facts.invoice(invoiceId))?.captureHold;
      if (hold?.paymentId === id && captureHoldLive(hold, ctx.occurredAt ?? new Date()))
        throw new DomainException(conflict(GATEWAY_MESSAGES.captureInProgress));
    }
    return this.commands.execute<ReconcileCardPaymentCommand, CaptureOutcome>(
      new ReconcileCardPaymentCommand(id, base, ctx),
    );
  }
}

/**
 * Settles a pending card payment with its gateway (PayFort CHECK_STATUS, Tap's idempotent charge: the same attempt,
 * never a new charge); a settled one is answered as it is. Staff's reconcile, a repeated capture and the sweep.
 */
@CommandHandler(ReconcileCardPaymentCommand)
export class ReconcileCardPaymentHandler implements ICommandHandler<ReconcileCardPaymentCommand, CaptureOutcome> {
  private readonly facts: GatewayFacts;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
  ) {
    this.facts = new GatewayFacts(infra.store, infra.db);
  }

  async execute({ id, base, ctx }: ReconcileCardPaymentCommand): Promise<CaptureOutcome> {
    const p = await this.facts.payment(id);
    refuse(outOfScope(ctx.actor, p.partnerId, id));
    const step = reconcileStep(p);
    if (isRefusal(step)) throw new DomainException(step);
    if (step.step === 'answer') return { id, position: undefined, status: step.status };
    const customer = await this.facts.customer(p.userId);
    refuse(providerRefusal(customer, step.provider));
    let token = '';
    if (step.cardId !== undefined) {
      const card = chargeableCard(await this.facts.card(p.userId, step.cardId), p.userId, true);
      if (isRefusal(card)) throw new DomainException(card);
      token = card.token;
    }
    const result = await (
      await this.gateways.gateway(step.provider)
    ).settle(
      savedCardCharge(id, p.amount, customer, token, callbackUrlsOf(base, step.provider), attemptIdOfPayment(p)),
    );
    return settleAttempt(this.commands, this.facts, id, result, ctx);
  }
}
