import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  GATEWAY_MESSAGES,
  invoicePayable,
  providerOfCountry,
  validateGatewayAmount,
  validationError,
  type CaptureBody,
  type GatewayProvider,
  type PaymentData,
  type PaymentState,
} from '@console/contracts';
import { sql } from 'kysely';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { userDecider } from '../../customers/user.decider.js';
import { USER_EVENT_CODECS } from '../../customers/user.codecs.js';
import { AccountingStreams, refused } from '../accounting-facts.js';
import { CARD_CODECS } from '../accounting.codecs.js';
import { cardDecider } from '../card.decider.js';
import { PaymentCommand, type AccountingResult } from '../commands/accounting-commands.js';
import { AttemptReservations } from './attempt-reservations.js';
import { attemptIdOf, paymentIdOfAttempt, type CallbackResult, type GatewayResult, type HostedRedirect, type SavedCardCharge } from './card-gateway.port.js';
import { CardGateways } from './card-gateways.js';

type LivePayment = NonNullable<PaymentState>;

/** What a capture came to: the payment (complete, or pending when the gateway's answer is still unknown). */
export interface CaptureOutcome extends AccountingResult {
  readonly status: 'complete' | 'pending';
}

/** Where a gateway sends the browser and its notifications back to. */
export interface CallbackUrls {
  readonly returnUrl: string;
  readonly webhookUrl: string;
}

/**
 * Card payments through the gateways (spec 3 §7 card capture, §9 payment links), each an attempt named by its
 * payment's stream (`payment-<id>`), which the gateway keeps as its idempotency key (PayFort merchant_reference,
 * Tap reference.idempotent). The payment is recorded pending before the gateway is called; the gateway's answer
 * captures or fails it; a lost answer is settled by asking the gateway about that attempt, never by a new charge.
 */
