import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AllocateBody, GATEWAY_MESSAGES, money, PaymentBody, PaymentsListQuery, RefundBody } from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { accountingRecordRoutes } from './accounting-record.routes.js';
import { toPaymentRow } from './accounting.rows.js';
import { PaymentCommand } from './commands/accounting-commands.js';
import { MailReceiptCommand, type MailReceiptResult } from './commands/mail-receipt.handler.js';

/** Payments (spec 3 §2, §4, §5): the list call, the generic calls, record, edit, refund, allocate and delete. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class PaymentsController extends accountingRecordRoutes({
  name: 'payments',
  table: 'rm.payments',
  toRow: toPaymentRow,
  list: (queries, body, scope) => queries.listPayments(decodeOrThrow(PaymentsListQuery, body ?? {}), scope),
  findOrder: 'id',
  create: (body, ctx) =>
    new PaymentCommand({ kind: 'create', body: decodeOrThrow(PaymentBody, body), origin: 'form' }, ctx),
  edit: (id, body, ctx) => new PaymentCommand({ kind: 'edit', id, body: decodeOrThrow(PaymentBody, body) }, ctx),
  remove: (id, ctx) => new PaymentCommand({ kind: 'delete', id }, ctx),
  removeAnswers: 'before',
  summaries: {
    list: 'Payments list call (spec 1 §7.2): statuses, types, modes, userIds, partnerIds, countryIds, ecis, dates (paidAt), searchTerm, ids, invoiceIds; id DESC',
    find: 'Generic payments find',
    create:
      'Record a manual payment (complete) allocated over its invoices (PaymentRecorded, InvoicePartiallyPaid, InvoicePaid)',
    update: 'Edit a payment that is not complete; status complete captures it, refunded refunds a complete one',
    remove: 'Delete a payment (never tap or payfort); its allocations are released',
  },
}) {
  @Post('api/v1/payments/:id/refund')
  @RequirePermission('payments', 'remove')
  @ApiOperation({
    summary:
      'Refund a complete payment (issue 30 §4): amount (all that is left when absent), reference; payments-remove; its invoices give back what it releases',
  })
  async refund(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(RefundBody, body ?? {});
    await this.existing(id, actor);
    const result = await this.execute(
      new PaymentCommand(
        {
          kind: 'refund',
          id,
          ...(input.amount !== undefined ? { amount: money(input.amount) } : {}),
          reference: input.reference ?? null,
        },
        commandContextOf(actor),
      ),
    );
    res.status(201);
    const row = await this.answer(result, actor, res);
    // A card refund the gateway did not confirm (its answer lost): counted, and settled before another refund.
    if (!result.pending) return row;
    res.status(202);
    return { ...row, message: GATEWAY_MESSAGES.refundPending };
  }

  @Post('api/v1/payments/:id/allocate')
  @RequirePermission('payments', 'update')
  @ApiOperation({
    summary:
      "Allocate a complete payment's unallocated money (issue 30 §3): invoiceIds, else the customer's oldest unpaid invoices (PaymentAllocated)",
  })
  async allocate(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(AllocateBody, body ?? {});
    await this.existing(id, actor);
    const result = await this.execute(
      new PaymentCommand(
        { kind: 'allocate', id, ...(input.invoiceIds ? { invoiceIds: input.invoiceIds } : {}) },
        commandContextOf(actor),
      ),
    );
    res.status(200);
    return this.answer(result, actor, res);
  }

  @Post('api/v1/payments/:id/send-receipt')
  @RequirePermission('payments', 'view')
  @ApiOperation({
    summary:
      'Send Receipt (spec 3 §2): the MAIL_RECEIPT_TO_CUSTOMER {paymentId} task of a complete payment; answers { taskId }',
  })
  async sendReceipt(
    @IdParam() id: number,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<{ taskId: number }> {
    const r = await this.commands.execute<MailReceiptCommand, MailReceiptResult>(
      new MailReceiptCommand(id, commandContextOf(actor)),
    );
    res.status(201);
    await awaitReadModels(this.infra.readModels, r.position, res);
    return { taskId: r.taskId };
  }
}
