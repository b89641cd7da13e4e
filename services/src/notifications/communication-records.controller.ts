import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  COMMUNICATION_RECORDS_SORTABLE,
  CommunicationRecordsListQuery,
  dateRangeToInstants,
  listOffset,
  type CommunicationRecordListRow,
  type DateRange,
  type ListAnswer,
} from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery, type GenericField, type GenericPage } from '../core/http/generic-query.js';
import { genericCondition } from '../core/http/generic-where.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { IdParam } from '../core/http/route-params.js';

type Records = SelectQueryBuilder<ReadModels, 'rm.communication_records', object>;
type Row = Record<string, unknown>;

const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);
const toRow = (r: Row): CommunicationRecordListRow =>
  ({
    ...r,
    sendDate: iso(r['sendDate']),
    deliveryDate: iso(r['deliveryDate']),
    openedDate: iso(r['openedDate']),
    clickedDate: iso(r['clickedDate']),
    createdAt: iso(r['createdAt']),
    updatedAt: iso(r['updatedAt']),
  }) as unknown as CommunicationRecordListRow;

const f = (column: string, type: GenericField['type']): GenericField => ({ column, type });
const GENERIC_FIELDS: Readonly<Record<string, GenericField>> = {
  id: f('id', 'number'),
  taskId: f('taskId', 'number'),
  taskStatus: f('taskStatus', 'string'),
  taskType: f('taskType', 'string'),
  channel: f('channel', 'string'),
  deliveryStatus: f('deliveryStatus', 'string'),
  resourceType: f('resourceType', 'string'),
  resourceId: f('resourceId', 'number'),
  recipientId: f('recipientId', 'number'),
  senderId: f('senderId', 'number'),
  sendDate: f('sendDate', 'date'),
  deliveryDate: f('deliveryDate', 'date'),
  openedDate: f('openedDate', 'date'),
  clickedDate: f('clickedDate', 'date'),
  createdAt: f('createdAt', 'date'),
};

const within = (q: Records, column: 'sendDate' | 'deliveryDate' | 'openedDate' | 'clickedDate', range?: DateRange) => {
  const r = dateRangeToInstants(range);
  let out = q;
  if (r.from !== undefined) out = out.where(column, '>=', new Date(r.from));
  if (r.to !== undefined) out = out.where(column, '<=', new Date(r.to));
  return out;
};

/**
 * The column and values whose total rm.communication_record_counts keeps for this query: no filter ('*'), or one
 * counted filter alone (channel, delivery statuses, task statuses, task type); undefined when the rows must be
 * counted (another filter, or two together).
 */
const keptTotalOf = (q: CommunicationRecordsListQuery): { column: string; values: string[] } | undefined => {
  const counted = [
    ...(q.channel ? [{ column: 'channel', values: [q.channel] }] : []),
    ...(q.deliveryStatuses?.length ? [{ column: 'deliveryStatus', values: [...q.deliveryStatuses] }] : []),
    ...(q.taskStatuses?.length ? [{ column: 'taskStatus', values: [...q.taskStatuses] }] : []),
    ...(q.taskType ? [{ column: 'taskType', values: [q.taskType] }] : []),
  ];
  const ranged = [q.sendDate, q.deliveryDate, q.openedDate, q.clickedDate].some((r) => {
    const i = dateRangeToInstants(r);
    return i.from !== undefined || i.to !== undefined;
  });
  const others =
    ranged || q.resourceType || q.resourceId !== undefined || q.recipientId !== undefined || q.taskIds?.length;
  if (others || counted.length > 1) return undefined;
  return counted[0] ?? { column: '*', values: ['*'] };
};

/** Staff only (spec 3 §2: the Customers menu's Communication list): a partner user reads none. */
const staffOnly = (actor: Actor): void => {
  if (actor.isPartner)
    throw new DomainException({ kind: 'forbidden', message: 'Communication records are for staff only' });
};

