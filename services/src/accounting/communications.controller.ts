import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can, CommunicationsListQuery, validationError, type PermissionResource } from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission, SignedIn } from '../core/auth/auth.decorators.js';
import { notFound, scopeOf } from './accounting-answers.js';
import { AccountingQueries } from './accounting.queries.js';
import { toInvoiceRow, toPaymentRow } from './accounting.rows.js';
import { MailInvoiceCommand, type MailInvoiceResult } from './commands/mail-invoice.handler.js';
import { listCommunications } from './communications.queries.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { CommandController } from '../core/http/command-controller.js';

const VIEWED: Readonly<Record<'invoice' | 'payment', PermissionResource>> = {
  invoice: 'invoices',
  payment: 'payments',
};

/**
 * The Communication tabs of invoices and payments (spec 3 §2; §7 'Communication-records by resourceId and
 * resourceType') and the invoice's Mail invoice action (spec 3 §4), whose task is such a record.
 */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class CommunicationsController extends CommandController {
  private readonly queries = new AccountingQueries(this.infra.db);

  @Post('api/v1/communications/list')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      'Communication records of an invoice or a payment (resourceType, resourceId; id DESC): the view permission of that resource, within the partner',
  })
  async list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    const q = decodeOrThrow(CommunicationsListQuery, body ?? {});
    if (q.resourceType === undefined || q.resourceId === undefined)
      throw new DomainException(
        validationError([
          ...(q.resourceType === undefined ? [{ path: 'resourceType', message: 'resourceType is required' }] : []),
          ...(q.resourceId === undefined ? [{ path: 'resourceId', message: 'resourceId is required' }] : []),
        ]),
      );
    const viewed = VIEWED[q.resourceType];
    // The guard's words, for the permission the resource type asks for.
    if (!can(actor.permissions, viewed, 'view'))
      throw new DomainException({ kind: 'forbidden', message: `You do not have the ${viewed}-view permission` });
    const scope = scopeOf(actor);
    const owner =
      q.resourceType === 'invoice'
        ? await this.queries.get('rm.invoices', q.resourceId, scope, toInvoiceRow)
        : await this.queries.get('rm.payments', q.resourceId, scope, toPaymentRow);
    if (!owner) throw notFound(q.resourceId);
    return listCommunications(
      this.infra.db,
      { type: q.resourceType, id: q.resourceId, ownerId: owner.userId },
      { limit: q.limit, page: q.page },
    );
  }

  /**
   * Mail invoice is an action of the accounting staff who work on invoices (spec 3 §4, §6: the accounting menu is
   * admin, accounts-staff and staff; finance): invoices-update. Partner, sales-staff and finance-delete-old-invoice
   * read invoices but do not send them.
   */
  @Post('api/v1/invoices/:id/mail')
  @RequirePermission('invoices', 'update')
  @ApiOperation({
    summary:
      'Mail invoice (spec 3 §4): the MAIL_INVOICE_TO_CUSTOMER {invoiceId} task (invoices-update); answers { taskId }',
  })
  async mailInvoice(
    @IdParam() id: number,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<{ taskId: number }> {
    const r = await this.commands.execute<MailInvoiceCommand, MailInvoiceResult>(
      new MailInvoiceCommand(id, commandContextOf(actor)),
    );
    res.status(201);
    await awaitReadModels(this.infra.readModels, r.position, res);
    return { taskId: r.taskId };
  }
}
