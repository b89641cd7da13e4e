import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  diffDocuments,
  HISTORY_MODELS,
  Id,
  IsoInstant,
  Text,
  list,
  validationError,
  type RevisionsDeleted,
} from '@console/contracts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { commandContextOf } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery, type GenericField } from '../core/http/generic-query.js';
import { genericCondition } from '../core/http/generic-where.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { DeleteRevisionsCommand, type HistoryCommandResult } from './history-commands.js';
import { countRevisionsFast } from './revision-count.js';
import { recordAsOf } from './time-travel.js';
import { describeAsOf, parseRevisionDocument, withDescriptions } from './described-revisions.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { CommandController } from '../core/http/command-controller.js';

const REVISION_FIELDS: Readonly<Record<string, GenericField>> = {
  id: { column: 'id', type: 'number' },
  model: { column: 'model', type: 'string' },
  documentId: { column: 'documentId', type: 'number' },
  userId: { column: 'userId', type: 'number' },
  partnerId: { column: 'partnerId', type: 'number' },
  revision: { column: 'revision', type: 'number' },
  createdAt: { column: 'createdAt', type: 'date' },
  updatedAt: { column: 'updatedAt', type: 'date' },
};

export const DeleteRevisionsBody = t.type({ ids: list(Id) });
const AsOfQuery = t.partial({ revision: Text, at: IsoInstant, compare: Text });

/** History (spec 1 §2.11): the revisions list, bulk delete, and any record as of a revision or an instant. */
@ApiTags('history')
@ApiBearerAuth()
@Controller()
export class RevisionsController extends CommandController {
  @Get('api/revisions')
  @RequirePermission('revisions', 'list')
  @ApiOperation({
    summary: 'Revisions: filters model, documentId, createdAt[$gte]/[$lte], ...; default createdAt DESC',
  })
  async find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    // Every row comes described (issue 31): what a reader sees of it, one source for every screen that shows it.
    const g = parseGenericQuery(query, REVISION_FIELDS, { column: 'createdAt', direction: 'desc' });
    let q = this.infra.db.selectFrom('rm.revisions');
    if (actor.isPartner) q = q.where('documentPartnerId', '=', actor.partnerId);
    for (const f of g.filters) q = q.where(genericCondition(f));
    let page = q.selectAll();
    for (const s of g.sort) page = page.orderBy(sql.ref(s.column), s.direction);
    const exactCount = async () =>
      Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const [data, total] = await Promise.all([
      g.limit === 0 ? Promise.resolve([]) : page.limit(g.limit).offset(g.skip).execute(),
      actor.isPartner ? exactCount() : countRevisionsFast(this.infra.db, g.filters).then((n) => n ?? exactCount()),
    ]);
    return { total, limit: g.limit, skip: g.skip, data: await withDescriptions(this.infra.db, data) };
  }

  @Get('api/revisions/:id')
  @RequirePermission('revisions', 'view')
  async get(@IdParam() id: number, @CurrentActor() actor: Actor) {
    let q = this.infra.db.selectFrom('rm.revisions').selectAll().where('id', '=', id);
    if (actor.isPartner) q = q.where('documentPartnerId', '=', actor.partnerId);
    const row = await q.executeTakeFirst();
    if (!row) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    const [described] = await withDescriptions(this.infra.db, [row]);
    const { fields } = await describeAsOf(this.infra.db, row.model, parseRevisionDocument(row.document), undefined);
    return { ...described!, describedDocument: fields };
  }

  /** Bulk delete (not undoable). The deletion is an event: who, when, which rows; the source events stay. */
  @Post('api/v1/revisions/delete')
  @HttpCode(200)
  @RequirePermission('revisions', 'remove')
  async deleteMany(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const { ids } = decodeOrThrow(DeleteRevisionsBody, body);
    const r = await this.commands.execute<DeleteRevisionsCommand, HistoryCommandResult<RevisionsDeleted>>(
      new DeleteRevisionsCommand(ids, commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, r.position, res);
    return { ids };
  }

  @Delete('api/revisions/:id')
  @RequirePermission('revisions', 'remove')
  async deleteOne(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const row = await this.get(id, actor);
    await this.deleteMany({ ids: [id] }, actor, res);
    return row;
  }

  /**
   * GET /api/v1/history/<model>/<id>?revision=N | ?at=<ISO instant>: the record as of then, replayed from its
   * stream; with `compare=M` also the changes from revision M to N.
   */
  @Get('api/v1/history/:model/:id')
  @RequirePermission('revisions', 'view')
  @ApiOperation({
    summary: 'Time travel: the record as of a revision (?revision=N) or an instant (?at=ISO); ?compare=M diffs',
  })
  async asOf(
    @Param('model') model: string,
    @IdParam() id: number,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ) {
    if (!HISTORY_MODELS[model])
      throw new DomainException({ kind: 'not_found', message: `No history for model '${model}'` });
    const q = decodeOrThrow(AsOfQuery, query);
    const revision = q.revision === undefined ? undefined : Number(q.revision);
    if (revision !== undefined && (!Number.isInteger(revision) || revision < 0)) {
      throw new DomainException(validationError([{ path: 'revision', message: 'must be a whole number' }]));
    }
    if (q.at !== undefined && Number.isNaN(Date.parse(q.at))) {
      throw new DomainException(validationError([{ path: 'at', message: 'must be an ISO-8601 instant' }]));
    }
    const asOf = revision !== undefined ? { revision } : q.at !== undefined ? { at: q.at } : ('latest' as const);
    const record = await recordAsOf(this.infra.store, model, id, asOf);
    const notFound = () => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    if (record.revision === 0 && revision === undefined && q.at === undefined) throw notFound();
    if (actor.isPartner) {
      // A partner user reads only records of its own partner, judged by the record as it stands now.
      const now = await recordAsOf(this.infra.store, model, id, 'latest');
      if (now.document?.['partnerId'] !== actor.partnerId) throw notFound();
    }
    const compareTo = typeof query['compare'] === 'string' ? Number(query['compare']) : undefined;
    if (compareTo === undefined || !Number.isInteger(compareTo)) {
      return { ...record, described: await describeAsOf(this.infra.db, model, record.document, undefined) };
    }
    const other = await recordAsOf(this.infra.store, model, id, { revision: compareTo });
    const changes = diffDocuments(other.document, record.document);
    return {
      ...record,
      compare: { revision: other.revision, changes },
      described: await describeAsOf(this.infra.db, model, record.document, changes),
    };
  }
}
