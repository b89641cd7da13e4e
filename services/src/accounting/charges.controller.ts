import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChargeBody,
  ChargesBulkDeleteBody,
  ChargesListQuery,
  type BulkAnswer,
  type BulkRefusal,
  type ChargeRow,
  type GlobalPosition,
} from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { answerWithRow, notFound, scopeOf } from './accounting-answers.js';
import { AccountingQueries, GENERIC_FIELDS, type AccountingScope } from './accounting.queries.js';
import { toChargeRow } from './accounting.rows.js';
import { ChargeCommand, type AccountingResult } from './commands/accounting-commands.js';
import { IdParam, Reply } from '../core/http/route-params.js';

/** Charges (spec 3 §2, §5, §7): the list call, the generic calls and the form's create, edit and delete. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class ChargesController {
  private readonly queries: AccountingQueries;

  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.queries = new AccountingQueries(infra.db);
  }

  @Post('api/v1/charges/list')
  @HttpCode(200)
  @RequirePermission('charges', 'list')
  @ApiOperation({
    summary:
      'Charges list call (spec 1 §7.2): types, userIds, partnerIds, countryIds, invoiceIds, dates, searchTerm, ids; id DESC',
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.listCharges(decodeOrThrow(ChargesListQuery, body ?? {}), scopeOf(actor));
  }

  @Get('api/charges')
  @RequirePermission('charges', 'list')
  @ApiOperation({ summary: 'Generic charges find (invoiceId=null lists unattached charges)' })
  find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      'rm.charges',
      parseGenericQuery(query, GENERIC_FIELDS['rm.charges'], { column: 'id', direction: 'desc' }),
      scopeOf(actor),
      toChargeRow,
    );
  }

  @Get('api/charges/:id')
  @RequirePermission('charges', 'view')
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<ChargeRow> {
    const scope = scopeOf(actor);
    // A deleted charge is listed nowhere, but its page still opens (deletedAt, its History).
    return (
      (await this.read(id, scope)) ?? (await this.queries.deletedCharge(id, scope)) ?? Promise.reject(notFound(id))
    );
  }

  @Post('api/charges')
  @RequirePermission('charges', 'create')
  @ApiOperation({ summary: 'Create a charge (ChargeCreated; with invoiceId it joins that invoice)' })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(ChargeBody, body);
    const result = await this.commands.execute<ChargeCommand, AccountingResult>(
      new ChargeCommand({ kind: 'create', body: input, origin: 'form' }, commandContextOf(actor)),
    );
    res.status(201);
    return answerWithRow(this.infra.readModels, result, res, (id) => this.read(id, scopeOf(actor)));
  }

  @Patch('api/charges/:id')
  @RequirePermission('charges', 'update')
  @ApiOperation({ summary: 'Edit a charge, its notes (spec 3 §7), or its invoice (invoiceId)' })
  async update(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(ChargeBody, body);
    await this.existing(id, actor);
    const result = await this.commands.execute<ChargeCommand, AccountingResult>(
      new ChargeCommand({ kind: 'edit', id, body: input }, commandContextOf(actor)),
    );
    return answerWithRow(this.infra.readModels, result, res, (x) => this.read(x, scopeOf(actor)));
  }

  @Delete('api/charges/:id')
  @HttpCode(200)
  @RequirePermission('charges', 'remove')
  @ApiOperation({
    summary: 'Delete a charge (only while its invoice is dated today or later); answers the charge as it was',
  })
  async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const before = await this.existing(id, actor);
    const result = await this.commands.execute<ChargeCommand, AccountingResult>(
      new ChargeCommand({ kind: 'delete', id }, commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, result.position, res);
    return before;
  }

  @Post('api/v1/charges/delete')
  @HttpCode(200)
  @RequirePermission('charges', 'remove')
  @ApiOperation({
    summary:
      'Bulk delete of ticked charges (spec 3 §2 bulk actions): each row as its single delete, only while its invoice is dated today or later; answers { ids, refused: [{ id, message }] }',
  })
  async removeMany(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response): Promise<BulkAnswer> {
    const { ids } = decodeOrThrow(ChargesBulkDeleteBody, body);
    const deleted: number[] = [];
    const refused: BulkRefusal[] = [];
    let position: GlobalPosition | undefined;
    // One row after the other, each through the single delete's command: the same rules, the same messages, and
    // an invoice holding several of them is recomputed once per charge on its own stream, never raced.
    for (const id of [...new Set(ids)]) {
      try {
        // Existence and the partner's scope are the command's, from the charge's stream.
        const result = await this.commands.execute<ChargeCommand, AccountingResult>(
          new ChargeCommand({ kind: 'delete', id }, commandContextOf(actor)),
        );
        position = result.position ?? position;
        deleted.push(id);
      } catch (e) {
        if (!(e instanceof DomainException)) throw e;
        refused.push({ id, message: e.message });
      }
    }
    await awaitReadModels(this.infra.readModels, position, res);
    return { ids: deleted, refused };
  }

  private read(id: number, scope: AccountingScope) {
    return this.queries.get('rm.charges', id, scope, toChargeRow);
  }

  private async existing(id: number, actor: Actor): Promise<ChargeRow> {
    const row = await this.read(id, scopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }
}
