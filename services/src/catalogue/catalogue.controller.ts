import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Res, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CATALOGUE_RESOURCES, Id, catalogueDefaults, cataloguePartnerScope, jsonSchemaOf, type CatalogueResourceName } from '@console/contracts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Response } from 'express';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { commandContextOf as ctxOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { genericTypeOfSchema, parseGenericQuery, type GenericField } from '../core/http/generic-query.js';
import { genericCondition } from '../core/http/generic-where.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../identity/auth.decorators.js';
import { catalogueDecider, catalogueEventCodecs, type CatalogueCommand, type CatalogueState } from './catalogue.decider.js';
import { catalogueFacts } from './catalogue.facts.js';
import { catalogueRows } from './catalogue.rows.js';
import { IdPipe } from '../core/http/id.pipe.js';

type Row = Record<string, unknown>;

/**
 * How each field filters in the generic calls, from the JSON-schema of its codec: integer columns take whole
 * numbers in their range, date columns calendar days, and so on (generic-query.ts), so a filter value the column
 * cannot compare with is a 400, never a database error.
 */
const fieldsOf = (props: t.Props): Record<string, GenericField> => {
  const out: Record<string, GenericField> = { id: { column: 'id', type: 'number' }, createdAt: { column: 'createdAt', type: 'date' }, updatedAt: { column: 'updatedAt', type: 'date' } };
  for (const [name, codec] of Object.entries(props)) {
    const schema = jsonSchemaOf(codec);
    // A list column (users, countryIds) compares with no single value: it is not a filter.
    if (schema['type'] !== 'array' && schema['type'] !== 'object') out[name] = { column: name, type: genericTypeOfSchema(schema) };
  }
  return out;
};

/* Text and day fields: searched by `q`, and a date column's value is answered as YYYY-MM-DD. */
const isTextCodec = (codec: t.Mixed): boolean => jsonSchemaOf(codec)['type'] === 'string';

/**
 * The free-text search `q` of a catalogue list (spec 3 §2 reason lists' search): any text field of the resource
 * holds it (the reason, a name, a coupon code), or it is the record's id.
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
 * The generic resource calls of one catalogue resource (ARCHITECTURE §6): find with operators, get, create,
 * patch, delete, each create/patch/delete a command on the resource's own stream.
 */
