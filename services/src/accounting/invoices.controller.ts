import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InvoiceBody, InvoicesListQuery, type InvoiceRow } from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { answerWithRow, notFound, scopeOf } from './accounting-answers.js';
import { AccountingQueries, GENERIC_FIELDS, type AccountingScope } from './accounting.queries.js';
import { toInvoiceRow } from './accounting.rows.js';
import { InvoiceCommand, type AccountingResult } from './commands/accounting-commands.js';
import { IdParam, Reply } from '../core/http/route-params.js';

/** Invoices (spec 3 §2, §5, §6, §7): the list call (partners see their own), the generic calls, issue, edit, sync and cancel. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class InvoicesController {
  private readonly queries: AccountingQueries;

  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.queries = new AccountingQueries(infra.db);
  }

  @Post('api/v1/invoices/list')
  @HttpCode(200)
  @RequirePermission('invoices', 'list')
  @ApiOperation({
    summary:
      'Invoices list call (spec 1 §7.2): statuses, types, userIds, partnerIds, countryIds, dates, dueDates, searchTerm; id DESC',
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.listInvoices(decodeOrThrow(InvoicesListQuery, body ?? {}), scopeOf(actor));
  }

  @Get('api/invoices')
  @RequirePermission('invoices', 'list')
  @ApiOperation({ summary: 'Generic invoices find' })
  find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      'rm.invoices',
      parseGenericQuery(query, GENERIC_FIELDS['rm.invoices'], { column: 'id', direction: 'desc' }),
      scopeOf(actor),
      toInvoiceRow,
    );
  }

  @Get('api/invoices/:id')
  @RequirePermission('invoices', 'view')
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<InvoiceRow> {
    return (await this.read(id, scopeOf(actor))) ?? Promise.reject(notFound(id));
  }

  @Post('api/invoices')
  @RequirePermission('invoices', 'create')
  @ApiOperation({ summary: 'Issue an invoice with its charges (InvoiceIssued); due date = date + 15 days' })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(InvoiceBody, body);
    const result = await this.commands.execute<InvoiceCommand, AccountingResult>(
      new InvoiceCommand({ kind: 'create', body: input }, commandContextOf(actor)),
    );
    res.status(201);
    return answerWithRow(this.infra.readModels, result, res, (id) => this.read(id, scopeOf(actor)));
  }

  @Patch('api/invoices/:id')
  @RequirePermission('invoices', 'update')
  @ApiOperation({
    summary: 'Edit an invoice (by month: admin, finance, finance-edit-old-invoice), or status SYNC_INVOICE',
  })
  async update(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(InvoiceBody, body);
    await this.existing(id, actor);
    const result = await this.commands.execute<InvoiceCommand, AccountingResult>(
      new InvoiceCommand({ kind: 'edit', id, body: input }, commandContextOf(actor)),
    );
    return answerWithRow(this.infra.readModels, result, res, (x) => this.read(x, scopeOf(actor)));
  }

  @Delete('api/invoices/:id')
  @HttpCode(200)
  @RequirePermission('invoices', 'remove')
  @ApiOperation({
    summary:
      'Delete = cancel the invoice (admin, finance this month, finance-delete-old-invoice older); its charges are let go',
  })
  async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    await this.existing(id, actor);
    const result = await this.commands.execute<InvoiceCommand, AccountingResult>(
      new InvoiceCommand({ kind: 'cancel', id }, commandContextOf(actor)),
    );
    return answerWithRow(this.infra.readModels, result, res, (x) => this.read(x, scopeOf(actor)));
  }

  private read(id: number, scope: AccountingScope) {
    return this.queries.get('rm.invoices', id, scope, toInvoiceRow);
  }

  private async existing(id: number, actor: Actor): Promise<InvoiceRow> {
    const row = await this.read(id, scopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }
}
