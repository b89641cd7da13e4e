import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GATEWAY_MESSAGES, paymentLinkPath, providerOfCountry } from '@console/contracts';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { issueTask } from '../../notifications/issue-task.js';
import { refused } from '../accounting-facts.js';
import { PaymentCommand, type AccountingResult } from '../commands/accounting-commands.js';
import { callbackDecision, chargeRefusal, isRefusal, outOfScope } from './card-attempt.decider.js';
import {
  attemptIdOf,
  GatewayMessageRejected,
  paymentIdOfAttempt,
  type CallbackResult,
  type HostedRedirect,
} from './card-gateway.port.js';
import { CardGateways } from './card-gateways.js';
import {
  callbackUrlsOf,
  CreatePaymentLinkCommand,
  OpenPaymentLinkCommand,
  SettleGatewayCallbackCommand,
  type CallbackOutcome,
  type PaymentLinkResult,
} from './gateway-commands.js';
import { GatewayFacts, refuse } from './gateway-facts.js';
import { settleAttempt } from './card-capture.handlers.js';
import { paymentLinkSignature } from './payment-link-signature.js';

/**
 * A payment link (spec 3 §9): signed with the app's secret, so only links the console made open a payment; with
 * `send`, the SEND_PAYMENT_LINK_TO_CUSTOMER task carries it to the customer.
 */
@CommandHandler(CreatePaymentLinkCommand)
export class CreatePaymentLinkHandler implements ICommandHandler<CreatePaymentLinkCommand, PaymentLinkResult> {
  private readonly facts: GatewayFacts;

  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.facts = new GatewayFacts(infra.store, infra.db);
  }

  async execute({ body, base, ctx }: CreatePaymentLinkCommand): Promise<PaymentLinkResult> {
    const customer = await this.facts.customer(body.userId);
    refuse(outOfScope(ctx.actor, customer.partnerId, body.userId));
    refuse(chargeRefusal(customer, body.amount));
    const provider = providerOfCountry(customer.countryId);
    const path = paymentLinkPath(provider, body.userId, body.amount, customer.countryId);
    const url = `${base}${path}&sig=${paymentLinkSignature(this.infra.config.jwtSecret, provider, body.userId, body.amount, customer.countryId)}`;
    if (!body.send) return { url, provider, taskId: null, position: undefined };
    const task = await issueTask(
      this.infra.ids,
      this.commands,
      'SEND_PAYMENT_LINK_TO_CUSTOMER',
      { userId: body.userId, amount: body.amount, url },
      ctx,
    );
    return { url, provider, ...task };
  }
}

/** A payment link opened: a pending payment for the attempt, and where the customer's browser goes to pay. */
@CommandHandler(OpenPaymentLinkCommand)
export class OpenPaymentLinkHandler implements ICommandHandler<OpenPaymentLinkCommand, HostedRedirect> {
  private readonly facts: GatewayFacts;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
  ) {
    this.facts = new GatewayFacts(infra.store, infra.db);
  }

  async execute({ provider, userId, amount, base, ctx }: OpenPaymentLinkCommand): Promise<HostedRedirect> {
    const customer = await this.facts.customer(userId);
    refuse(chargeRefusal(customer, amount, provider));
    // No gateway configured: refused before anything is recorded.
    const gateway = await this.gateways.gateway(provider);
    const { id } = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand(
        {
          kind: 'create',
          origin: 'gateway',
          body: { userId, type: 'payment', mode: provider, amount, currency: customer.currency, invoiceIds: [] },
          data: { response: { eci: 'ECOMMERCE', source: 'adminCustomerScreen' } },
        },
        ctx,
      ),
    );
    const urls = callbackUrlsOf(base, provider);
    return gateway.startHostedPayment({
      attemptId: attemptIdOf(id),
      amount,
      currency: customer.currency,
      customerEmail: customer.email,
      customerName: customer.name,
      description: `Payment ${id}`,
      returnUrl: urls.returnUrl,
      webhookUrl: urls.webhookUrl,
    });
  }
}

/**
 * A return URL or webhook, trusted only once the gateway's adapter says so (its signature, or Tap's own record):
 * the attempt's payment captured or failed once, however often the gateway calls.
 */
@CommandHandler(SettleGatewayCallbackCommand)
export class SettleGatewayCallbackHandler implements ICommandHandler<SettleGatewayCallbackCommand, CallbackOutcome> {
  private readonly facts: GatewayFacts;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
  ) {
    this.facts = new GatewayFacts(infra.store, infra.db);
  }

  async execute({ provider, callback, ctx }: SettleGatewayCallbackCommand): Promise<CallbackOutcome> {
    const result = await this.read(provider, callback);
    const id = paymentIdOfAttempt(result.attemptId);
    const decision = callbackDecision(
      id,
      id === undefined ? undefined : await this.facts.streams.payment(id),
      provider,
      result.outcome,
    );
    if (isRefusal(decision)) throw new DomainException(decision);
    if (decision.settle) {
      await settleAttempt(this.commands, this.facts, decision.id, result, ctx).catch((e: unknown) => {
        // A declined card at a callback is the customer's outcome, not the caller's error.
        if (!(e instanceof DomainException) || e.error.kind !== 'validation') throw e;
      });
    }
    return { id: decision.id, status: (await this.facts.payment(decision.id)).status };
  }

  private async read(
    provider: SettleGatewayCallbackCommand['provider'],
    callback: SettleGatewayCallbackCommand['callback'],
  ): Promise<CallbackResult> {
    try {
      return await (await this.gateways.gateway(provider)).readCallback(callback);
    } catch (e) {
      if (e instanceof GatewayMessageRejected) throw refused('signature', GATEWAY_MESSAGES.badSignature);
      throw e;
    }
  }
}
