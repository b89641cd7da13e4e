import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CHARGE_MESSAGES,
  chargeChangeable,
  chargeChangeRefusal,
  chargeFitsInvoice,
  chargeSignedAmount,
  dayOf,
  hasPermission,
  INVOICE_MESSAGES,
  type ChargeState,
  type ChargeType,
  type InvoiceDocument,
  withinMoneyBound,
  type Money,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { AccountingStreams, Positions, refused } from '../accounting-streams.js';
import type { ChargeInput } from '../charge.decider.js';
import { ChargeCommand, type AccountingResult } from './accounting-commands.js';
import { ChargeReferences } from './charge-references.js';
import { InvoiceFollower } from './invoice-follower.js';

type LiveCharge = NonNullable<ChargeState>;
type Body = ChargeInput & { invoiceId?: number | null };

const REFERENCES = ['orderId', 'requestId', 'storageId', 'serviceId'] as const;

/**
 * Charges (spec 3 §2, §5; issue 30). The charge's own stream decides, and is the one truth of which invoice holds
 * it: a move between invoices is part of the charge's own event (EditCharge with `invoice`). The invoices involved
 * then follow it (InvoiceFollower), relatively and on their current state. Every refusal (the form's rules, the
 * references, the invoice joined, the paid invoice left) comes before the charge's first append.
 */
@CommandHandler(ChargeCommand)
export class ChargeHandler implements ICommandHandler<ChargeCommand, AccountingResult> {
  private readonly streams: AccountingStreams;
  private readonly follower: InvoiceFollower;
  private readonly references: ChargeReferences;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.streams = new AccountingStreams(infra.store);
    this.follower = new InvoiceFollower(this.streams);
    this.references = new ChargeReferences(this.streams);
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

  private async create(body: Body, origin: 'form' | 'system', ctx: CommandContext, at: Positions): Promise<number> {
    const { invoiceId, ...rest } = body;
    const fields: { -readonly [K in keyof ChargeInput]: ChargeInput[K] } = { ...rest };
    if (fields.userId !== undefined) {
      const customer = await this.streams.customer(fields.userId, 'userId', ctx.actor);
      // The partner is the customer's unless staff chose one (spec 3 §2: the partner selector is staff's).
      fields.partnerId = this.isStaff(ctx) && body.partnerId !== undefined ? body.partnerId : customer.partnerId;
      await this.references.refuse(fields.userId, customer, fields, new Set([...REFERENCES, 'country'] as const));
    }
    const invoice = invoiceId != null ? await this.joinable(invoiceId, fields, ctx) : null;
    if (
      invoice &&
      typeof fields.amount === 'number' &&
      fields.type !== undefined &&
      Number.isSafeInteger(fields.amount)
    )
      this.refuseImpact(invoice, 0, chargeSignedAmount({ type: fields.type, amount: fields.amount as Money }));
    const id = await this.infra.ids.next('charge');
    await this.streams.runCharge(
      id,
      { type: 'CreateCharge', id, fields, origin, invoice: invoice && { id: invoice.id, date: invoice.date } },
      ctx,
      at,
    );
    if (fields.orderId != null)
      await this.streams.runOrderBilling(fields.orderId, 'Link', { kind: 'charge', id }, ctx, at);
    if (invoice) await this.follower.follow(invoice.id, [id], ctx, at);
    return id;
  }

