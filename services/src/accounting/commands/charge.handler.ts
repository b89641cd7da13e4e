import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CHARGE_MESSAGES,
  chargeChangeable,
  chargeFitsInvoice,
  chargeSignedAmount,
  dayOf,
  hasPermission,
  INVOICE_MESSAGES,
  type ChargeState,
  type InvoiceCharge,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams, Positions, refused } from '../accounting-facts.js';
import type { ChargeInput } from '../charge.decider.js';
import { ChargeCommand, type AccountingResult } from './accounting-commands.js';

type LiveCharge = NonNullable<ChargeState>;

/**
 * Charges (spec 3 §2, §5): the charge's own stream decides; when the charge sits on an invoice, the invoice's
 * totals follow it (SetInvoiceCharges), and a charge given an invoice on its form joins that invoice.
 */
@CommandHandler(ChargeCommand)
export class ChargeHandler implements ICommandHandler<ChargeCommand, AccountingResult> {
  private readonly streams: AccountingStreams;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.streams = new AccountingStreams(infra.store);
  }

  async execute({ action, ctx }: ChargeCommand): Promise<AccountingResult> {
    const at = new Positions();
    switch (action.kind) {
      case 'create':
        return { id: await this.create(action.body, action.origin, ctx, at), position: at.last };
      case 'edit':
        await this.edit(action.id, action.body, ctx, at);
        return { id: action.id, position: at.last };
      case 'delete':
        await this.remove(action.id, ctx, at);
        return { id: action.id, position: at.last };
    }
  }

  private async create(
    body: ChargeInput & { invoiceId?: number | null },
    origin: 'form' | 'system',
    ctx: CommandContext,
    at: Positions,
  ): Promise<number> {
    const { invoiceId, ...rest } = body;
    const fields: { -readonly [K in keyof ChargeInput]: ChargeInput[K] } = { ...rest };
    if (fields.userId !== undefined) {
      const customer = await this.streams.customer(fields.userId, 'userId', ctx.actor);
      // The partner is the customer's unless staff chose one (spec 3 §2: the partner selector is staff's).
      const staff = ctx.actor === null || hasPermission(ctx.actor.permissions, 'staff');
      fields.partnerId = staff && body.partnerId !== undefined ? body.partnerId : customer.partnerId;
    }
    if (fields.orderId != null) await this.checkOrder(fields.orderId, fields.userId);
    const invoice = invoiceId != null ? await this.joinable(invoiceId, fields, ctx) : null;
    const id = await this.infra.ids.next('charge');
    const created = await this.streams.runCharge(
      id,
      { type: 'CreateCharge', id, fields, origin, invoice: invoice && { id: invoice.id, date: invoice.date } },
      ctx,
      at,
    );
    if (fields.orderId != null)
      await this.streams.runOrderBilling(fields.orderId, 'Link', { kind: 'charge', id }, ctx, at);
    if (invoice && created.state) {
      await this.streams.runInvoice(
        invoice.id,
        { type: 'SetInvoiceCharges', charges: [...invoice.charges, { id, amount: chargeSignedAmount(created.state) }] },
        ctx,
        at,
      );
    }
    return id;
  }

  private async edit(
    id: number,
    body: ChargeInput & { invoiceId?: number | null },
    ctx: CommandContext,
    at: Positions,
  ): Promise<void> {
    const { invoiceId, ...changes } = body;
    const before = await this.live(id, ctx);
    // A partner user moves a charge only to its own partner's customer.
    if (changes.userId != null) await this.streams.customer(changes.userId, 'userId', ctx.actor);
    if (changes.orderId != null) await this.checkOrder(changes.orderId, changes.userId ?? before.userId);
    const edited = await this.streams.runCharge(
      id,
      { type: 'EditCharge', changes, permissions: ctx.actor?.permissions ?? ['admin'] },
      ctx,
      at,
    );
    const after = edited.state as LiveCharge;
    // The order it names changed: the old order no longer has this charge, the new one has (Order Complete).
    if (after.orderId !== before.orderId) {
      if (before.orderId != null)
        await this.streams.runOrderBilling(before.orderId, 'Unlink', { kind: 'charge', id }, ctx, at);
      if (after.orderId != null)
        await this.streams.runOrderBilling(after.orderId, 'Link', { kind: 'charge', id }, ctx, at);
    }
    // Spec 2 §7 "bulk update of charges with invoiceId": the charge moves to another invoice, or off its invoice.
    if (invoiceId !== undefined && invoiceId !== after.invoiceId) {
      await this.moveToInvoice(after, invoiceId, ctx, at);
      return;
    }
    if (after.invoiceId !== null && chargeSignedAmount(after) !== chargeSignedAmount(before)) {
      await this.updateOnInvoice(
        after.invoiceId,
        (charges) => charges.map((c) => (c.id === id ? { id, amount: chargeSignedAmount(after) } : c)),
        ctx,
        at,
      );
    }
  }

  private async remove(id: number, ctx: CommandContext, at: Positions): Promise<void> {
    const before = await this.live(id, ctx);
    await this.streams.runCharge(id, { type: 'DeleteCharge' }, ctx, at);
    if (before.orderId != null)
      await this.streams.runOrderBilling(before.orderId, 'Unlink', { kind: 'charge', id }, ctx, at);
    if (before.invoiceId !== null)
      await this.updateOnInvoice(before.invoiceId, (charges) => charges.filter((c) => c.id !== id), ctx, at);
  }

  private async moveToInvoice(
    charge: LiveCharge,
    invoiceId: number | null,
    ctx: CommandContext,
    at: Positions,
  ): Promise<void> {
    const today = dayOf(ctx.occurredAt ?? new Date());
    if (!chargeChangeable(charge.invoiceDate, today))
      throw new DomainException({ kind: 'conflict', message: CHARGE_MESSAGES.invoicePast });
    const target = invoiceId === null ? null : await this.joinable(invoiceId, charge, ctx);
    const from = charge.invoiceId;
    if (target)
      await this.streams.runCharge(
        charge.id,
        { type: 'AttachCharge', invoiceId: target.id, invoiceDate: target.date },
        ctx,
        at,
      );
    else if (from !== null) await this.streams.runCharge(charge.id, { type: 'DetachCharge', invoiceId: from }, ctx, at);
    if (from !== null)
      await this.updateOnInvoice(from, (charges) => charges.filter((c) => c.id !== charge.id), ctx, at);
    if (target)
      await this.streams.runInvoice(
        target.id,
        {
          type: 'SetInvoiceCharges',
          charges: [...target.charges, { id: charge.id, amount: chargeSignedAmount(charge) }],
        },
        ctx,
        at,
      );
  }

  private async updateOnInvoice(
    invoiceId: number,
    change: (c: readonly InvoiceCharge[]) => InvoiceCharge[],
    ctx: CommandContext,
    at: Positions,
  ): Promise<void> {
    const invoice = await this.streams.invoice(invoiceId);
    if (!invoice || invoice.status === 'cancelled') return;
    await this.streams.runInvoice(invoiceId, { type: 'SetInvoiceCharges', charges: change(invoice.charges) }, ctx, at);
  }

  /** The invoice a charge may join: the same customer, a fitting type, not cancelled, dated today or later. */
  private async joinable(invoiceId: number, charge: Partial<Pick<LiveCharge, 'userId' | 'type'>>, ctx: CommandContext) {
    const invoice = await this.streams.invoice(invoiceId);
    if (!invoice) throw refused('invoiceId', `No invoice found for id '${invoiceId}'`);
    if (invoice.status === 'cancelled') throw refused('invoiceId', INVOICE_MESSAGES.cancelled);
    if (charge.userId !== undefined && invoice.userId !== charge.userId)
      throw refused('invoiceId', INVOICE_MESSAGES.chargeOfAnotherUser);
    const misfit = charge.type !== undefined ? chargeFitsInvoice(invoice.type, charge.type) : undefined;
    if (misfit) throw refused('invoiceId', misfit);
    if (!chargeChangeable(invoice.date, dayOf(ctx.occurredAt ?? new Date())))
      throw refused('invoiceId', CHARGE_MESSAGES.invoicePast);
    return invoice;
  }

  /** Spec 3 §2: the order picker offers the chosen user's orders only. */
  private async checkOrder(orderId: number, userId: number | undefined): Promise<void> {
    const owner = await this.streams.orderUserId(orderId);
    if (owner === undefined) throw refused('orderId', `No order found for id '${orderId}'`);
    if (userId !== undefined && owner !== userId) throw refused('orderId', 'The order belongs to another customer');
  }

  /** The charge from its stream; another partner's charge is not found for a partner user (ARCHITECTURE §6). */
  private async live(id: number, ctx: CommandContext): Promise<LiveCharge> {
    const { state } = await this.streams.charge(id);
    const actor = ctx.actor;
    if (!state || state.deleted || (actor?.isPartner === true && state.partnerId !== actor.partnerId))
      throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return state;
  }
}
