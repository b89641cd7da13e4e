import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, type Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  Id,
  resourceKeyedFilters,
  resourceListFilters,
  resourceSearchFields,
  validationError,
  type AnyResourceDefinition,
  type ResourceState,
} from '@console/contracts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Response } from 'express';
import type { Handled } from '../aggregate-repository.js';
import { commandContextOf as ctxOf, type Actor } from '../command-context.js';
import { DomainException } from '../domain.exception.js';
import { decodeOrThrow } from '../http/decode.js';
import { genericTypeOfSchema, parseGenericQuery, type GenericField } from '../http/generic-query.js';
import { genericCondition } from '../http/generic-where.js';
import { acceptedNotYetReadable, awaitReadModels } from '../http/read-your-writes.js';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure.js';
import { CurrentActor, RequirePermission } from '../auth/auth.decorators.js';
import { ResourceCommandMessage, type ResourceRequest } from './resource-command.js';
import type { ResourceFacts } from './resource-facts.js';
import type { ResourceRows } from './resource-rows.js';
import { readResourceRecord } from './resource-record.js';
import { isPartnerScoped, partnerColumnOf, partnersInScope } from './resource-scope.js';
import { IdParam, Reply } from '../http/route-params.js';

type Row = Record<string, unknown>;

/** What the owning context adds to a resource's generic calls; a simple resource needs neither. */
export interface ResourceBehaviour {
  /** Values a create or edit reads from other records' streams (customers' addresses: partner and country). */
  readonly facts?: ResourceFacts;
  /** Columns its rows carry from other read models (storage types: their storages' figures). */
  readonly rows?: ResourceRows;
  /**
   * The resource's own commands, sent as `PATCH /:id` with `{command: NAME}` (spec 3 §7 UPDATE_WATI_VARIABLES):
   * each gives the changes from the record as its stream has it, written as any edit (rules, events, History).
   */
  readonly commands?: Readonly<Record<string, (record: Readonly<Record<string, unknown>>) => Record<string, unknown>>>;
}

const commandOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)['command'] === 'string'
    ? ((body as Record<string, unknown>)['command'] as string)
    : undefined;

/**
 * How each field filters in the generic calls, from the JSON-schema of its codec (the definition's list filters):
 * integer columns take whole numbers in their range, date columns calendar days, and so on (generic-query.ts), so
 * a filter value the column cannot compare with is a 400, never a database error.
 */
const fieldsOf = (spec: AnyResourceDefinition): Record<string, GenericField> => {
  const out: Record<string, GenericField> = {
    id: { column: 'id', type: 'number' },
    createdAt: { column: 'createdAt', type: 'date' },
    updatedAt: { column: 'updatedAt', type: 'date' },
  };
  for (const [name, schema] of Object.entries(resourceListFilters(spec)))
    out[name] = { column: name, type: genericTypeOfSchema(schema) };
  for (const name of resourceKeyedFilters(spec)) out[name] = { column: name, type: 'keys' };
  return out;
};

/**
 * The free-text search `q` of a list (spec 3 §2 reason lists' search): any text field of the resource holds it
 * (the reason, a name, a coupon code), or it is the record's id.
 */
const searchCondition = (q: string, textFields: readonly string[]) => {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = textFields.map((f) => sql<boolean>`${sql.ref(f)}::text ILIKE ${like}`);
  if (/^\d{1,9}$/.test(q)) matches.push(sql<boolean>`id = ${Number(q)}`);
  return matches.length ? sql<boolean>`(${sql.join(matches, sql` OR `)})` : sql<boolean>`false`;
};

/**
 * A PostgreSQL `date` column comes back as a local midnight Date; the API speaks `YYYY-MM-DD` (ARCHITECTURE §8),
 * as the record was stored (spec 2 §5: coupon dates saved as YYYY-MM-DD).
 */
const asDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The generic calls of one simple resource (ARCHITECTURE §6) at `/api/<name>`: find with operators, get, create,
 * patch, delete; each create, patch and delete one ResourceCommandMessage on the CommandBus. app/resource-routes.module.ts
 * registers it for every resource of contracts' registry.
 */
