import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { checkInvoiceAction } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { issueTask, type IssuedTask } from '../../notifications/index.js';
import { notFound } from '../accounting-answers.js';
import { AccountingStreams } from '../accounting-streams.js';

/** Mail invoice (spec 3 §4 invoice actions): the MAIL_INVOICE_TO_CUSTOMER {invoiceId} task (spec 3 §7 Tasks). */
export class MailInvoiceCommand {
  constructor(
    readonly invoiceId: number,
    readonly ctx: CommandContext,
  ) {}
}

export type MailInvoiceResult = IssuedTask;

export const MAIL_INVOICE = 'MAIL_INVOICE_TO_CUSTOMER';

/**
 * Decided on the invoice's stream, not on its read row: an invoice that does not exist or belongs to another
 * partner (for a partner user) is not found; a cancelled one is not owed, so it is not mailed.
 */
@CommandHandler(MailInvoiceCommand)
export class MailInvoiceHandler implements ICommandHandler<MailInvoiceCommand, MailInvoiceResult> {
  private readonly streams: AccountingStreams;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {
    this.streams = new AccountingStreams(infra.store);
  }

  async execute({ invoiceId, ctx }: MailInvoiceCommand): Promise<MailInvoiceResult> {
    const invoice = await this.streams.invoice(invoiceId);
    const actor = ctx.actor;
    if (!invoice || (actor?.isPartner === true && invoice.partnerId !== actor.partnerId)) throw notFound(invoiceId);
    const refused = checkInvoiceAction('mail', invoice.status);
    if (refused !== undefined && refused !== 'ignore') throw new DomainException(refused);
    return issueTask(this.infra.ids, this.commands, MAIL_INVOICE, { invoiceId }, ctx);
  }
}
