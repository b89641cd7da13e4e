import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  hasPermission,
  INVOICE_MESSAGES,
  isDomainError,
  type InvoiceBody,
  type InvoiceDocument,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams, Positions, refused } from '../accounting-streams.js';
import { invoiceDecider, type ChargeFact, type InvoiceCommand as InvoiceDecision } from '../invoice.decider.js';
import { InvoiceCommand, type AccountingResult } from './accounting-commands.js';
import { ChargeClaims } from './charge-claims.js';
import { InvoiceFollower } from './invoice-follower.js';

const permissionsOf = (ctx: CommandContext): readonly string[] => ctx.actor?.permissions ?? ['admin'];

type HeldFact = ChargeFact & { readonly invoiceId: number | null };

/**
 * Invoices (spec 3 §2, §5, §6, §7; issue 30). Which invoice holds a charge is the charge's own stream's fact: an
 * invoice takes a charge by AttachCharge at the charge's version and lets it go by DetachCharge, so two invoices
 * never hold one charge. The invoice's list and totals then FOLLOW its charges (InvoiceFollower: decided on the
 * invoice's current state at every attempt, never a list re-applied from a first read). Everything a call can be
 * refused for is decided before its first append; a claim lost to a concurrent invoice lets the others go again.
 */
@CommandHandler(InvoiceCommand)
export class InvoiceHandler implements ICommandHandler<InvoiceCommand, AccountingResult> {
  private readonly streams: AccountingStreams;
  private readonly follower: InvoiceFollower;
  private readonly claims: ChargeClaims;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.streams = new AccountingStreams(infra.store);
    this.follower = new InvoiceFollower(this.streams);
    this.claims = new ChargeClaims(this.streams);
  }

  async execute({ action, ctx }: InvoiceCommand): Promise<AccountingResult> {
    const at = new Positions();
    switch (action.kind) {
      case 'create':
        return { id: await this.issue(action.body, ctx, at), position: at.last };
      case 'edit':
        await (action.body.status === 'SYNC_INVOICE'
          ? this.sync(action.id, ctx, at)
          : this.edit(action.id, action.body, ctx, at));
        return { id: action.id, position: at.last };
      case 'cancel':
        await this.cancel(action.id, ctx, at);
        return { id: action.id, position: at.last };
    }
  }

  private async issue(body: InvoiceBody, ctx: CommandContext, at: Positions): Promise<number> {
    if (body.userId === undefined) {
      throw refusedAll(
        invoiceDecider.decide(
          this.issueCommand(0, body, { partnerId: 1, countryId: 1, currency: 'AED' }, 0, [], ctx),
          null,
          this.now(ctx),
        ),
      );
    }
    const customer = await this.streams.customer(body.userId, 'userId', ctx.actor);
    if (body.orderId != null) await this.checkOrder(body.orderId, body.userId);
    const staff = ctx.actor === null || hasPermission(ctx.actor.permissions, 'staff');
    const charges = await this.free(body.chargeIds ?? [], null);
    const vat = await this.streams.vat(customer.countryId);
    const id = await this.infra.ids.next('invoice');
    const command = this.issueCommand(
      id,
      body,
      { ...customer, partnerId: staff && body.partnerId ? body.partnerId : customer.partnerId },
      vat,
      charges,
      ctx,
    );
    const dry = invoiceDecider.decide(command, null, this.now(ctx));
    if (isDomainError(dry)) throw new DomainException(dry);
    const date = (dry[0]!.data as { date: string }).date;
    const claimed = await this.claims.claim(id, date, charges, ctx, at);
    try {
      await this.streams.runInvoice(id, command, ctx, at);
    } catch (e) {
      await this.claims.release(id, claimed, ctx, at);
      throw e;
    }
    // A charge edited or deleted between its read and the issue: the invoice follows it now.
    await this.follower.follow(
      id,
      charges.map((c) => c.id),
      ctx,
      at,
    );
    if (body.orderId != null)
      await this.streams.runOrderBilling(body.orderId, 'Link', { kind: 'invoice', id }, ctx, at);
    return id;
  }

  private issueCommand(
    id: number,
    body: InvoiceBody,
    customer: { partnerId: number; countryId: number; currency: 'AED' | 'KWD' | 'SAR' },
    vat: number,
    charges: readonly ChargeFact[],
    ctx: CommandContext,
  ): InvoiceDecision {
    return {
      type: 'IssueInvoice',
      id,
      invoiceType: body.type,
      date: body.date,
      dueDate: body.dueDate,
      userId: body.userId,
      partnerId: customer.partnerId,
      countryId: customer.countryId,
      orderId: body.orderId ?? null,
      currency: customer.currency,
      vat,
      charges,
      permissions: permissionsOf(ctx),
    };
  }

  private async edit(id: number, body: InvoiceBody, ctx: CommandContext, at: Positions): Promise<void> {
    const invoice = await this.existing(id);
    // Fields an edit cannot change are refused, not ignored (the form sends the customer unchanged).
    if (body.userId !== undefined && body.userId !== invoice.userId)
      throw refused('userId', INVOICE_MESSAGES.userUnchangeable);
    if (body.orderId !== undefined && body.orderId !== invoice.orderId)
      throw refused('orderId', INVOICE_MESSAGES.orderUnchangeable);
    const chosen = body.chargeIds;
    const holding = chosen ? await this.free(chosen, id) : await this.members(invoice);
    const staff = ctx.actor === null || hasPermission(ctx.actor.permissions, 'staff');
    const command: InvoiceDecision = {
      type: 'EditInvoice',
      permissions: permissionsOf(ctx),
      changes: {
        type: body.type,
        date: body.date,
        dueDate: body.dueDate,
        ...(staff && body.partnerId ? { partnerId: body.partnerId } : {}),
      },
      holding,
      chargesChosen: chosen !== undefined,
    };
    const dry = invoiceDecider.decide(command, invoice, this.now(ctx));
    if (isDomainError(dry)) throw new DomainException(dry);
    const date = body.date ?? invoice.date;
    // The charges are claimed first (the step a concurrent invoice can refuse); each kept one takes the invoice's
    // date (its edit window, spec 3 §2).
    const claimed = await this.claims.claim(id, date, holding, ctx, at);
    try {
      await this.streams.runInvoice(id, command, ctx, at);
    } catch (e) {
      await this.claims.release(id, claimed, ctx, at);
      throw e;
    }
    const kept = new Set(holding.map((c) => c.id));
    const dropped = chosen ? invoice.charges.map((c) => c.id).filter((c) => !kept.has(c)) : [];
    await this.claims.release(id, dropped, ctx, at);
    await this.follower.follow(id, [...kept, ...dropped], ctx, at);
  }

  /**
   * Spec 3 §7 SYNC_INVOICE: the invoice follows every charge it holds or that names it, as their streams stand,
   * under the month rules of spec 3 §6 (invoiceEditRefusal), and its totals follow the rounding rule. The read
   * model only proposes charges that name the invoice; each is judged on its own stream.
   */
  private async sync(id: number, ctx: CommandContext, at: Positions): Promise<void> {
    const invoice = await this.existing(id);
    const named = await this.infra.db.selectFrom('rm.charges').select('id').where('invoiceId', '=', id).execute();
    const candidates = [...invoice.charges.map((c) => c.id), ...named.map((r) => r.id)];
    await this.follower.follow(id, candidates, ctx, at, { permissions: permissionsOf(ctx), round: true });
  }

  private async cancel(id: number, ctx: CommandContext, at: Positions): Promise<void> {
    await this.existing(id);
    const r = await this.streams.runInvoice(id, { type: 'CancelInvoice', permissions: permissionsOf(ctx) }, ctx, at);
    if (r.events.length === 0) return;
    const invoice = r.state!;
    await this.claims.release(
      id,
      invoice.charges.map((c) => c.id),
      ctx,
      at,
    );
    // A cancelled invoice bills nothing: it no longer counts as the order's invoice (Order Complete, spec 2 §4).
    if (invoice.orderId !== null)
      await this.streams.runOrderBilling(invoice.orderId, 'Unlink', { kind: 'invoice', id }, ctx, at);
  }

  /** The charges named, each live, and free or already this invoice's. */
  private async free(ids: readonly number[], invoiceId: number | null): Promise<HeldFact[]> {
    if (new Set(ids).size !== ids.length) throw refused('chargeIds', 'A charge is named twice');
    const facts = await this.streams.chargeFacts(ids);
    facts.forEach((c, i) => {
      if (c.invoiceId !== null && c.invoiceId !== invoiceId)
        throw refused(`chargeIds.${i}`, INVOICE_MESSAGES.chargeOnAnotherInvoice);
    });
    return facts;
  }

  /** The invoice's charges that still hold it, as their streams stand (an edit that names no charges). */
  private async members(invoice: InvoiceDocument): Promise<HeldFact[]> {
    const out: HeldFact[] = [];
    for (const c of invoice.charges) {
      const { state } = await this.streams.charge(c.id);
      if (!state || state.deleted || state.invoiceId !== invoice.id) continue;
      const [fact] = await this.streams.chargeFacts([c.id]);
      out.push(fact!);
    }
    return out;
  }

  /** Issue 30: an invoice's order exists and is its customer's. */
  private async checkOrder(orderId: number, userId: number): Promise<void> {
    const owner = await this.streams.orderUserId(orderId);
    if (owner === undefined) throw refused('orderId', `${INVOICE_MESSAGES.orderNotFound} '${orderId}'`);
    if (owner !== userId) throw refused('orderId', INVOICE_MESSAGES.orderOfAnotherUser);
  }

  private async existing(id: number): Promise<InvoiceDocument> {
    const invoice = await this.streams.invoice(id);
    if (!invoice) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return invoice;
  }

  private now(ctx: CommandContext): Date {
    return ctx.occurredAt ?? new Date();
  }
}

const refusedAll = (r: ReturnType<typeof invoiceDecider.decide>): DomainException =>
  new DomainException(
    isDomainError(r)
      ? r
      : {
          kind: 'validation',
          message: 'Validation error',
          errors: [{ path: 'userId', message: INVOICE_MESSAGES.userRequired }],
        },
  );