  private async edit(id: number, body: Body, ctx: CommandContext, at: Positions): Promise<void> {
    const { invoiceId, ...input } = body;
    const changes: { -readonly [K in keyof ChargeInput]: ChargeInput[K] } = { ...input };
    const before = await this.live(id, ctx);
    const moved = changes.userId !== undefined && changes.userId !== before.userId;
    const userId = changes.userId ?? before.userId;
    // A partner user names only its own partner's customers; a charge moved to another customer takes that
    // customer's partner unless staff chose one.
    const customer = await this.streams.customer(userId, 'userId', ctx.actor);
    if (moved && !(this.isStaff(ctx) && changes.partnerId !== undefined)) changes.partnerId = customer.partnerId;
    const merged = { ...before, ...definedOf(changes) };
    const check = new Set<(typeof REFERENCES)[number] | 'country'>(
      moved ? [...REFERENCES, 'country'] : REFERENCES.filter((k) => changes[k] !== undefined),
    );
    if (changes.countryId !== undefined || changes.currency !== undefined) check.add('country');
    await this.references.refuse(userId, customer, merged, check);
    // Spec 2 §7 "bulk update of charges with invoiceId": the charge moves to another invoice, or off its invoice.
    const moving = invoiceId !== undefined && invoiceId !== before.invoiceId;
    let target: InvoiceDocument | null = null;
    if (moving) {
      if (!chargeChangeable(before.invoiceDate, dayOf(ctx.occurredAt ?? new Date())))
        throw new DomainException({ kind: 'conflict', message: CHARGE_MESSAGES.invoicePast });
      target = invoiceId === null ? null : await this.joinable(invoiceId, merged, ctx);
    }
    const amount = merged.amount;
    const signed =
      typeof amount === 'number' && withinMoneyBound(amount)
        ? chargeSignedAmount({ type: merged.type, amount: amount as Money })
        : undefined;
    if (signed !== undefined) {
      if (before.invoiceId !== null && (moving || signed !== chargeSignedAmount(before))) {
        const from = await this.streams.invoice(before.invoiceId);
        if (from) this.refuseImpact(from, id, moving ? null : signed);
      }
      if (target) this.refuseImpact(target, id, signed);
    }
    const edited = await this.streams.runCharge(
      id,
      {
        type: 'EditCharge',
        changes,
        permissions: ctx.actor?.permissions ?? ['admin'],
        ...(moving ? { invoice: target && { id: target.id, date: target.date } } : {}),
      },
      ctx,
      at,
    );
    const previous = edited.previous as LiveCharge;
    const after = edited.state as LiveCharge;
    // The order it names changed: the old order no longer has this charge, the new one has (Order Complete).
    if (after.orderId !== previous.orderId) {
      if (previous.orderId != null)
        await this.streams.runOrderBilling(previous.orderId, 'Unlink', { kind: 'charge', id }, ctx, at);
      if (after.orderId != null)
        await this.streams.runOrderBilling(after.orderId, 'Link', { kind: 'charge', id }, ctx, at);
    }
    for (const invoice of new Set([previous.invoiceId, after.invoiceId]))
      if (invoice !== null) await this.follower.follow(invoice, [id], ctx, at);
  }

  private async remove(id: number, ctx: CommandContext, at: Positions): Promise<void> {
    const before = await this.live(id, ctx);
    if (before.invoiceId !== null) {
      const invoice = await this.streams.invoice(before.invoiceId);
      if (invoice) this.refuseImpact(invoice, id, null);
    }
    const r = await this.streams.runCharge(id, { type: 'DeleteCharge' }, ctx, at);
    const previous = r.previous as LiveCharge;
    if (previous.orderId != null)
      await this.streams.runOrderBilling(previous.orderId, 'Unlink', { kind: 'charge', id }, ctx, at);
    if (previous.invoiceId !== null) await this.follower.follow(previous.invoiceId, [id], ctx, at);
  }

  /** Issue 30 §5, §7: the invoice holding the charge stays within the bound and never below what was paid. */
  private refuseImpact(invoice: InvoiceDocument, chargeId: number, signedAmount: Money | null): void {
    const refusal = chargeChangeRefusal(invoice, chargeId, signedAmount);
    if (refusal === 'tooLarge') throw refused('amount', INVOICE_MESSAGES.totalTooLarge);
    if (refusal === 'belowPaid') throw new DomainException({ kind: 'conflict', message: INVOICE_MESSAGES.belowPaid });
  }

  /** The invoice a charge may join: the same customer, a fitting type, not cancelled, dated today or later. */
  private async joinable(
    invoiceId: number,
    charge: { readonly userId?: number; readonly type?: ChargeType },
    ctx: CommandContext,
  ): Promise<InvoiceDocument> {
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

  private isStaff(ctx: CommandContext): boolean {
    return ctx.actor === null || hasPermission(ctx.actor.permissions, 'staff');
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

/** The fields a call gives (undefined: not given). */
const definedOf = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
