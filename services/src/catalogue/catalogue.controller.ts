import crypto from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Query, Res, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CATALOGUE_RESOURCES, catalogueDefaults, type CatalogueResourceName } from '@console/contracts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Response } from 'express';
import { AggregateRepository } from '../core/aggregate-repository.js';
import type { Actor, CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery, type GenericField } from '../core/http/generic-query.js';
import { genericCondition } from '../core/http/generic-where.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../identity/auth.decorators.js';
import { catalogueDecider, catalogueEventCodecs } from './catalogue.decider.js';

type Row = Record<string, unknown>;

const fieldsOf = (props: t.Props): Record<string, GenericField> => {
  const out: Record<string, GenericField> = { id: { column: 'id', type: 'number' }, createdAt: { column: 'createdAt', type: 'date' }, updatedAt: { column: 'updatedAt', type: 'date' } };
  for (const [name, codec] of Object.entries(props)) {
    const n = codec.name;
    out[name] = { column: name, type: n.includes('number') ? 'number' : n.includes('boolean') ? 'boolean' : 'string' };
  }
  return out;
};

/**
 * The generic resource calls of one catalogue resource (ARCHITECTURE §6): find with operators, get, create,
 * patch, delete, each create/patch/delete a command on the resource's own stream.
 */
export const catalogueController = (resource: CatalogueResourceName): Type<unknown> => {
  const spec = CATALOGUE_RESOURCES[resource];
  const decider = catalogueDecider(spec);
  const props = spec.fields.props as t.Props;
  const fields = fieldsOf(props);
  const codecs = catalogueEventCodecs(spec);
  const CreateBody = t.intersection([t.exact(t.partial(props)), t.partial({ id: t.number })]);
  const PatchBody = t.exact(t.partial(props));
  const table = sql.table(`rm.${spec.table}`);
  const ctxOf = (actor: Actor): CommandContext => ({ actor, correlationId: crypto.randomUUID(), causationId: null });

  @ApiTags('catalogue')
  @ApiBearerAuth()
  @Controller(`api/${resource}`)
  class CatalogueController {
    private readonly repository: AggregateRepository;

    constructor(@Inject(INFRASTRUCTURE) readonly infra: Infrastructure) {
      this.repository = new AggregateRepository(infra.store);
    }

    @Get()
    @RequirePermission(resource, 'list')
    async find(@Query() query: Record<string, unknown>) {
      const g = parseGenericQuery(query, fields, { column: 'id', direction: 'asc' });
      const conditions = g.filters.map(genericCondition);
      if (g.q) conditions.push(sql<boolean>`name ILIKE ${`%${g.q}%`}`);
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const order = sql.join(g.sort.map((s) => sql`${sql.ref(s.column)} ${sql.raw(s.direction)}`));
      const [rows, count] = await Promise.all([
        sql<Row>`SELECT * FROM ${table} ${where} ORDER BY ${order} LIMIT ${g.limit} OFFSET ${g.skip}`.execute(this.infra.db),
        sql<{ n: number }>`SELECT count(*)::int AS n FROM ${table} ${where}`.execute(this.infra.db),
      ]);
      return { total: count.rows[0]?.n ?? 0, limit: g.limit, skip: g.skip, data: rows.rows };
    }

    @Get(':id')
    @RequirePermission(resource, 'view')
    get(@Param('id', ParseIntPipe) id: number) {
      return this.read(id);
    }

    @Post()
    @RequirePermission(resource, 'create')
    async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
      const { id: given, ...record } = decodeOrThrow(CreateBody, body);
      const id = given ?? (await this.infra.ids.next(spec.category));
      if (given !== undefined) await this.infra.ids.atLeast(spec.category, given);
      const full = { ...catalogueDefaults(resource), ...record };
      const r = await this.repository.handle(decider, codecs, id, { type: 'Create', id, record: full }, ctxOf(actor));
      if (!(await awaitReadModels(this.infra.readModels, r.position, res))) return acceptedNotYetReadable(res, { id, ...full });
      return this.read(id);
    }

    @Patch(':id')
    @RequirePermission(resource, 'update')
    async patch(@Param('id', ParseIntPipe) id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
      const changes = decodeOrThrow(PatchBody, body);
      const r = await this.repository.handle(decider, codecs, id, { type: 'Update', changes }, ctxOf(actor));
      await awaitReadModels(this.infra.readModels, r.position, res);
      return this.read(id);
    }

    @Delete(':id')
    @HttpCode(200)
    @RequirePermission(resource, 'remove')
    async remove(@Param('id', ParseIntPipe) id: number, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
      const before = await this.read(id);
      const r = await this.repository.handle(decider, codecs, id, { type: 'Delete' }, ctxOf(actor));
      await awaitReadModels(this.infra.readModels, r.position, res);
      return before;
    }

    private async read(id: number): Promise<Row> {
      const r = await sql<Row>`SELECT * FROM ${table} WHERE id = ${id}`.execute(this.infra.db);
      const row = r.rows[0];
      if (!row) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
      return row;
    }
  }
  Object.defineProperty(CatalogueController, 'name', { value: `${resource}CatalogueController` });
  return CatalogueController;
};
