import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChargeBody,
  ChargesBulkDeleteBody,
  ChargesListQuery,
  type BulkAnswer,
  type BulkRefusal,
  type GlobalPosition,
} from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { Reply } from '../core/http/route-params.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { accountingRecordRoutes } from './accounting-record.routes.js';
import { toChargeRow } from './accounting.rows.js';
import { ChargeCommand } from './commands/accounting-commands.js';

/** Charges (spec 3 §2, §5, §7): the list call, the generic calls, the form's create, edit and delete, bulk delete. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class ChargesController extends accountingRecordRoutes({
  name: 'charges',
  table: 'rm.charges',
  toRow: toChargeRow,
  list: (queries, body, scope) => queries.listCharges(decodeOrThrow(ChargesListQuery, body ?? {}), scope),
  findOrder: 'id',
  // A deleted charge is listed nowhere, but its page still opens (deletedAt, its History).
  readGone: (queries, id, scope) => queries.deletedCharge(id, scope),
  create: (body, ctx) =>
    new ChargeCommand({ kind: 'create', body: decodeOrThrow(ChargeBody, body), origin: 'form' }, ctx),
  edit: (id, body, ctx) => new ChargeCommand({ kind: 'edit', id, body: decodeOrThrow(ChargeBody, body) }, ctx),
  remove: (id, ctx) => new ChargeCommand({ kind: 'delete', id }, ctx),
  removeAnswers: 'before',
  summaries: {
    list: 'Charges list call (spec 1 §7.2): types, userIds, partnerIds, countryIds, invoiceIds, dates, searchTerm, ids; id DESC',
    find: 'Generic charges find (invoiceId=null lists unattached charges)',
    create: 'Create a charge (ChargeCreated; with invoiceId it joins that invoice)',
    update: 'Edit a charge, its notes (spec 3 §7), or its invoice (invoiceId)',
    remove: 'Delete a charge (only while its invoice is dated today or later); answers the charge as it was',
  },
}) {
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
        const result = await this.execute(new ChargeCommand({ kind: 'delete', id }, commandContextOf(actor)));
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
}