@Injectable()
export class GatewayPayments {
  private readonly streams: AccountingStreams;
  private readonly repo: AggregateRepository;
  private readonly attempts: AttemptReservations;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.streams = new AccountingStreams(infra.store);
    this.repo = new AggregateRepository(infra.store);
    this.attempts = new AttemptReservations(infra.store);
  }

  /** The customer as a gateway needs it, from the customer's stream. */
  async customer(userId: number, provider?: GatewayProvider) {
    const facts = await this.streams.customer(userId);
    if (provider !== undefined && providerOfCountry(facts.countryId) !== provider) throw refused('userId', GATEWAY_MESSAGES.wrongProvider);
    const { state } = await this.repo.load(userDecider, USER_EVENT_CODECS, userId);
    const profile = state!.profile;
    return { ...facts, email: profile.email, name: profile.name, tapCustomerId: profile.tap_customer_id ?? null };
  }

  /** POST {provider}-capture: charge the customer's saved card (the one named, else the default active one). */
  async capture(provider: GatewayProvider, body: CaptureBody, urls: CallbackUrls, ctx: CommandContext): Promise<CaptureOutcome> {
    const earlier = body.attemptKey ? await this.attempts.holder(body.attemptKey) : undefined;
    // The key's payment, unless it was declined: then this is the caller's next try.
    if (earlier !== undefined && (await this.payment(earlier.paymentId)).status !== 'failed') return this.resume(earlier.paymentId, provider, body, urls, ctx);
    const customer = await this.customer(body.userId, provider);
    const amountErrors = validateGatewayAmount(body.amount, customer.currency);
    if (amountErrors.length > 0) throw new DomainException(validationError(amountErrors));
    if (body.invoiceId != null) {
      const invoice = await this.streams.invoice(body.invoiceId);
      if (!invoice || invoice.userId !== body.userId || !invoicePayable(invoice.status)) throw refused('invoiceId', GATEWAY_MESSAGES.invoiceNotPayable);
      if (body.amount > invoice.amount - invoice.amountPaid) throw refused('amount', GATEWAY_MESSAGES.overBalance);
    }
    const card = await this.card(body.userId, body.cardId);
    if (provider === 'tap' && !customer.tapCustomerId) throw refused('userId', GATEWAY_MESSAGES.noTapCustomer);
    // No gateway configured: refused before anything is recorded.
    const gateway = await this.gateways.gateway(provider);
    const recorded = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand(
        {
          kind: 'create', origin: 'gateway',
          body: { userId: body.userId, type: 'payment', mode: provider, amount: body.amount, currency: customer.currency, invoiceIds: body.invoiceId != null ? [body.invoiceId] : [] },
          data: { response: { eci: 'RECURRING', cardId: card.id, source: body.urlConstructionSource ?? 'AutoChargeInvoice' } },
        },
        ctx,
      ),
    );
    const id = recorded.id;
    if (body.attemptKey) {
      const holder = await this.attempts.reserve(body.attemptKey, id, earlier, ctx);
      if (holder !== id) {
        // Another call with the same key got there first: this payment is never sent to the gateway.
        await this.commands.execute(new PaymentCommand({ kind: 'fail', id, data: { response: { reason: GATEWAY_MESSAGES.attemptReused } } }, ctx));
        return this.resume(holder, provider, body, urls, ctx);
      }
    }
    const charge = this.savedCardCharge(id, body.amount, customer, card.token, urls);
    let result = await gateway.chargeSavedCard(charge);
    if (result.outcome === 'unknown') result = await gateway.settle(charge);
    return this.apply(id, result, ctx);
  }

  /** A capture asked again with the same attempt key: the payment it made, settled with the gateway when still pending. */
  private async resume(id: number, provider: GatewayProvider, body: CaptureBody, urls: CallbackUrls, ctx: CommandContext): Promise<CaptureOutcome> {
    const p = await this.payment(id);
    if (p.userId !== body.userId || p.amount !== body.amount || p.mode !== provider) throw refused('attemptKey', GATEWAY_MESSAGES.attemptReused);
    return this.reconcile(id, urls, ctx);
  }

  /** Settles a pending card payment with its gateway (after a lost answer); a settled one is answered as it is. */
  async reconcile(id: number, urls: CallbackUrls, ctx: CommandContext): Promise<CaptureOutcome> {
    const p = await this.payment(id);
    if (p.status === 'complete') return { id, position: undefined, status: 'complete' };
    if (p.status === 'failed') throw refused('card', `${GATEWAY_MESSAGES.declined}: ${String(p.data?.response?.['message'] ?? p.data?.response?.['reason'] ?? '')}`.replace(/: $/, ''));
    if (p.mode !== 'tap' && p.mode !== 'payfort') throw refused('id', GATEWAY_MESSAGES.pending);
    const cardId = p.data?.response?.['cardId'];
    // A Tap link's charge is known only by the id Tap returns to the return URL and webhook: those settle it.
    if (typeof cardId !== 'number' && p.mode === 'tap') return { id, position: undefined, status: 'pending' };
    const customer = await this.customer(p.userId, p.mode);
    const token = typeof cardId === 'number' ? (await this.card(p.userId, cardId, true)).token : '';
    const result = await (await this.gateways.gateway(p.mode)).settle(this.savedCardCharge(id, p.amount, customer, token, urls));
    return this.apply(id, result, ctx);
  }

  /** The gateway's word on an attempt, as the payment's events; a declined card is the caller's 4xx. */
  private async apply(id: number, result: GatewayResult, ctx: CommandContext): Promise<CaptureOutcome> {
    const p = await this.payment(id);
    const data: PaymentData = { response: { ...(p.data?.response ?? {}), ...result.response, message: result.message, gatewayId: result.gatewayId } as NonNullable<PaymentData['response']> };
    if (result.outcome === 'captured' && result.amount !== null && result.amount !== p.amount) {
      // Never count money the payment did not ask for: it stays pending for staff to look at.
      return { id, position: undefined, status: 'pending' };
    }
    if (result.outcome === 'captured') {
      const r = await this.commands.execute<PaymentCommand, AccountingResult>(new PaymentCommand({ kind: 'capture', id, paidAt: new Date().toISOString(), data }, ctx));
      return { id, position: r.position, status: 'complete' };
    }
    if (result.outcome === 'declined') {
      await this.commands.execute(new PaymentCommand({ kind: 'fail', id, data }, ctx));
      throw new DomainException(validationError([{ path: 'card', message: `${GATEWAY_MESSAGES.declined}: ${result.message}` }]));
    }
    return { id, position: undefined, status: 'pending' };
  }

  /** A payment link opened: a pending payment for the attempt, and where the customer's browser goes to pay. */
  async startLink(provider: GatewayProvider, userId: number, amount: number, urls: CallbackUrls, ctx: CommandContext): Promise<HostedRedirect> {
    const customer = await this.customer(userId, provider);
    const amountErrors = validateGatewayAmount(amount, customer.currency);
    if (amountErrors.length > 0) throw new DomainException(validationError(amountErrors));
    const gateway = await this.gateways.gateway(provider);
    const { id } = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand(
        {
          kind: 'create', origin: 'gateway',
          body: { userId, type: 'payment', mode: provider, amount, currency: customer.currency, invoiceIds: [] },
          data: { response: { eci: 'ECOMMERCE', source: 'adminCustomerScreen' } },
        },
        ctx,
      ),
    );
    return gateway.startHostedPayment({
      attemptId: attemptIdOf(id), amount, currency: customer.currency, customerEmail: customer.email, customerName: customer.name,
      description: `Payment ${id}`, returnUrl: urls.returnUrl, webhookUrl: urls.webhookUrl,
    });
  }

  /** A return URL or webhook: the attempt's payment captured or failed once, however often the gateway calls. */
  async callback(provider: GatewayProvider, result: CallbackResult, ctx: CommandContext): Promise<{ id: number; status: string }> {
    const id = paymentIdOfAttempt(result.attemptId);
    const p = id === undefined ? undefined : await this.streams.payment(id);
    if (id === undefined || !p || p.deleted || p.mode !== provider) throw refused('merchant_reference', GATEWAY_MESSAGES.badLink);
    if (p.status === 'pending' && result.outcome !== 'unknown') {
      await this.apply(id, result, ctx).catch((e: unknown) => {
        // A declined card at a callback is the customer's outcome, not the caller's error.
        if (!(e instanceof DomainException) || e.error.kind !== 'validation') throw e;
      });
    }
    return { id, status: (await this.payment(id)).status };
  }

  private savedCardCharge(id: number, amount: number, customer: Awaited<ReturnType<GatewayPayments['customer']>>, token: string, urls: CallbackUrls): SavedCardCharge {
    return {
      attemptId: attemptIdOf(id), amount, currency: customer.currency, customerEmail: customer.email, customerName: customer.name,
      cardToken: token, tapCustomerId: customer.tapCustomerId, description: `Payment ${id}`, returnUrl: urls.returnUrl, webhookUrl: urls.webhookUrl,
    };
  }

  /**
   * The card to charge, decided from its own stream: the one named, else the customer's default active card (the
   * cards list only points at the candidate; its stream says whether it is active and the customer's).
   */
  private async card(userId: number, cardId: number | undefined, anyStatus = false): Promise<{ id: number; token: string }> {
    let id = cardId;
    if (id === undefined) {
      const rows = await sql<{ id: number }>`SELECT id FROM rm.cards WHERE "userId" = ${userId} AND status = 'active' AND "tokenName" IS NOT NULL ORDER BY "default" DESC, id DESC LIMIT 1`.execute(this.infra.db);
      id = rows.rows[0]?.id;
      if (id === undefined) throw refused('cardId', GATEWAY_MESSAGES.noActiveCard);
    }
    const { state } = await this.repo.load(cardDecider, CARD_CODECS, id);
    if (!state || state.deleted || state.userId !== userId || (!anyStatus && state.status !== 'active') || !state.tokenName) {
      throw refused('cardId', GATEWAY_MESSAGES.cardNotCustomers);
    }
    return { id, token: state.tokenName };
  }

  private async payment(id: number): Promise<LivePayment> {
    const p = await this.streams.payment(id);
    if (!p || p.deleted) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return p;
  }
}