/**
 * Communication records (spec 3 §2, §3, §7): the list call with its filters, the generic call the Communication
 * tabs of requests, orders, invoices, payments and users ask (by resourceType and resourceId, or recipientId), and
 * one record for the show page. The `communication-records` permission, staff only.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller()
export class CommunicationRecordsController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Post('api/Communication-records/list')
  @HttpCode(200)
  @RequirePermission('communication-records', 'list')
  @ApiOperation({
    summary:
      'Communication records: channel, deliveryStatuses, taskStatuses, taskType, resourceType + resourceId, recipientId, date ranges (sendDate, deliveryDate, openedDate, clickedDate); id DESC',
  })
  async list(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<ListAnswer<CommunicationRecordListRow>> {
    staffOnly(actor);
    const q = decodeOrThrow(CommunicationRecordsListQuery, body ?? {});
    let where: Records = this.infra.db.selectFrom('rm.communication_records');
    if (q.channel) where = where.where('channel', '=', q.channel);
    if (q.deliveryStatuses?.length) where = where.where('deliveryStatus', 'in', q.deliveryStatuses);
    if (q.taskStatuses?.length) where = where.where('taskStatus', 'in', q.taskStatuses);
    if (q.taskType) where = where.where('taskType', '=', q.taskType);
    if (q.resourceType) where = where.where('resourceType', '=', q.resourceType);
    if (q.resourceId !== undefined) where = where.where('resourceId', '=', q.resourceId);
    if (q.recipientId !== undefined) where = where.where('recipientId', '=', q.recipientId);
    if (q.taskIds?.length) where = where.where('taskId', 'in', q.taskIds);
    where = within(where, 'sendDate', q.sendDate);
    where = within(where, 'deliveryDate', q.deliveryDate);
    where = within(where, 'openedDate', q.openedDate);
    where = within(where, 'clickedDate', q.clickedDate);
    const sortBy = (COMMUNICATION_RECORDS_SORTABLE as readonly string[]).includes(q.sortBy) ? q.sortBy : 'id';
    const direction = q.sortOrder === 'ASC' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      where
        .selectAll()
        .orderBy(sql.ref(sortBy), direction)
        .orderBy('id', 'desc')
        .limit(q.limit)
        .offset(listOffset(q))
        .execute(),
      this.total(where, keptTotalOf(q)),
    ]);
    return { totalCount: count, results: rows.map((r) => toRow(r as Row)) };
  }

  /** The list's total: looked up in rm.communication_record_counts when kept, else counted by the filters' index. */
  private async total(where: Records, kept: { column: string; values: string[] } | undefined): Promise<number> {
    if (kept) {
      const r = await this.infra.db
        .selectFrom('rm.communication_record_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), sql<string>`0`).as('n'))
        .where('column', '=', kept.column)
        .where('value', 'in', kept.values)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    }
    const count = await where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(count.n);
  }

  @Get('api/Communication-records')
  @RequirePermission('communication-records', 'list')
  @ApiOperation({
    summary: 'Communication records, generic: resourceType, resourceId, recipientId ...; $limit, $skip, $sort',
  })
  async find(
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<GenericPage<CommunicationRecordListRow>> {
    staffOnly(actor);
    const g = parseGenericQuery(query, GENERIC_FIELDS, { column: 'id', direction: 'desc' });
    const conditions = g.filters.map(genericCondition);
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const order = sql.join([...g.sort.map((s) => sql`${sql.ref(s.column)} ${sql.raw(s.direction)}`), sql`id DESC`]);
    const [rows, count] = await Promise.all([
      sql<Row>`SELECT * FROM rm.communication_records ${where} ORDER BY ${order} LIMIT ${g.limit} OFFSET ${g.skip}`.execute(
        this.infra.db,
      ),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM rm.communication_records ${where}`.execute(this.infra.db),
    ]);
    return { total: count.rows[0]?.n ?? 0, limit: g.limit, skip: g.skip, data: rows.rows.map(toRow) };
  }

  @Get('api/Communication-records/:id')
  @RequirePermission('communication-records', 'view')
  @ApiOperation({ summary: 'One communication record (the show page: Details and Body tabs)' })
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<CommunicationRecordListRow> {
    staffOnly(actor);
    const row = await this.infra.db
      .selectFrom('rm.communication_records')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return toRow(row);
  }
}
