import crypto from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  BILLING_EVENT_CODECS,
  billableMonths,
  chargeSignedAmount,
  dayOf,
  isDomainError,
  type BillingLine,
  type BillingLineDraft,
  type BillingRunStarted,
  type BillingState,
  type InvoiceState,
} from '@console/contracts';
import { GroupedReadsEventStore, type EventStore } from '@console/infra';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { Positions } from '../accounting-streams.js';
import { INVOICE_CODECS } from '../accounting.codecs.js';
import { chargeDecider } from '../charge.decider.js';
import { invoiceDecider } from '../invoice.decider.js';
import { billingDecider, unbilledDrafts } from './billing.decider.js';
import { GroupedIds } from './grouped-ids.js';
import { BillCustomerCommand, type BillCustomerResult } from './billing-commands.js';
import { BillingFacts, type BillingCustomer } from './billing-facts.js';

/** Charges a resumed run checks and makes at once (each read, then appended only when missing). */
const WRITE_CONCURRENCY = 32;

type Loaded<S> = { readonly state: S; readonly version: number };

/** A stream whose id was reserved just now: empty. */
const NEW_STREAM: Loaded<InvoiceState> = { state: invoiceDecider.initialState, version: 0 };

const mapLimited = async <T, R>(xs: readonly T[], limit: number, f: (x: T) => Promise<R>): Promise<R[]> => {
  const out = new Array<R>(xs.length);
  let next = 0;
  const worker = async () => {
    while (next < xs.length) {
      const i = next++;
      out[i] = await f(xs[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, xs.length) }, worker));
  return out;
};

const isConflict = (e: unknown): boolean => e instanceof DomainException && e.error.kind === 'conflict';

/**
 * Bills a customer's storages up to a date. The months are reserved first on the customer's billing stream
 * (BillingRunStarted, with the ids of the charges and the invoice it will make, appended at the version read: two
 * runs never reserve one month); then each charge is created on its own stream already held by the invoice, the
 * invoice is issued over them (the charge and invoice deciders), and the run is marked completed. A run left open
 * by a crash is completed by the next run of the customer, each step creating only what is missing.
 */