export const resourceController = (spec: AnyResourceDefinition, behaviour: ResourceBehaviour = {}): Type<unknown> => {
  const resource = spec.name;
  const props = spec.fields.props;
  const fields = fieldsOf(spec);
  const CreateBody = t.intersection([t.exact(t.partial(props)), t.partial({ id: Id })]);
  const PatchBody = t.exact(t.partial(props));
  const table = sql.table(`rm.${spec.table}`);
  const textFields = resourceSearchFields(spec);
  const toApi = (row: Row): Row => {
    const out: Row = { ...row };
    for (const f of textFields) if (out[f] instanceof Date) out[f] = asDay(out[f]);
    return out;
  };
  const withRows = (db: Infrastructure['db'], rows: readonly Row[]): Promise<Row[]> =>
    behaviour.rows?.(db, rows) ?? Promise.resolve([...rows]);
  /** A partner user sees only its partner's rows (ARCHITECTURE §6); storage types also partner 1's. */
  const scopeOf = (actor: Actor) =>
    isPartnerScoped(spec, actor)
      ? [sql<boolean>`${sql.ref(partnerColumnOf(spec))} IN (${sql.join(partnersInScope(spec, actor))})`]
      : [];
  const notFound = (id: number) =>
    new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

  @ApiTags(resource)
  @ApiBearerAuth()
  @Controller(`api/${resource}`)
  class ResourceController {
    constructor(
      @Inject(INFRASTRUCTURE) readonly infra: Infrastructure,
      private readonly commands: CommandBus,
    ) {}

    @Get()
    @RequirePermission(resource, 'list')
    async find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
      const g = parseGenericQuery(query, fields, { column: 'id', direction: 'asc' });
      const conditions = [...g.filters.map(genericCondition), ...scopeOf(actor)];
      if (g.q) conditions.push(searchCondition(g.q, textFields));
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const order = sql.join(g.sort.map((s) => sql`${sql.ref(s.column)} ${sql.raw(s.direction)}`));
      const [rows, count] = await Promise.all([
        sql<Row>`SELECT * FROM ${table} ${where} ORDER BY ${order} LIMIT ${g.limit} OFFSET ${g.skip}`.execute(
          this.infra.db,
        ),
        sql<{ n: number }>`SELECT count(*)::int AS n FROM ${table} ${where}`.execute(this.infra.db),
      ]);
      return {
        total: count.rows[0]?.n ?? 0,
        limit: g.limit,
        skip: g.skip,
        data: (await withRows(this.infra.db, rows.rows)).map(toApi),
      };
    }

    @Get(':id')
    @RequirePermission(resource, 'view')
    get(@IdParam() id: number, @CurrentActor() actor: Actor) {
      return this.read(id, actor);
    }

    @Post()
    @RequirePermission(resource, 'create')
    async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
      const { id: given, ...record } = decodeOrThrow(CreateBody, body);
      const id = given ?? (await this.infra.ids.next(spec.category));
      if (given !== undefined) await this.infra.ids.atLeast(spec.category, given);
      const r = await this.run({ type: 'Create', id, body: record }, actor);
      if (!(await awaitReadModels(this.infra.readModels, r.position, res)))
        return acceptedNotYetReadable(res, { id, ...r.state?.record });
      return this.read(id);
    }

    @Patch(':id')
    @RequirePermission(resource, 'update')
    async patch(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
      const r = await this.run({ type: 'Update', id, patch: await this.patchOf(id, body) }, actor);
      // Not caught up in time: the record as the command left it on its stream (202), never a stale row.
      if (!(await awaitReadModels(this.infra.readModels, r.position, res)))
        return acceptedNotYetReadable(res, { id, ...r.state?.record });
      return (await this.readIfThere(id)) ?? acceptedNotYetReadable(res, { id, ...r.state?.record });
    }

    @Delete(':id')
    @HttpCode(200)
    @RequirePermission(resource, 'remove')
    async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
      // The row as it was, for the answer only; the record as its stream had it when the read model lags.
      const before = await this.readIfThere(id, actor);
      const r = await this.run({ type: 'Delete', id }, actor);
      await awaitReadModels(this.infra.readModels, r.position, res);
      return before ?? { id, ...r.previous?.record };
    }

    /** An edit's changes: the body's fields, or what the resource's command named in it derives. */
    private async patchOf(id: number, body: unknown): Promise<Record<string, unknown>> {
      const command = commandOf(body);
      if (command === undefined) return decodeOrThrow(PatchBody, body);
      const derive = behaviour.commands?.[command];
      if (!derive)
        throw new DomainException(validationError([{ path: 'command', message: `Unknown command '${command}'` }]));
      const record = await readResourceRecord(this.infra.store, spec, id);
      if (!record) throw notFound(id);
      return derive(record);
    }

    private run(request: ResourceRequest, actor: Actor): Promise<Handled<ResourceState>> {
      return this.commands.execute<ResourceCommandMessage, Handled<ResourceState>>(
        new ResourceCommandMessage(spec, request, ctxOf(actor), behaviour.facts),
      );
    }

    private async read(id: number, actor?: Actor): Promise<Row> {
      const row = await this.readIfThere(id, actor);
      if (!row) throw notFound(id);
      return row;
    }

    private async readIfThere(id: number, actor?: Actor): Promise<Row | undefined> {
      const scope = actor ? scopeOf(actor).map((c) => sql` AND ${c}`) : [];
      const r = await sql<Row>`SELECT * FROM ${table} WHERE id = ${id}${sql.join(scope, sql``)}`.execute(this.infra.db);
      const [row] = await withRows(this.infra.db, r.rows);
      return row ? toApi(row) : undefined;
    }
  }
  Object.defineProperty(ResourceController, 'name', { value: `${resource}ResourceController` });
  return ResourceController;
};
