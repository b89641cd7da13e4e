import type { DomainError, InvoiceState, PaymentData } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { sql } from 'kysely';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { DomainException } from '../../core/domain.exception.js';
import type { Infrastructure } from '../../core/infrastructure.js';
import { readUser } from '../../customers/customers.facts.js';
import { AccountingStreams } from '../accounting-streams.js';
import { CARD_CODECS } from '../accounting.codecs.js';
import { cardDecider } from '../card.decider.js';
import type { CardCandidate, GatewayCustomer, LivePayment } from './card-attempt.decider.js';
import { attemptIdOf, type GatewayResult, type SavedCardCharge } from './card-gateway.port.js';
import type { CallbackUrls } from './gateway-commands.js';

/** The streams a card gateway step decides from (ARCHITECTURE §1: never a read model). */
export class GatewayFacts {
  readonly streams: AccountingStreams;
  private readonly repo: AggregateRepository;

  constructor(
    store: EventStore,
    private readonly db: Infrastructure['db'],
  ) {
    this.streams = new AccountingStreams(store);
    this.repo = new AggregateRepository(store);
  }

  async customer(userId: number): Promise<GatewayCustomer> {
    const facts = await this.streams.customer(userId);
    const profile = (await readUser(this.streams.store, userId))!.profile;
    return { ...facts, email: profile.email, name: profile.name, tapCustomerId: profile.tap_customer_id ?? null };
  }

  async invoice(id: number | null | undefined): Promise<InvoiceState | undefined> {
    return id == null ? undefined : this.streams.invoice(id);
  }

  /**
   * The card named, else the customer's default active card: the cards list only points at the candidate; its
   * stream says whether it is active and the customer's.
   */
  async card(userId: number, cardId: number | undefined): Promise<CardCandidate | undefined> {
    let id = cardId;
    if (id === undefined) {
      const rows = await sql<{
        id: number;
      }>`SELECT id FROM rm.cards WHERE "userId" = ${userId} AND status = 'active' AND "tokenName" IS NOT NULL ORDER BY "default" DESC, id DESC LIMIT 1`.execute(
        this.db,
      );
      id = rows.rows[0]?.id;
      if (id === undefined) return undefined;
    }
    const { state } = await this.repo.load(cardDecider, CARD_CODECS, id);
    return { id, state };
  }

  async payment(id: number): Promise<LivePayment> {
    const p = await this.streams.payment(id);
    if (!p || p.deleted) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return p;
  }
}

/** The one attempt a saved-card charge (or a settle of it) names: the payment's stream, the gateway's idempotency key. */
export const savedCardCharge = (
  id: number,
  amount: number,
  customer: GatewayCustomer,
  cardToken: string,
  urls: CallbackUrls,
  /** The attempt the gateway knows it by: the payment's own unless the capture of an invoice named it (issue 30). */
  attemptId: string = attemptIdOf(id),
): SavedCardCharge => ({
  attemptId,
  amount,
  currency: customer.currency,
  customerEmail: customer.email,
  customerName: customer.name,
  cardToken,
  tapCustomerId: customer.tapCustomerId,
  description: `Payment ${id}`,
  returnUrl: urls.returnUrl,
  webhookUrl: urls.webhookUrl,
});

/** The gateway's fields kept on the payment, over what it already held (the card, the source). */
export const gatewayData = (p: LivePayment, result: GatewayResult): PaymentData => ({
  response: {
    ...(p.data?.response ?? {}),
    ...result.response,
    message: result.message,
    gatewayId: result.gatewayId,
  },
});

/** A decision's refusal, thrown for the HTTP filter to answer in the spec's words. */
export const refuse = (error: DomainError | undefined): void => {
  if (error) throw new DomainException(error);
};
