import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GATEWAY_MESSAGES, validationError } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { PaymentCommand, type AccountingResult } from '../commands/accounting-commands.js';
import { AttemptReservations } from './attempt-reservations.js';
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
import type { GatewayResult } from './card-gateway.port.js';
import { CardGateways } from './card-gateways.js';
import {
  callbackUrlsOf,
  CaptureCardPaymentCommand,
  ReconcileCardPaymentCommand,
  type CaptureOutcome,
} from './gateway-commands.js';
import { gatewayData, GatewayFacts, refuse, savedCardCharge } from './gateway-facts.js';

/**
 * The gateway's word on an attempt, decided by the payment's decider (SettleGatewayAttempt, through the payments
 * handler, which also pays the invoices); a declined card is the caller's 4xx.
 */
export const settleAttempt = async (
  commands: CommandBus,
  facts: GatewayFacts,
  id: number,
  result: GatewayResult,
  ctx: CommandContext,
): Promise<CaptureOutcome> => {
  const p = await facts.payment(id);
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
  if (result.outcome === 'declined')
    throw new DomainException(
      validationError([{ path: 'card', message: `${GATEWAY_MESSAGES.declined}: ${result.message}` }]),
    );
  // An amount the payment did not ask for is never counted: the payment stays pending for staff to look at.
  return { id, position: r.position, status: (await facts.payment(id)).status === 'complete' ? 'complete' : 'pending' };
};

/**
 * Card capture (spec 3 §7), an attempt named by its payment's stream (`payment-<id>`), which the gateway keeps as
 * its idempotency key (PayFort merchant_reference, Tap reference.idempotent). The payment is recorded pending before
 * the gateway is called; the gateway's answer captures or fails it; a lost answer is settled by asking the gateway
 * about that attempt, never by a new charge. An attempt key makes a repeated call the same payment.
 */
@CommandHandler(CaptureCardPaymentCommand)
export class CaptureCardPaymentHandler implements ICommandHandler<CaptureCardPaymentCommand, CaptureOutcome> {
  private readonly facts: GatewayFacts;
  private readonly attempts: AttemptReservations;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
  ) {
    this.facts = new GatewayFacts(infra.store, infra.db);
    this.attempts = new AttemptReservations(infra.store);
  }

  async execute({ provider, body, base, ctx }: CaptureCardPaymentCommand): Promise<CaptureOutcome> {
    const customer = await this.facts.customer(body.userId);
    refuse(outOfScope(ctx.actor, customer.partnerId, body.userId));
    const earlier = body.attemptKey ? await this.attempts.holder(body.attemptKey) : undefined;
    if (earlier !== undefined && resumesEarlierAttempt(await this.facts.payment(earlier)))
      return this.resume(earlier, provider, body, base, ctx);
    const card = captureDecision(
      provider,
      body,
      customer,
      await this.facts.invoice(body.invoiceId),
      await this.facts.card(body.userId, body.cardId),
    );
    if (isRefusal(card)) throw new DomainException(card);
    // No gateway configured: refused before anything is recorded.
    const gateway = await this.gateways.gateway(provider);
    const { id } = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand(
        {
          kind: 'create',
          origin: 'gateway',
          body: {
            userId: body.userId,
            type: 'payment',
            mode: provider,
            amount: body.amount,
            currency: customer.currency,
            invoiceIds: body.invoiceId != null ? [body.invoiceId] : [],
          },
          data: {
            response: { eci: 'RECURRING', cardId: card.id, source: body.urlConstructionSource ?? 'AutoChargeInvoice' },
          },
        },
        ctx,
      ),
    );
    if (body.attemptKey) {
      const holder = await this.attempts.reserve(body.attemptKey, id, earlier, ctx);
      if (holder !== id) {
        // Another call with the same key got there first: this payment is never sent to the gateway.
        await this.commands.execute(
          new PaymentCommand({ kind: 'fail', id, data: { response: { reason: GATEWAY_MESSAGES.attemptReused } } }, ctx),
        );
        return this.resume(holder, provider, body, base, ctx);
      }
    }
    const charge = savedCardCharge(id, body.amount, customer, card.token, callbackUrlsOf(base, provider));
    let result = await gateway.chargeSavedCard(charge);
    if (result.outcome === 'unknown') result = await gateway.settle(charge);
    return settleAttempt(this.commands, this.facts, id, result, ctx);
  }

  /** A capture asked again with the same attempt key: the payment it made, settled with the gateway when still pending. */
  private async resume(
    id: number,
    provider: CaptureCardPaymentCommand['provider'],
    body: CaptureCardPaymentCommand['body'],
    base: string,
    ctx: CommandContext,
  ): Promise<CaptureOutcome> {
    refuse(resumeRefusal(await this.facts.payment(id), provider, body));
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
    ).settle(savedCardCharge(id, p.amount, customer, token, callbackUrlsOf(base, step.provider)));
    return settleAttempt(this.commands, this.facts, id, result, ctx);
  }
}
