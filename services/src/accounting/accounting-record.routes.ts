import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { commandContextOf, type Actor, type CommandContext } from '../core/command-context.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { CommandController } from '../core/http/command-controller.js';
import { answerWithRow, notFound, scopeOf } from './accounting-answers.js';
import { AccountingQueries, GENERIC_FIELDS, type AccountingScope } from './accounting.queries.js';
import type { AccountingTable, AnsweredRow } from './accounting.rows.js';
import type { AccountingResult } from './commands/accounting-commands.js';

/**
 * One accounting record's calls (charges, invoices, payments, cards): what differs between them. Its name is the
 * path (`api/<name>`, `api/v1/<name>/list`) and the permissions' resource.
 */
export interface AccountingRecordRoutes<T extends AccountingTable, Row> {
  readonly name: 'charges' | 'invoices' | 'payments' | 'cards';
  readonly table: T;
  readonly toRow: (row: AnsweredRow<T>) => Row;
  /** The list call (spec 1 §7.2): its body decoded by the record's list query. */
  readonly list: (queries: AccountingQueries, body: unknown, scope: AccountingScope) => Promise<unknown>;
  /** The generic find's order when the query names none. */
  readonly findOrder: 'id' | 'createdAt';
  /** The row of a record no longer listed whose page still opens (a deleted charge). */
  readonly readGone?: (queries: AccountingQueries, id: number, scope: AccountingScope) => Promise<Row | undefined>;
  /** The form's create, edit and delete as the record's commands, the body decoded by the record's codec. */
  readonly create: (body: unknown, ctx: CommandContext) => object;
  readonly edit: (id: number, body: unknown, ctx: CommandContext) => object;
  readonly remove: (id: number, ctx: CommandContext) => object;
  /** What a delete answers: the row as it was (a deleted record), or as the command left it (a cancelled invoice). */
  readonly removeAnswers: 'before' | 'after';
  /** The OpenAPI summaries of the list call, the generic find, create, edit and delete. */
  readonly summaries: Readonly<Record<'list' | 'find' | 'create' | 'update' | 'remove', string>>;
}

/** What an accounting record's controller does beside its routes: read its rows, send its commands, answer them. */
export abstract class AccountingRecordController<T extends AccountingTable, Row> extends CommandController {
  protected readonly queries = new AccountingQueries(this.infra.db);
  /** The record's calls, given by accountingRecordRoutes. */
  declare protected readonly record: AccountingRecordRoutes<T, Row>;

  /** One of the record's commands, sent on the CommandBus. */
  protected execute(command: object): Promise<AccountingResult> {
    return this.commands.execute<object, AccountingResult>(command);
  }

  /** The record as the command left it, once the read models have it (202 with its id when they lag). */
  protected answer(result: AccountingResult, actor: Actor, res: Response) {
    return answerWithRow(this.infra.readModels, result, res, (id) => this.read(id, scopeOf(actor)));
  }

  protected read(id: number, scope: AccountingScope): Promise<Row | undefined> {
    return this.queries.get(this.record.table, id, scope, this.record.toRow);
  }

  protected async existing(id: number, actor: Actor): Promise<Row> {
    const row = await this.read(id, scopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }
}

/**
 * The calls every accounting record has, as one controller base: the list call, the generic find and get, and the
 * form's create, edit and delete, each a command of the record's own on the CommandBus answered with its row once
 * the read models have it. The record's controller extends it with its particular calls (a payment's refund).
 */
export const accountingRecordRoutes = <T extends AccountingTable, Row>(
  spec: AccountingRecordRoutes<T, Row>,
): new (commands: CommandBus, infra: Infrastructure) => AccountingRecordController<T, Row> => {
  const { name, table, summaries } = spec;

  class AccountingRecordRoutesController extends AccountingRecordController<T, Row> {
    protected override readonly record = spec;

    @Post(`api/v1/${name}/list`)
    @HttpCode(200)
    @RequirePermission(name, 'list')
    @ApiOperation({ summary: summaries.list })
    list(@Body() body: unknown, @CurrentActor() actor: Actor) {
      return spec.list(this.queries, body, scopeOf(actor));
    }

    @Get(`api/${name}`)
    @RequirePermission(name, 'list')
    @ApiOperation({ summary: summaries.find })
    find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
      const order = { column: spec.findOrder, direction: 'desc' } as const;
      return this.queries.find(table, parseGenericQuery(query, GENERIC_FIELDS[table], order), scopeOf(actor), (r) =>
        spec.toRow(r as AnsweredRow<T>),
      );
    }

    @Get(`api/${name}/:id`)
    @RequirePermission(name, 'view')
    async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<Row> {
      const scope = scopeOf(actor);
      return (
        (await this.read(id, scope)) ?? (await spec.readGone?.(this.queries, id, scope)) ?? Promise.reject(notFound(id))
      );
    }

    @Post(`api/${name}`)
    @RequirePermission(name, 'create')
    @ApiOperation({ summary: summaries.create })
    async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
      const result = await this.execute(spec.create(body, commandContextOf(actor)));
      res.status(201);
      return this.answer(result, actor, res);
    }

    @Patch(`api/${name}/:id`)
    @RequirePermission(name, 'update')
    @ApiOperation({ summary: summaries.update })
    async update(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
      const command = spec.edit(id, body, commandContextOf(actor));
      await this.existing(id, actor);
      return this.answer(await this.execute(command), actor, res);
    }

    @Delete(`api/${name}/:id`)
    @HttpCode(200)
    @RequirePermission(name, 'remove')
    @ApiOperation({ summary: summaries.remove })
    async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
      const before = await this.existing(id, actor);
      const result = await this.execute(spec.remove(id, commandContextOf(actor)));
      if (spec.removeAnswers === 'after') return this.answer(result, actor, res);
      await awaitReadModels(this.infra.readModels, result.position, res);
      return before;
    }
  }
  return AccountingRecordRoutesController;
};
