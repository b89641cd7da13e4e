import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TASK_MESSAGES, TaskPatch, TaskStatus, Text, type TaskLogRow, type TaskRow } from '@console/contracts';
import type { Response } from 'express';
import * as t from 'io-ts';
import { sql } from 'kysely';
import { commandContextOf as ctxOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import {
  parseGenericQuery,
  type GenericField,
  type GenericPage,
  type GenericQuery,
} from '../core/http/generic-query.js';
import { genericCondition } from '../core/http/generic-where.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { CreateTaskCommand, EditTaskCommand, type TaskCommandResult } from './task-commands.js';
import { withTaskNames } from './task-row-names.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { CommandController } from '../core/http/command-controller.js';

const f = (column: string, type: GenericField['type']): GenericField => ({ column, type });
const TASK_FIELDS: Readonly<Record<string, GenericField>> = {
  id: f('id', 'number'),
  type: f('type', 'string'),
  status: f('status', 'string'),
  date: f('date', 'date'),
  creatorId: f('creatorId', 'number'),
  priority: f('priority', 'number'),
  createdAt: f('createdAt', 'date'),
  updatedAt: f('updatedAt', 'date'),
};
const TASK_LOG_FIELDS: Readonly<Record<string, GenericField>> = {
  taskId: f('taskId', 'number'),
  type: f('type', 'string'),
  date: f('date', 'date'),
};

/** POST /api/tasks: the create form (type required, data JSON text); status new and the date now unless given. */
export const CreateTaskBody = t.intersection([t.type({ type: Text }), TaskPatch]);

type Row = Record<string, unknown>;
const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);
const toTask = (r: Row): TaskRow =>
  ({ ...r, date: iso(r.date), createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) }) as unknown as TaskRow;
const toLog = (r: Row): TaskLogRow => ({ ...r, date: iso(r.date) }) as unknown as TaskLogRow;

/**
 * Tasks and task logs (spec 2 §2 Tasks, §3, §7 resources `tasks`, `tasklogs`): the generic calls, the create and
 * edit of the task screens. The spec names no roles for tasks (§6 "not shown") and makes managing them an admin's
 * work (§1): the `tasks-*` / `tasklogs-*` permissions, which only admin holds by default.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller()
export class TasksController extends CommandController {
  @Get('api/tasks')
  @RequirePermission('tasks', 'list')
  @ApiOperation({ summary: 'Tasks: field filters (status[$in] ...), $limit, $skip, $sort (default id descending)' })
  async findTasks(@Query() query: Record<string, unknown>): Promise<GenericPage<TaskRow>> {
    const page = await this.page(
      'rm.tasks',
      parseGenericQuery(query, TASK_FIELDS, { column: 'id', direction: 'desc' }),
      toTask,
    );
    return { ...page, data: await withTaskNames(this.infra.db, page.data) };
  }

  @Get('api/tasks/:id')
  @RequirePermission('tasks', 'view')
  getTask(@IdParam() id: number): Promise<TaskRow> {
    return this.read(id);
  }

  @Post('api/tasks')
  @RequirePermission('tasks', 'create')
  async createTask(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(CreateTaskBody, body);
    const id = await this.infra.ids.next('task');
    const now = new Date().toISOString();
    const record = {
      id,
      type: input.type.trim(),
      status: input.status ?? TaskStatus.values[0],
      date: input.date ?? now,
      priority: input.priority ?? null,
      data: input.data ?? null,
      taskError: input.taskError ?? null,
      creatorId: actor.id,
      createdAt: now,
    };
    const r = await this.commands.execute<CreateTaskCommand, TaskCommandResult>(
      new CreateTaskCommand(record, ctxOf(actor)),
    );
    res.status(201);
    if (!(await awaitReadModels(this.infra.readModels, r.position, res)))
      return acceptedNotYetReadable(res, { ...record });
    return this.read(id);
  }

  @Patch('api/tasks/:id')
  @RequirePermission('tasks', 'update')
  async editTask(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const changes = decodeOrThrow(TaskPatch, body);
    const r = await this.commands.execute<EditTaskCommand, TaskCommandResult>(
      new EditTaskCommand(id, changes, ctxOf(actor)),
    );
    if (!(await awaitReadModels(this.infra.readModels, r.position, res)))
      return acceptedNotYetReadable(res, { id, ...changes });
    return this.read(id);
  }

  @Get('api/tasklogs')
  @RequirePermission('tasklogs', 'list')
  @ApiOperation({ summary: "Task logs, by taskId (the task show screen's Logs list); default date descending" })
  findLogs(@Query() query: Record<string, unknown>): Promise<GenericPage<TaskLogRow>> {
    return this.page(
      'rm.task_logs',
      parseGenericQuery(query, TASK_LOG_FIELDS, { column: 'date', direction: 'desc' }),
      toLog,
    );
  }

  private async page<T>(table: string, g: GenericQuery, map: (r: Row) => T): Promise<GenericPage<T>> {
    const conditions = g.filters.map(genericCondition);
    const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    // id breaks ties so pages never overlap.
    const order = sql.join([...g.sort.map((s) => sql`${sql.ref(s.column)} ${sql.raw(s.direction)}`), sql`id DESC`]);
    const from = sql.table(table);
    const [rows, count] = await Promise.all([
      sql<Row>`SELECT * FROM ${from} ${where} ORDER BY ${order} LIMIT ${g.limit} OFFSET ${g.skip}`.execute(
        this.infra.db,
      ),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM ${from} ${where}`.execute(this.infra.db),
    ]);
    return { total: count.rows[0]?.n ?? 0, limit: g.limit, skip: g.skip, data: rows.rows.map(map) };
  }

  private async read(id: number): Promise<TaskRow> {
    const r = await sql<Row>`SELECT * FROM rm.tasks WHERE id = ${id}`.execute(this.infra.db);
    const row = r.rows[0];
    if (!row) throw new DomainException({ kind: 'not_found', message: `${TASK_MESSAGES.notFound} '${id}'` });
    const [named] = await withTaskNames(this.infra.db, [toTask(row)]);
    return named ?? toTask(row);
  }
}
