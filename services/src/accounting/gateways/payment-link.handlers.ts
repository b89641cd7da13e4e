import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  GATEWAY_MESSAGES,
  invoiceOpenBalance,
  invoicePayable,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_LINK_TTL_SECONDS,
  paymentLinkUrlPath,
  providerOfCountry,
  validationError,
  type Currency,
  type DomainError,
} from '@console/contracts';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { issueTask } from '../../notifications/index.js';
import { refused } from '../accounting-streams.js';
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
import { paymentLinkKey, PaymentLinkReservations } from './payment-link-reservations.js';

/** The link's invoice, when it names one: the customer's, unpaid or partial, owing at least the link's amount. */
const linkInvoiceRefusal = async (
  facts: GatewayFacts,
  userId: number,
  invoiceId: number,
  amount: number,
): Promise<DomainError | undefined> => {
  if (invoiceId <= 0) return undefined;
  const invoice = await facts.invoice(invoiceId);
  if (!invoice || invoice.userId !== userId || !invoicePayable(invoice.status))
    return validationError([{ path: 'invoiceId', message: PAYMENT_LINK_MESSAGES.invoiceNotCustomers }]);
  if (amount > invoiceOpenBalance(invoice))
    return validationError([{ path: 'amount', message: GATEWAY_MESSAGES.overBalance }]);
  return undefined;
};

/**
 * A payment link (spec 3 §9, issue 30 §8): signed over the canonical text of all its fields with the app's
 * secret, so only links the console made open a payment; it expires (PAYMENT_LINK_TTL_SECONDS); its invoice, when
 * named, is the customer's and is the one its payment pays. With `send`, the SEND_PAYMENT_LINK_TO_CUSTOMER task
 * carries it to the customer.
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
    const invoiceId = body.invoiceId ?? 0;
    refuse(await linkInvoiceRefusal(this.facts, body.userId, invoiceId, body.amount));
    const expiresAt = Math.floor(Date.now() / 1000) + PAYMENT_LINK_TTL_SECONDS;
    const fields = {
      provider: providerOfCountry(customer.countryId),
      userId: body.userId,
      amount: body.amount,
      countryId: customer.countryId,
      invoiceId,
      expiresAt,
    };
    const url = `${base}${paymentLinkUrlPath(fields)}&sig=${paymentLinkSignature(this.infra.config.jwtSecret, fields)}`;
    const expires = new Date(expiresAt * 1000).toISOString();
    if (!body.send) return { url, expiresAt: expires, provider: fields.provider, taskId: null, position: undefined };
    const task = await issueTask(
      this.infra.ids,
      this.commands,
      'SEND_PAYMENT_LINK_TO_CUSTOMER',
      { userId: body.userId, amount: body.amount, url },
      ctx,
    );
    return { url, expiresAt: expires, provider: fields.provider, ...task };
  }
}

/**
 * A payment link opened: the link's one attempt (a reservation keyed by its signature), recorded as a pending
 * payment of its invoice once, whoever opens it first; a customer who comes back (or opens it in ten tabs) goes on
 * with that attempt; a paid link opens nothing; a declined attempt gives the link to a new one.
 */
@CommandHandler(OpenPaymentLinkCommand)
export class OpenPaymentLinkHandler implements ICommandHandler<OpenPaymentLinkCommand, HostedRedirect> {
  private readonly facts: GatewayFacts;
  private readonly reservations: PaymentLinkReservations;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.facts = new GatewayFacts(infra.store, infra.db);
    this.reservations = new PaymentLinkReservations(infra.store);
  }

  async execute({ fields, sig, base, ctx }: OpenPaymentLinkCommand): Promise<HostedRedirect> {
    const { provider, userId, amount, invoiceId } = fields;
    const customer = await this.facts.customer(userId);
    refuse(chargeRefusal(customer, amount, provider));
    // No gateway configured: refused before anything is recorded.
    const gateway = await this.gateways.gateway(provider);
    const key = paymentLinkKey(sig);
    let holder = await this.reservations.holder(key);
    const held = holder === undefined ? null : await this.facts.streams.payment(holder);
    if (held && (held.status === 'complete' || held.status === 'refunded'))
      throw new DomainException({ kind: 'conflict', message: PAYMENT_LINK_MESSAGES.alreadyPaid });
    if (holder === undefined || held?.status === 'failed') {
      // The invoice is checked when a new attempt starts (it may have been paid since the link was made).
      refuse(await linkInvoiceRefusal(this.facts, userId, invoiceId, amount));
      holder = await this.reservations.reserve(key, await this.infra.ids.next('payment'), holder, ctx);
    }
    await this.recordOnce(holder, fields, customer.currency, ctx);
    const urls = callbackUrlsOf(base, provider);
    return gateway.startHostedPayment({
      attemptId: attemptIdOf(holder),
      amount,
      currency: customer.currency,
      customerEmail: customer.email,
      customerName: customer.name,
      description: `Payment ${holder}`,
      returnUrl: urls.returnUrl,
      webhookUrl: urls.webhookUrl,
    });
  }

  /** The attempt's pending payment, recorded by whichever open gets there first (the others find it there). */
  private async recordOnce(
    id: number,
    fields: OpenPaymentLinkCommand['fields'],
    currency: Currency,
    ctx: OpenPaymentLinkCommand['ctx'],
  ): Promise<void> {
    if (await this.facts.streams.payment(id)) return;
    try {
      await this.commands.execute<PaymentCommand, AccountingResult>(
        new PaymentCommand(
          {
            kind: 'create',
            origin: 'gateway',
            id,
            body: {
              userId: fields.userId,
              type: 'payment',
              mode: fields.provider,
              amount: fields.amount,
              currency,
              invoiceIds: fields.invoiceId > 0 ? [fields.invoiceId] : [],
            },
            data: { response: { eci: 'ECOMMERCE', source: 'adminCustomerScreen' } },
          },
          ctx,
        ),
      );
    } catch (e) {
      // Another open of the same link recorded it meanwhile.
      if (!(e instanceof DomainException) || e.error.kind !== 'conflict') throw e;
    }
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