export const catalogueController = (resource: CatalogueResourceName): Type<unknown> => {
  const spec = CATALOGUE_RESOURCES[resource];
  const decider = catalogueDecider(spec);
  const props = spec.fields.props as t.Props;
  const fields = fieldsOf(props);
  const codecs = catalogueEventCodecs(spec);
  const CreateBody = t.intersection([t.exact(t.partial(props)), t.partial({ id: Id })]);
  const PatchBody = t.exact(t.partial(props));
  const table = sql.table(`rm.${spec.table}`);
  const textFields = Object.entries(props).filter(([, c]) => isTextCodec(c)).map(([name]) => name);
  const toApi = (row: Row): Row => {
    const out: Row = { ...row };
    for (const f of textFields) if (out[f] instanceof Date) out[f] = asDay(out[f]);
    return out;
  };
  const partnerScope = cataloguePartnerScope(resource);
  /** A partner user sees and changes only its partner's rows (ARCHITECTURE §6); storage types also partner 1's. */
  const scopeOf = (actor: Actor) =>
    !actor.isPartner || partnerScope === undefined
      ? []
      : [partnerScope === 'own' ? sql<boolean>`"partnerId" = ${actor.partnerId}` : sql<boolean>`"partnerId" IN (1, ${actor.partnerId})`];
  /** The same scope on the record folded from its stream: a command never asks the read model, which may lag. */
  const inScope = (actor: Actor, record: Readonly<Record<string, unknown>>): boolean => {
    if (!actor.isPartner || partnerScope === undefined) return true;
    const partnerId = record['partnerId'];
    return partnerScope === 'own' ? partnerId === actor.partnerId : partnerId === 1 || partnerId === actor.partnerId;
  };
  const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
  /** Existence and scope of the record the command changes, judged on its stream. */
  const existing = (id: number, actor: Actor, command: CatalogueCommand) => (state: CatalogueState): CatalogueCommand => {
    if (!state || !inScope(actor, state.record)) throw notFound(id);
    return command;
  };

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
    async find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
      const g = parseGenericQuery(query, fields, { column: 'id', direction: 'asc' });
      const conditions = [...g.filters.map(genericCondition), ...scopeOf(actor)];
      if (g.q) conditions.push(searchCondition(g.q, textFields));
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const order = sql.join(g.sort.map((s) => sql`${sql.ref(s.column)} ${sql.raw(s.direction)}`));
      const [rows, count] = await Promise.all([
        sql<Row>`SELECT * FROM ${table} ${where} ORDER BY ${order} LIMIT ${g.limit} OFFSET ${g.skip}`.execute(this.infra.db),
        sql<{ n: number }>`SELECT count(*)::int AS n FROM ${table} ${where}`.execute(this.infra.db),
      ]);
      return { total: count.rows[0]?.n ?? 0, limit: g.limit, skip: g.skip, data: (await catalogueRows(resource, this.infra.db, rows.rows)).map(toApi) };
    }

    @Get(':id')
    @RequirePermission(resource, 'view')
    get(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
      return this.read(id, actor);
    }

    @Post()
    @RequirePermission(resource, 'create')
    async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
      const { id: given, ...record } = decodeOrThrow(CreateBody, body);
      const id = given ?? (await this.infra.ids.next(spec.category));
      if (given !== undefined) await this.infra.ids.atLeast(spec.category, given);
      const facts = await catalogueFacts(resource, this.infra.store, record, 'create');
      const full = { ...catalogueDefaults(resource), ...facts, ...record, ...(scopeOf(actor).length ? { partnerId: actor.partnerId } : {}) };
      const r = await this.repository.handle(decider, codecs, id, { type: 'Create', id, record: full }, ctxOf(actor));
      if (!(await awaitReadModels(this.infra.readModels, r.position, res))) return acceptedNotYetReadable(res, { id, ...full });
      return this.read(id);
    }

    @Patch(':id')
    @RequirePermission(resource, 'update')
    async patch(@Param('id', IdPipe) id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
      const patch = decodeOrThrow(PatchBody, body);
      const changes = { ...(await catalogueFacts(resource, this.infra.store, patch, 'update')), ...patch };
      const r = await this.repository.handle(decider, codecs, id, existing(id, actor, { type: 'Update', changes }), ctxOf(actor));
      // Not caught up in time: the record as the command left it on its stream (202), never a stale row.
      if (!(await awaitReadModels(this.infra.readModels, r.position, res))) return acceptedNotYetReadable(res, { id, ...r.state?.record });
      return (await this.readIfThere(id)) ?? acceptedNotYetReadable(res, { id, ...r.state?.record });
    }

    @Delete(':id')
    @HttpCode(200)
    @RequirePermission(resource, 'remove')
    async remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
      // The row as it was, for the answer only; the record as its stream had it when the read model lags.
      const before = await this.readIfThere(id, actor);
      const r = await this.repository.handle(decider, codecs, id, existing(id, actor, { type: 'Delete' }), ctxOf(actor));
      await awaitReadModels(this.infra.readModels, r.position, res);
      return before ?? { id, ...r.previous?.record };
    }

    private async read(id: number, actor?: Actor): Promise<Row> {
      const row = await this.readIfThere(id, actor);
      if (!row) throw notFound(id);
      return row;
    }

    private async readIfThere(id: number, actor?: Actor): Promise<Row | undefined> {
      const scope = actor ? scopeOf(actor).map((c) => sql` AND ${c}`) : [];
      const r = await sql<Row>`SELECT * FROM ${table} WHERE id = ${id}${sql.join(scope, sql``)}`.execute(this.infra.db);
      const [row] = await catalogueRows(resource, this.infra.db, r.rows);
      return row ? toApi(row) : undefined;
    }
  }
  Object.defineProperty(CatalogueController, 'name', { value: `${resource}CatalogueController` });
  return CatalogueController;
};
