import {
  chargeSignedAmount,
  countryById,
  currencyOfCountry,
  isCountryId,
  money,
  validationError,
  type ChargeState,
  type Currency,
  type GlobalPosition,
  type InvoiceState,
  ORDER_BILLING_EVENT_CODECS,
  type OrderBillingCommand,
  type OrderBillingState,
  type PaymentState,
  streamIdOf,
  type UserState,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository } from '../core/aggregate-repository.js';
import type { CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { configurationValue } from '../core/resources/configuration-values.js';
import { readCatalogueRecord } from '../core/resources/resource-record.js';
import { readUser } from '../customers/customers.facts.js';
import { readRequest, readStorage } from '../operations/operations.facts.js';
import { readOrder } from '../sales/sales.facts.js';
import { CHARGE_CODECS, INVOICE_CODECS, PAYMENT_CODECS } from './accounting.codecs.js';
import { chargeDecider, type ChargeCommand } from './charge.decider.js';
import { invoiceDecider, type ChargeFact, type ChargeHold, type InvoiceCommand } from './invoice.decider.js';
import { orderBillingDecider } from './order-billing.decider.js';
import { paymentDecider, type PaymentCommand } from './payment.decider.js';

export const refused = (path: string, message: string) => new DomainException(validationError([{ path, message }]));

/** A customer that does not exist, or that a partner user may not name: answered alike, so nothing leaks. */
const noUser = (path: string, userId: number) => refused(path, `No user found for id '${userId}'`);

export interface CustomerFacts {
  readonly partnerId: number;
  readonly countryId: number;
  readonly currency: Currency;
}

/** The customer's partner, country and currency from its stream's state; a missing user or country is a field error. */
export const customerFactsOf = (userId: number, state: UserState, path = 'userId'): CustomerFacts => {
  if (!state) throw noUser(path, userId);
  const countryId = state.profile.countryId;
  if (!isCountryId(countryId)) throw refused(path, `The user's country ${countryId} is unknown`);
  return { partnerId: state.profile.partnerId, countryId, currency: currencyOfCountry(countryId) };
};

/** What a run of appends over several streams reached: the last position, for read-your-writes. */
export class Positions {
  last: GlobalPosition | undefined;
  note(p: GlobalPosition | undefined): void {
    if (p !== undefined) this.last = p;
  }
}

/**
 * The streams accounting decides from (ARCHITECTURE §1: never a read model): the customer's, the order's, the
 * country's (VAT), and its own charges, invoices and payments. Each `run*` decides one command on one stream and
 * notes the position it reached.
 */
export class AccountingStreams {
  readonly repo: AggregateRepository;

  constructor(readonly store: EventStore) {
    this.repo = new AggregateRepository(store);
  }

  /**
   * The customer's facts. With the acting user: a partner user names only its own partner's customers (ARCHITECTURE
   * §6, spec 3 §2 reduced set); another partner's customer is answered as a missing one, so nothing leaks.
   */
  async customer(userId: number, path = 'userId', actor?: CommandContext['actor']): Promise<CustomerFacts> {
    const facts = customerFactsOf(userId, await readUser(this.store, userId), path);
    if (actor?.isPartner === true && facts.partnerId !== actor.partnerId) throw noUser(path, userId);
    return facts;
  }

  /** The order's customer, or undefined when there is no such order. */
  async orderUserId(orderId: number): Promise<number | null | undefined> {
    const order = await readOrder(this.store, orderId);
    return order ? order.userId : undefined;
  }

  /** The request's customer, or undefined when there is no such request (its stream, read through operations' facts). */
  async requestUserId(requestId: number): Promise<number | null | undefined> {
    const request = await readRequest(this.store, requestId);
    return request ? request.userId : undefined;
  }

  /** The storage's customer, or undefined when there is no such storage. */
  async storageUserId(storageId: number): Promise<number | null | undefined> {
    const storage = await readStorage(this.store, storageId);
    return storage ? storage.userId : undefined;
  }

  /** A charge's serviceId names a service type of the catalogue (spec 3 §3; the order's services are types). */
  async serviceTypeExists(id: number): Promise<boolean> {
    return (await readCatalogueRecord(this.store, 'service-types', id)) !== null;
  }

  /**
   * The named charges as an invoice follows them (issue 30): each holds the invoice when its stream says it is
   * live and names it; `versions` are the stream versions read, so the caller can tell whether they moved since.
   */
  async chargeHolds(
    invoiceId: number,
    ids: readonly number[],
  ): Promise<{ holds: ChargeHold[]; versions: Map<number, number> }> {
    const holds: ChargeHold[] = [];
    const versions = new Map<number, number>();
    for (const id of ids) {
      const { state, version } = await this.charge(id);
      versions.set(id, version);
      const live = state !== null && !state.deleted;
      holds.push({
        id,
        holds: live && state.invoiceId === invoiceId,
        signedAmount: state ? chargeSignedAmount(state) : money(0),
      });
    }
    return { holds, versions };
  }

  /** The current version of each charge's stream (0: none), in one read. */
  async chargeVersions(ids: readonly number[]): Promise<Map<number, number>> {
    const last = await this.store.readLastEvents(ids.map((id) => streamIdOf(chargeDecider.category, id)));
    return new Map(ids.map((id) => [id, last.get(streamIdOf(chargeDecider.category, id))?.streamVersion ?? 0]));
  }

  /**
   * The country's VAT percent: its configuration (issue 34 §6, /configurations), else its catalogue record (spec 3
   * §3 Country.vat, what countries made before configurations hold), else the seed value. An invoice records the
   * percent it was issued with, so a later change reaches only the invoices issued after it.
   */
  async vat(countryId: number): Promise<number> {
    const configured = await configurationValue(this.store, countryId, 'vat');
    if (configured !== undefined) return Number(configured);
    const record = await readCatalogueRecord(this.store, 'country', countryId);
    const vat = record?.['vat'];
    return typeof vat === 'number' ? vat : (countryById(countryId)?.vat ?? 0);
  }

  async charge(id: number): Promise<{ state: ChargeState; version: number }> {
    return this.repo.load(chargeDecider, CHARGE_CODECS, id);
  }

  async invoice(id: number): Promise<InvoiceState> {
    return (await this.repo.load(invoiceDecider, INVOICE_CODECS, id)).state;
  }

  async payment(id: number): Promise<PaymentState> {
    return (await this.repo.load(paymentDecider, PAYMENT_CODECS, id)).state;
  }

  /** The live charges named, as an invoice reads them; a missing or deleted one is a field error. */
  async chargeFacts(
    ids: readonly number[],
    path = 'chargeIds',
  ): Promise<(ChargeFact & { invoiceId: number | null })[]> {
    const out: (ChargeFact & { invoiceId: number | null })[] = [];
    for (const [i, id] of ids.entries()) {
      const { state } = await this.charge(id);
      if (!state || state.deleted) throw refused(`${path}.${i}`, `No charge found for id '${id}'`);
      out.push({
        id,
        type: state.type,
        signedAmount: chargeSignedAmount(state),
        userId: state.userId,
        countryId: state.countryId,
        invoiceId: state.invoiceId,
      });
    }
    return out;
  }

  async runCharge(id: number, command: ChargeCommand, ctx: CommandContext, at: Positions) {
    const r = await this.repo.run({ decider: chargeDecider, codecs: CHARGE_CODECS, id, command, ctx });
    at.note(r.position);
    return r;
  }

  async runInvoice(id: number, command: InvoiceCommand, ctx: CommandContext, at: Positions) {
    const r = await this.repo.run({ decider: invoiceDecider, codecs: INVOICE_CODECS, id, command, ctx });
    at.note(r.position);
    return r;
  }

  /** The charges and invoices that name the order (spec 2 §4 Order Complete). */
  async orderBilling(orderId: number): Promise<OrderBillingState> {
    return (await this.repo.load(orderBillingDecider, ORDER_BILLING_EVENT_CODECS, orderId)).state;
  }

  /** Notes on the order's billing stream that a charge or invoice now names it (Link) or no longer does (Unlink). */
  async runOrderBilling(
    orderId: number,
    type: OrderBillingCommand['type'],
    record: OrderBillingCommand['record'],
    ctx: CommandContext,
    at: Positions,
  ) {
    const r = await this.repo.run({
      decider: orderBillingDecider,
      codecs: ORDER_BILLING_EVENT_CODECS,
      id: orderId,
      command: { type, orderId, record },
      ctx,
    });
    at.note(r.position);
    return r;
  }

  async runPayment(id: number, command: PaymentCommand, ctx: CommandContext, at: Positions) {
    const r = await this.repo.run({ decider: paymentDecider, codecs: PAYMENT_CODECS, id, command, ctx });
    at.note(r.position);
    return r;
  }
}
