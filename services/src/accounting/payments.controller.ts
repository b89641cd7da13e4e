import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AllocateBody,
  GATEWAY_MESSAGES,
  money,
  PaymentBody,
  PaymentsListQuery,
  RefundBody,
  type PaymentRow,
} from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { answerWithRow, notFound, scopeOf } from './accounting-answers.js';
import { AccountingQueries, GENERIC_FIELDS, type AccountingScope } from './accounting.queries.js';
import { toPaymentRow } from './accounting.rows.js';
import { PaymentCommand, type AccountingResult } from './commands/accounting-commands.js';
import { MailReceiptCommand, type MailReceiptResult } from './commands/mail-receipt.handler.js';
import { IdParam, Reply } from '../core/http/route-params.js';

/** Payments (spec 3 §2, §4, §5): the list call, the generic calls, record, edit, refund and delete. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class PaymentsController {
  private readonly queries: AccountingQueries;

  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.queries = new AccountingQueries(infra.db);
  }

  @Post('api/v1/payments/list')
  @HttpCode(200)
  @RequirePermission('payments', 'list')
  @ApiOperation({
    summary:
      'Payments list call (spec 1 §7.2): statuses, types, modes, userIds, partnerIds, countryIds, ecis, dates (paidAt), searchTerm, ids, invoiceIds; id DESC',
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.listPayments(decodeOrThrow(PaymentsListQuery, body ?? {}), scopeOf(actor));
  }

  @Get('api/payments')
  @RequirePermission('payments', 'list')
  @ApiOperation({ summary: 'Generic payments find' })
  find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      'rm.payments',
      parseGenericQuery(query, GENERIC_FIELDS['rm.payments'], { column: 'id', direction: 'desc' }),
      scopeOf(actor),
      toPaymentRow,
    );
  }

  @Get('api/payments/:id')
  @RequirePermission('payments', 'view')
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<PaymentRow> {
    return (await this.read(id, scopeOf(actor))) ?? Promise.reject(notFound(id));
  }

  @Post('api/payments')
  @RequirePermission('payments', 'create')
  @ApiOperation({
    summary:
      'Record a manual payment (complete) allocated over its invoices (PaymentRecorded, InvoicePartiallyPaid, InvoicePaid)',
  })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(PaymentBody, body);
    const result = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand({ kind: 'create', body: input, origin: 'form' }, commandContextOf(actor)),
    );
    res.status(201);
    return answerWithRow(this.infra.readModels, result, res, (id) => this.read(id, scopeOf(actor)));
  }

  @Patch('api/payments/:id')
  @RequirePermission('payments', 'update')
  @ApiOperation({
    summary: 'Edit a payment that is not complete; status complete captures it, refunded refunds a complete one',
  })
  async update(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(PaymentBody, body);
    await this.existing(id, actor);
    const result = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand({ kind: 'edit', id, body: input }, commandContextOf(actor)),
    );
    return answerWithRow(this.infra.readModels, result, res, (x) => this.read(x, scopeOf(actor)));
  }

  @Delete('api/payments/:id')
  @HttpCode(200)
  @RequirePermission('payments', 'remove')
  @ApiOperation({ summary: 'Delete a payment (never tap or payfort); its allocations are released' })
  async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const before = await this.existing(id, actor);
    const result = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand({ kind: 'delete', id }, commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, result.position, res);
    return before;
  }

  @Post('api/v1/payments/:id/refund')
  @RequirePermission('payments', 'remove')
  @ApiOperation({
    summary:
      'Refund a complete payment (issue 30 §4): amount (all that is left when absent), reference; payments-remove; its invoices give back what it releases',
  })
  async refund(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(RefundBody, body ?? {});
    await this.existing(id, actor);
    const result = await this.commands.execute<PaymentCommand, AccountingResult>(
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
    const row = await answerWithRow(this.infra.readModels, result, res, (x) => this.read(x, scopeOf(actor)));
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
    const result = await this.commands.execute<PaymentCommand, AccountingResult>(
      new PaymentCommand(
        { kind: 'allocate', id, ...(input.invoiceIds ? { invoiceIds: input.invoiceIds } : {}) },
        commandContextOf(actor),
      ),
    );
    res.status(200);
    return answerWithRow(this.infra.readModels, result, res, (x) => this.read(x, scopeOf(actor)));
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

  private read(id: number, scope: AccountingScope) {
    return this.queries.get('rm.payments', id, scope, toPaymentRow);
  }

  private async existing(id: number, actor: Actor): Promise<PaymentRow> {
    const row = await this.read(id, scopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }
}
