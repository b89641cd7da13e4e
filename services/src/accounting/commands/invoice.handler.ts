import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  chargeSignedAmount,
  hasPermission,
  INVOICE_MESSAGES,
  isDomainError,
  type InvoiceBody,
  type InvoiceCharge,
  type InvoiceDocument,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams, Positions, refused } from '../accounting-facts.js';
import { invoiceDecider, type ChargeFact, type InvoiceCommand as InvoiceDecision } from '../invoice.decider.js';
import { InvoiceCommand, type AccountingResult } from './accounting-commands.js';

const permissionsOf = (ctx: CommandContext): readonly string[] => ctx.actor?.permissions ?? ['admin'];

/**
 * Invoices (spec 3 §2, §5, §6). An invoice takes its charges by claiming each on the charge's stream (AttachCharge
 * at the version read), so two invoices can never hold one charge; the invoice is decided first without a write, so
 * bad input claims nothing. Cancelling lets the charges go.
 */
@CommandHandler(InvoiceCommand)
export class InvoiceHandler implements ICommandHandler<InvoiceCommand, AccountingResult> {
  private readonly streams: AccountingStreams;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.streams = new AccountingStreams(infra.store);
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
          this.issueCommand(0, body, { partnerId: 1, countryId: 1, currency: 'AED' }, 0, []),
          null,
          this.now(ctx),
        ),
      );
    }
    const customer = await this.streams.customer(body.userId, 'userId', ctx.actor);
    const staff = ctx.actor === null || hasPermission(ctx.actor.permissions, 'staff');
    const charges = await this.unattached(body.chargeIds ?? [], null);
    const vat = await this.streams.vat(customer.countryId);
    const id = await this.infra.ids.next('invoice');
    const command = this.issueCommand(
      id,
      body,
      { ...customer, partnerId: staff && body.partnerId ? body.partnerId : customer.partnerId },
      vat,
      charges,
    );
    const dry = invoiceDecider.decide(command, null, this.now(ctx));
    if (isDomainError(dry)) throw new DomainException(dry);
    const date = (dry[0]!.data as { date: string }).date;
    await this.claim(id, date, charges, ctx, at);
    await this.streams.runInvoice(id, command, ctx, at);
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
    };
  }

  private async edit(id: number, body: InvoiceBody, ctx: CommandContext, at: Positions): Promise<void> {
    const invoice = await this.existing(id);
    const chargeIds = body.chargeIds ?? invoice.charges.map((c) => c.id);
    const charges = await this.unattached(chargeIds, id);
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
      charges,
    };
    const dry = invoiceDecider.decide(command, invoice, this.now(ctx));
    if (isDomainError(dry)) throw new DomainException(dry);
    const date = body.date ?? invoice.date;
    // New charges are claimed first; the date of every kept charge follows the invoice's (their edit window).
    await this.claim(id, date, charges, ctx, at);
    await this.streams.runInvoice(id, command, ctx, at);
    const kept = new Set(chargeIds);
    for (const c of invoice.charges) {
      if (!kept.has(c.id)) await this.streams.runCharge(c.id, { type: 'DetachCharge', invoiceId: id }, ctx, at);
    }
  }

  /** Spec 3 §7 SYNC_INVOICE: the invoice takes its charges' current amounts again. */
  private async sync(id: number, ctx: CommandContext, at: Positions): Promise<void> {
    const invoice = await this.existing(id);
    const charges: InvoiceCharge[] = [];
    for (const c of invoice.charges) {
      const { state } = await this.streams.charge(c.id);
      if (state && !state.deleted && state.invoiceId === id)
        charges.push({ id: c.id, amount: chargeSignedAmount(state) });
    }
    await this.streams.runInvoice(id, { type: 'SetInvoiceCharges', charges }, ctx, at);
  }

  private async cancel(id: number, ctx: CommandContext, at: Positions): Promise<void> {
    const invoice = await this.existing(id);
    const r = await this.streams.runInvoice(id, { type: 'CancelInvoice', permissions: permissionsOf(ctx) }, ctx, at);
    if (r.events.length === 0) return;
    for (const c of invoice.charges)
      await this.streams.runCharge(c.id, { type: 'DetachCharge', invoiceId: id }, ctx, at);
    // A cancelled invoice bills nothing: it no longer counts as the order's invoice (Order Complete, spec 2 §4).
    if (invoice.orderId !== null)
      await this.streams.runOrderBilling(invoice.orderId, 'Unlink', { kind: 'invoice', id }, ctx, at);
  }

  /** Claims each charge for the invoice; if one is taken meanwhile, lets the others go again and refuses. */
  private async claim(
    invoiceId: number,
    date: string,
    charges: readonly ChargeFact[],
    ctx: CommandContext,
    at: Positions,
  ): Promise<void> {
    const claimed: number[] = [];
    try {
      for (const c of charges) {
        await this.streams.runCharge(c.id, { type: 'AttachCharge', invoiceId, invoiceDate: date }, ctx, at);
        claimed.push(c.id);
      }
    } catch (e) {
      for (const id of claimed) await this.streams.runCharge(id, { type: 'DetachCharge', invoiceId }, ctx, at);
      throw e;
    }
  }

  /** The charges named, each free or already this invoice's. */
  private async unattached(ids: readonly number[], invoiceId: number | null): Promise<ChargeFact[]> {
    if (new Set(ids).size !== ids.length) throw refused('chargeIds', 'A charge is named twice');
    const facts = await this.streams.chargeFacts(ids);
    facts.forEach((c, i) => {
      if (c.invoiceId !== null && c.invoiceId !== invoiceId)
        throw refused(`chargeIds.${i}`, INVOICE_MESSAGES.chargeOnAnotherInvoice);
    });
    return facts;
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
