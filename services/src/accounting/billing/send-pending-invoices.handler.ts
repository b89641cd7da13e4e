import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BILLING_EVENT_CODECS, dayOf, type GlobalPosition, type TaskRecord } from '@console/contracts';
import { sql } from 'kysely';
import type { CommandContext } from '../../core/command-context.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { CreateTaskCommand, type TaskCommandResult } from '../../notifications/index.js';
import { Positions } from '../accounting-streams.js';
import { InvoiceCommand, type AccountingResult } from '../commands/accounting-commands.js';
import { BillingFacts } from './billing-facts.js';
import { billingDecider } from './billing.decider.js';

/** POST /api/v1/billing/send-pending-invoices/{userId} (spec 3 §7). */
export class SendPendingInvoicesCommand {
  constructor(
    readonly userId: number,
    readonly ctx: CommandContext,
  ) {}
}

export interface SendPendingInvoicesResult {
  /** The invoice made of the charges billed without one (a postpaid customer's, a request's storage charge), if any. */
  readonly invoiceId: number | null;
  /** The customer's unpaid and partial invoices, each mailed. */
  readonly invoiceIds: readonly number[];
  /** The MAIL_INVOICE_TO_CUSTOMER task of each. */
  readonly taskIds: readonly number[];
  readonly position: GlobalPosition | undefined;
}

const MAIL_INVOICE = 'MAIL_INVOICE_TO_CUSTOMER';

/**
 * Send pending invoices: the charges the billing stream holds as pending (billed without an invoice, still on no
 * invoice and not deleted) go on one recurring invoice, issued by the invoice command (which claims each charge on
 * its stream, so a charge never lands on two invoices); then every unpaid or partial invoice of the customer is
 * mailed by a MAIL_INVOICE_TO_CUSTOMER task (spec 3 §7 Tasks).
 */
@CommandHandler(SendPendingInvoicesCommand)
export class SendPendingInvoicesHandler implements ICommandHandler<
  SendPendingInvoicesCommand,
  SendPendingInvoicesResult
> {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, ctx }: SendPendingInvoicesCommand): Promise<SendPendingInvoicesResult> {
    const facts = new BillingFacts(this.infra);
    const at = new Positions();
    await facts.customer(userId);
    const { state } = await facts.streams.repo.load(billingDecider, BILLING_EVENT_CODECS, userId);
    const free: number[] = [];
    for (const id of state.pending) {
      const { state: charge } = await facts.streams.charge(id);
      if (charge && !charge.deleted && charge.invoiceId === null) free.push(id);
    }
    let invoiceId: number | null = null;
    if (free.length > 0) {
      const now = ctx.occurredAt ?? new Date();
      const issued = await this.commands.execute<InvoiceCommand, AccountingResult>(
        new InvoiceCommand(
          { kind: 'create', body: { userId, type: 'recurring', date: dayOf(now), chargeIds: free } },
          ctx,
        ),
      );
      invoiceId = issued.id;
      at.note(issued.position);
      const recorded = await facts.streams.repo.run({
        decider: billingDecider,
        codecs: BILLING_EVENT_CODECS,
        id: userId,
        command: { type: 'RecordPendingInvoiced', userId, invoiceId, chargeIds: free },
        ctx,
      });
      at.note(recorded.position);
    }
    // Which invoices are open is read from the invoices' read model once it holds the one just issued.
    if (at.last !== undefined) await this.infra.readModels.waitFor(at.last, 10_000);
    const open = await sql<{ id: number }>`
      SELECT id FROM rm.invoices WHERE "userId" = ${userId} AND status IN ('unpaid', 'partial') ORDER BY id`.execute(
      this.infra.db,
    );
    const invoiceIds = open.rows.map((r) => Number(r.id));
    if (invoiceId !== null && !invoiceIds.includes(invoiceId)) invoiceIds.push(invoiceId);
    const taskIds: number[] = [];
    for (const id of invoiceIds) taskIds.push(await this.mail(id, ctx, at));
    return { invoiceId, invoiceIds, taskIds, position: at.last };
  }

  private async mail(invoiceId: number, ctx: CommandContext, at: Positions): Promise<number> {
    const id = await this.infra.ids.next('task');
    const now = (ctx.occurredAt ?? new Date()).toISOString();
    const record: TaskRecord = {
      id,
      type: MAIL_INVOICE,
      status: 'new',
      date: now,
      priority: null,
      data: JSON.stringify({ invoiceId }),
      taskError: null,
      creatorId: ctx.actor?.id ?? null,
      createdAt: now,
    };
    const r = await this.commands.execute<CreateTaskCommand, TaskCommandResult>(new CreateTaskCommand(record, ctx));
    at.note(r.position);
    return id;
  }
}
