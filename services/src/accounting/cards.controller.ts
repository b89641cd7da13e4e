import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CardBody, CardsListQuery, type CardRow } from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { answerWithRow, notFound, scopeOf } from './accounting-answers.js';
import { AccountingQueries, GENERIC_FIELDS, type AccountingScope } from './accounting.queries.js';
import { toCardRow } from './accounting.rows.js';
import { CardCommand, type AccountingResult } from './commands/accounting-commands.js';
import { IdParam, Reply } from '../core/http/route-params.js';

/** Saved cards (spec 2 §4, §7): the list call, the generic calls, save, set default, status and delete. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class CardsController {
  private readonly queries: AccountingQueries;

  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.queries = new AccountingQueries(infra.db);
  }

  @Post('api/v1/cards/list')
  @HttpCode(200)
  @RequirePermission('cards', 'list')
  @ApiOperation({
    summary:
      'Cards list call (spec 1 §7.2): statuses, modes, userIds, partnerIds, countryIds, cardHolderName, cardNumber, tokenName, dates, searchTerm, ids; createdAt DESC',
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.listCards(decodeOrThrow(CardsListQuery, body ?? {}), scopeOf(actor));
  }

  @Get('api/cards')
  @RequirePermission('cards', 'list')
  @ApiOperation({ summary: 'Generic cards find (the cards of a user: userId)' })
  find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      'rm.cards',
      parseGenericQuery(query, GENERIC_FIELDS['rm.cards'], { column: 'createdAt', direction: 'desc' }),
      scopeOf(actor),
      toCardRow,
    );
  }

  @Get('api/cards/:id')
  @RequirePermission('cards', 'view')
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<CardRow> {
    return (await this.read(id, scopeOf(actor))) ?? Promise.reject(notFound(id));
  }

  @Post('api/cards')
  @RequirePermission('cards', 'create')
  @ApiOperation({ summary: 'Save a card (masked number only)' })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(CardBody, body);
    const result = await this.commands.execute<CardCommand, AccountingResult>(
      new CardCommand({ kind: 'create', body: input }, commandContextOf(actor)),
    );
    res.status(201);
    return answerWithRow(this.infra.readModels, result, res, (id) => this.read(id, scopeOf(actor)));
  }

  @Patch('api/cards/:id')
  @RequirePermission('cards', 'update')
  @ApiOperation({ summary: 'Update a card: status, or default true (CardMadeDefault)' })
  async update(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(CardBody, body);
    await this.existing(id, actor);
    const result = await this.commands.execute<CardCommand, AccountingResult>(
      new CardCommand({ kind: 'edit', id, body: input }, commandContextOf(actor)),
    );
    return answerWithRow(this.infra.readModels, result, res, (x) => this.read(x, scopeOf(actor)));
  }

  @Delete('api/cards/:id')
  @HttpCode(200)
  @RequirePermission('cards', 'remove')
  @ApiOperation({ summary: 'Delete a saved card' })
  async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const before = await this.existing(id, actor);
    const result = await this.commands.execute<CardCommand, AccountingResult>(
      new CardCommand({ kind: 'delete', id }, commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, result.position, res);
    return before;
  }

  private read(id: number, scope: AccountingScope) {
    return this.queries.get('rm.cards', id, scope, toCardRow);
  }

  private async existing(id: number, actor: Actor): Promise<CardRow> {
    const row = await this.read(id, scopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }
}
