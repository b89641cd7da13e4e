import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BILLING_MESSAGES, BillCustomerBody, dayOf, Day } from '@console/contracts';
import * as t from 'io-ts';
import type { Response } from 'express';
import type { Actor } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { IdPipe } from '../../core/http/id.pipe.js';
import { awaitReadModels } from '../../core/http/read-your-writes.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../../core/auth/auth.decorators.js';
import { AccountingStreams } from '../accounting-streams.js';
import { notFound } from '../accounting-answers.js';
import { commandContextOf } from '../../core/command-context.js';
import { BillCustomerCommand, type BillCustomerResult } from './billing-commands.js';
import { MonthlyBillingRun } from './monthly-billing.run.js';
import { SendPendingInvoicesCommand, type SendPendingInvoicesResult } from './send-pending-invoices.handler.js';
import { Reply } from '../../core/http/route-params.js';

const MonthlyRunBody = t.partial({ day: Day });

/** Billing (spec 3 §7): bill a customer up to a date, send its pending invoices, and the monthly run of everyone. */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class BillingController {
  private readonly streams: AccountingStreams;

  constructor(
    private readonly commands: CommandBus,
    private readonly monthly: MonthlyBillingRun,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {
    this.streams = new AccountingStreams(infra.store);
  }

  @Post('api/billing')
  @RequirePermission('billing', 'create')
  @ApiOperation({
    summary:
      "Bill customer {userId, till}: each storage month up to till billed once; answers message 'bill' with the invoice, or 'bill_nothing'",
  })
  async bill(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(BillCustomerBody, body);
    await this.inScope(input.userId, actor);
    const r = await this.commands.execute<BillCustomerCommand, BillCustomerResult>(
      new BillCustomerCommand(input.userId, input.till, commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, r.position, res);
    res.status(r.status === 'billed' ? 201 : 200);
    const message = r.status === 'billed' ? BILLING_MESSAGES.billed : BILLING_MESSAGES.billNothing;
    return {
      message,
      userId: input.userId,
      till: input.till,
      invoiceId: r.invoiceId,
      chargeIds: r.chargeIds,
      months: r.months,
    };
  }

  @Post('api/v1/billing/send-pending-invoices/:userId')
  @HttpCode(200)
  @RequirePermission('billing', 'create')
  @ApiOperation({
    summary:
      'Send pending invoices: pending billed charges go on an invoice; every unpaid or partial invoice is mailed (MAIL_INVOICE_TO_CUSTOMER)',
  })
  async sendPending(@Param('userId', IdPipe) userId: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    await this.inScope(userId, actor);
    const r = await this.commands.execute<SendPendingInvoicesCommand, SendPendingInvoicesResult>(
      new SendPendingInvoicesCommand(userId, commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, r.position, res);
    return { userId, invoiceId: r.invoiceId, invoiceIds: r.invoiceIds, taskIds: r.taskIds };
  }

  @Post('api/v1/billing/monthly-run')
  @HttpCode(200)
  @RequirePermission('billing', 'manage')
  @ApiOperation({
    summary:
      'Starts or resumes the monthly billing run of the month of `day` (default today) for every customer; restart-safe',
  })
  async monthlyRun(@Body() body: unknown) {
    const input = decodeOrThrow(MonthlyRunBody, body ?? {});
    return this.monthly.run(input.day ?? dayOf(new Date()));
  }

  /** Partner users bill only their own partner's customers; the customer must exist. */
  private async inScope(userId: number, actor: Actor): Promise<void> {
    let partnerId: number;
    try {
      partnerId = (await this.streams.customer(userId)).partnerId;
    } catch (e) {
      if (e instanceof DomainException) throw notFound(userId);
      throw e;
    }
    if (actor.isPartner && partnerId !== actor.partnerId) throw notFound(userId);
  }
}