@CommandHandler(BillCustomerCommand)
export class BillCustomerHandler implements ICommandHandler<BillCustomerCommand, BillCustomerResult> {
  /**
   * Where billing reads its facts: the reads of the customers billed at once (the monthly run bills 32 at a time)
   * go together, a few queries for all of them instead of a few each.
   */
  private readonly reads: EventStore;
  /** The charge and invoice ids of the customers billed at once, drawn together likewise. */
  private readonly ids: GroupedIds;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.reads = new GroupedReadsEventStore(infra.store);
    this.ids = new GroupedIds(infra.ids);
  }

  async execute({ userId, till, ctx, request }: BillCustomerCommand): Promise<BillCustomerResult> {
    const facts = new BillingFacts(this.infra, this.reads);
    const at = new Positions();
    // What the run decides from, read side by side: the customer, its billing stream, its storages (one query).
    const [customer, storageIds, opened] = await Promise.all([
      facts.customer(userId),
      request ? Promise.resolve([...request.storageIds]) : facts.storageIdsOf(userId),
      facts.streams.repo.load(billingDecider, BILLING_EVENT_CODECS, userId),
    ]);
    const [read, billing] = await Promise.all([
      facts.storages(storageIds, customer),
      this.completeOpen(facts, customer, opened, ctx, at),
    ]);
    const bases = read.bases
      .filter((b) => b !== null)
      .map((b) => (request && (b.end === null || b.end > request.endAt) ? { ...b, end: request.endAt } : b));
    const now = ctx.occurredAt ?? new Date();
    const { state } = billing;
    const inherited = await this.takeOver(facts, customer.userId, read.formerOwners, ctx, at);
    const reclaimed = bases.flatMap((b) => (state.handedOver.has(b.storageId) ? [b.storageId] : []));
    const drafts = bases
      .flatMap((b) => billableMonths(b, till, (k) => state.billed.has(k) || inherited.has(k)))
      .filter((d) => this.acceptable(d, customer, now))
      .map((d) => ({ ...d, requestId: request?.id ?? null }));
    const unbilled = unbilledDrafts(state, drafts);
    if (unbilled.length === 0)
      return { status: 'bill_nothing', invoiceId: null, chargeIds: [], months: 0, position: at.last };
    const [chargeIds, invoiceId] = await Promise.all([
      this.ids.nextMany('charge', unbilled.filter((d) => d.amount > 0).length),
      request || customer.postpaid ? Promise.resolve(null) : this.ids.next('invoice'),
    ]);
    const invoice = invoiceId === null ? null : { id: invoiceId, date: dayOf(now) };
    const runId = crypto.randomUUID();
    // Reserved at the version read above; another run that reserved meanwhile makes it read and decide again.
    const started = await facts.streams.repo.run({
      decider: billingDecider,
      codecs: BILLING_EVENT_CODECS,
      id: userId,
      known: billing,
      command: (s) => {
        // Another run reserved meanwhile: finish it first (outside this choice), bill nothing here.
        if (s.open)
          throw new DomainException({
            kind: 'conflict',
            message: `Billing run ${s.open.runId} of customer ${userId} is in progress; try again`,
          });
        return { type: 'StartBillingRun' as const, userId, runId, till, drafts, chargeIds, invoice, reclaimed };
      },
      ctx,
    });
    at.note(started.position);
    const run = started.events[0]?.data as BillingRunStarted | undefined;
    if (!run) return { status: 'bill_nothing', invoiceId: null, chargeIds: [], months: 0, position: at.last };
    await this.complete(facts, customer, run, ctx, at, { state: started.state, version: billing.version + 1 });
    const made = run.lines.flatMap((l) => (l.chargeId === null ? [] : [l.chargeId]));
    return {
      status: 'billed',
      invoiceId: run.invoice?.id ?? null,
      chargeIds: made,
      months: run.lines.length,
      position: at.last,
    };
  }

  /**
   * A storage that belonged to other customers before: each of them hands it over on its billing stream (appended
   * at the version read, so a run of theirs racing this one fails its reservation and, deciding again, leaves the
   * storage out), and the months they billed of it count as billed here: a storage month is billed once whoever
   * owns the storage. Nothing to do, and no read, for a storage that never changed customer.
   */
  private async takeOver(
    facts: BillingFacts,
    userId: number,
    formerOwners: ReadonlyMap<number, readonly number[]>,
    ctx: CommandContext,
    at: Positions,
  ): Promise<Set<string>> {
    const inherited = new Set<string>();
    const byOwner = new Map<number, number[]>();
    for (const [storageId, owners] of formerOwners)
      for (const owner of owners) byOwner.set(owner, [...(byOwner.get(owner) ?? []), storageId]);
    await Promise.all(
      [...byOwner].map(async ([owner, storageIds]) => {
        for (const storageId of storageIds) {
          const command = { type: 'HandOverStorage' as const, userId: owner, storageId, toUserId: userId };
          const handed = await facts.streams.repo.run({
            decider: billingDecider,
            codecs: BILLING_EVENT_CODECS,
            id: owner,
            command,
            ctx,
          });
          at.note(handed.position);
          // The owner's months of the storage as of the hand-over: it bills none after it.
          const prefix = `${storageId}:`;
          for (const key of handed.state.billed) if (key.startsWith(prefix)) inherited.add(key);
        }
      }),
    );
    return inherited;
  }

  /** A draft the charge rules refuse (a year before 2015) would leave its run open for ever: it is not billed. */
  private acceptable(d: BillingLineDraft, customer: BillingCustomer, now: Date): boolean {
    if (d.amount <= 0) return true;
    const dry = chargeDecider.decide(
      {
        type: 'CreateCharge',
        id: 1,
        fields: this.chargeFields(customer, { ...d, requestId: null, chargeId: 1 }),
        origin: 'system',
        invoice: null,
      },
      null,
      now,
    );
    if (isDomainError(dry))
      console.error(`[billing] storage ${d.storageId} ${d.year}-${d.month} not billed: ${dry.message}`);
    return !isDomainError(dry);
  }

  /** The billing stream with no run open: one left open by a crash is completed first, and the stream read again. */
  private async completeOpen(
    facts: BillingFacts,
    customer: BillingCustomer,
    read: Loaded<BillingState>,
    ctx: CommandContext,
    at: Positions,
  ): Promise<Loaded<BillingState>> {
    if (!read.state.open) return read;
    await this.complete(facts, customer, read.state.open, ctx, at);
    return facts.streams.repo.load(billingDecider, BILLING_EVENT_CODECS, customer.userId);
  }

  /**
   * The run's charges and invoice, each made only when missing, then the run's completion. `fresh`: the billing
   * stream as this run reserved it just now, so its charge and invoice streams (new ids) are empty: each is decided
   * on the empty stream and appended expecting none, without reading it first (one that exists after all: another
   * completer made it), and the completion is appended at the reserved version without reading the stream again.
   */
  private async complete(
    facts: BillingFacts,
    customer: BillingCustomer,
    run: BillingRunStarted,
    ctx: CommandContext,
    at: Positions,
    fresh?: Loaded<BillingState>,
  ): Promise<void> {
    const lines = run.lines.filter((l): l is BillingLine & { chargeId: number } => l.chargeId !== null);
    const vat = run.invoice ? facts.streams.vat(customer.countryId) : Promise.resolve(0);
    const issue = async () => {
      if (run.invoice) await this.issueInvoice(facts, customer, run, lines, await vat, ctx, at, fresh !== undefined);
    };
    if (fresh) {
      // New streams, decided on what the reservation holds: the charges and the invoice commit side by side (in
      // the same group commits), the completion after both.
      await Promise.all([this.startCharges(facts, customer, run, lines, ctx, at), issue()]);
    } else {
      await mapLimited(lines, WRITE_CONCURRENCY, (l) => this.createCharge(facts, customer, run, l, ctx, at));
      await issue();
    }
    const command = { type: 'CompleteBillingRun' as const, runId: run.runId };
    const done = fresh
      ? await facts.streams.repo.run({
          decider: billingDecider,
          codecs: BILLING_EVENT_CODECS,
          id: customer.userId,
          known: fresh,
          command,
          ctx,
        })
      : await facts.streams.repo.run({
          decider: billingDecider,
          codecs: BILLING_EVENT_CODECS,
          id: customer.userId,
          command,
          ctx,
        });
    at.note(done.position);
  }

  private chargeFields(customer: BillingCustomer, l: BillingLine) {
    return {
      type: l.type,
      amount: l.amount,
      currency: customer.currency,
      description: l.description,
      year: l.year,
      month: l.month,
      startDate: l.startDate,
      endDate: l.endDate,
      userId: customer.userId,
      partnerId: customer.partnerId,
      countryId: customer.countryId,
      orderId: l.orderId,
      requestId: l.requestId,
      storageId: l.storageId,
      metadata: l.metadata,
    };
  }

  /**
   * A fresh run's charges: new ids, so each is decided on its empty stream, and all start together in one write
   * (the repository's `start`: one statement for the customer's charges, not one append each). One that exists
   * already was made by another completer of the same run: done.
   */
  private async startCharges(
    facts: BillingFacts,
    customer: BillingCustomer,
    run: BillingRunStarted,
    lines: readonly (BillingLine & { chargeId: number })[],
    ctx: CommandContext,
    at: Positions,
  ) {
    const position = await facts.streams.repo.start({
      decider: chargeDecider,
      records: lines.map((l) => ({
        id: l.chargeId,
        command: {
          type: 'CreateCharge' as const,
          id: l.chargeId,
          fields: this.chargeFields(customer, l),
          origin: 'system' as const,
          invoice: run.invoice,
        },
      })),
      ctx,
    });
    at.note(position);
  }

  private async createCharge(
    facts: BillingFacts,
    customer: BillingCustomer,
    run: BillingRunStarted,
    l: BillingLine & { chargeId: number },
    ctx: CommandContext,
    at: Positions,
  ) {
    const id = l.chargeId;
    if ((await facts.streams.charge(id)).state) return;
    try {
      const command = {
        type: 'CreateCharge' as const,
        id,
        fields: this.chargeFields(customer, l),
        origin: 'system' as const,
        invoice: run.invoice,
      };
      await facts.streams.runCharge(id, command, ctx, at);
    } catch (e) {
      // Another completer of the same run made it meanwhile.
      if (!isConflict(e) || !(await facts.streams.charge(id)).state) throw e;
    }
  }

  private async issueInvoice(
    facts: BillingFacts,
    customer: BillingCustomer,
    run: BillingRunStarted,
    lines: readonly (BillingLine & { chargeId: number })[],
    vat: number,
    ctx: CommandContext,
    at: Positions,
    fresh: boolean,
  ) {
    const invoice = run.invoice!;
    if (!fresh && (await facts.streams.invoice(invoice.id))) return;
    const charges = lines.map((l) => ({
      id: l.chargeId,
      type: l.type,
      signedAmount: chargeSignedAmount({ type: l.type, amount: l.amount }),
      userId: customer.userId,
      countryId: customer.countryId,
    }));
    const command = {
      type: 'IssueInvoice' as const,
      id: invoice.id,
      invoiceType: 'recurring' as const,
      date: invoice.date,
      dueDate: undefined,
      userId: customer.userId,
      partnerId: customer.partnerId,
      countryId: customer.countryId,
      orderId: null,
      currency: customer.currency,
      vat,
      charges,
    };
    try {
      if (fresh)
        at.note(
          (
            await facts.streams.repo.run({
              decider: invoiceDecider,
              codecs: INVOICE_CODECS,
              id: invoice.id,
              known: NEW_STREAM,
              command,
              ctx,
            })
          ).position,
        );
      else await facts.streams.runInvoice(invoice.id, command, ctx, at);
    } catch (e) {
      if (!isConflict(e) || !(await facts.streams.invoice(invoice.id))) throw e;
    }
  }
}
