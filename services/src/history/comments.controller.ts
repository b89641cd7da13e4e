import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Id, LongText, ModelName } from '@console/contracts';
import * as t from 'io-ts';
import { sql } from 'kysely';
import type { Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { commandContextOf } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery, type GenericField } from '../core/http/generic-query.js';
import { likePattern } from '../core/http/generic-find.js';
import { genericCondition } from '../core/http/generic-where.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { AddCommentCommand, type CommentResult } from './history-commands.js';
import { Reply } from '../core/http/route-params.js';
import { CommandController } from '../core/http/command-controller.js';

export const CreateComment = t.intersection([
  t.type({ comment: LongText, model: ModelName, documentId: Id }),
  t.partial({ userId: t.union([Id, t.null]) }),
]);

const COMMENT_FIELDS: Readonly<Record<string, GenericField>> = {
  id: { column: 'id', type: 'number' },
  model: { column: 'model', type: 'string' },
  documentId: { column: 'documentId', type: 'number' },
  userId: { column: 'userId', type: 'number' },
  authorId: { column: 'authorId', type: 'number' },
  createdAt: { column: 'createdAt', type: 'date' },
};

/** Spec 1 §2.12 and §7.6: the Comments list (500 rows, oldest first) and the panel on every record. */
export const COMMENTS_LIMIT = 500;

@ApiTags('history')
@ApiBearerAuth()
@Controller('api/comments')
export class CommentsController extends CommandController {
  @Get()
  @RequirePermission('comments', 'list')
  @ApiOperation({ summary: 'Comments by model + documentId, or by q and userId; oldest first, up to 500' })
  async find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    const g = parseGenericQuery({ $limit: String(COMMENTS_LIMIT), ...query }, COMMENT_FIELDS, {
      column: 'createdAt',
      direction: 'asc',
    });
    let q = this.infra.db.selectFrom('rm.comments');
    if (actor.isPartner) q = q.where('partnerId', '=', actor.partnerId);
    for (const f of g.filters) q = q.where(genericCondition(f));
    if (g.q) q = q.where('comment', 'ilike', likePattern(g.q));
    let page = q.selectAll();
    for (const s of g.sort) page = page.orderBy(sql.ref(s.column), s.direction);
    const limit = Math.min(g.limit, COMMENTS_LIMIT);
    const [data, count] = await Promise.all([
      page.limit(limit).offset(g.skip).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), limit, skip: g.skip, data };
  }

  /** No client validation (spec 1 §5); the server refuses only an empty comment or a record that does not exist. */
  @Post()
  @RequirePermission('comments', 'create')
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(CreateComment, body);
    const r = await this.commands.execute<AddCommentCommand, CommentResult>(
      new AddCommentCommand(input, commandContextOf(actor)),
    );
    const { id, comment, model, documentId, userId, authorId } = r.data;
    const caughtUp = await awaitReadModels(this.infra.readModels, r.position, res);
    res.status(201);
    const row = await this.infra.db.selectFrom('rm.comments').selectAll().where('id', '=', id).executeTakeFirst();
    if (row) return row;
    if (!caughtUp) return acceptedNotYetReadable(res, { id, comment, model, documentId, userId, authorId });
    throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
  }
}
