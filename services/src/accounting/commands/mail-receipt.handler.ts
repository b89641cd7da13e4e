import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYMENT_MESSAGES, paymentHasReceipt } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { issueTask, type IssuedTask } from '../../notifications/index.js';
import { notFound } from '../accounting-answers.js';
import { AccountingStreams } from '../accounting-streams.js';

/** Send Receipt of a complete payment (spec 3 §2): the MAIL_RECEIPT_TO_CUSTOMER {paymentId} task (spec 3 §7 Tasks). */
export class MailReceiptCommand {
  constructor(
    readonly paymentId: number,
    readonly ctx: CommandContext,
  ) {}
}

export type MailReceiptResult = IssuedTask;

export const MAIL_RECEIPT = 'MAIL_RECEIPT_TO_CUSTOMER';

/**
 * Decided on the payment's stream (ARCHITECTURE §1), not on its read row: a payment that does not exist, was deleted
 * or belongs to another partner (for a partner user) is not found; one that is not complete has no receipt to mail.
 */
@CommandHandler(MailReceiptCommand)
export class MailReceiptHandler implements ICommandHandler<MailReceiptCommand, MailReceiptResult> {
  private readonly streams: AccountingStreams;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {
    this.streams = new AccountingStreams(infra.store);
  }

  async execute({ paymentId, ctx }: MailReceiptCommand): Promise<MailReceiptResult> {
    const payment = await this.streams.payment(paymentId);
    const actor = ctx.actor;
    if (!payment || payment.deleted || (actor?.isPartner === true && payment.partnerId !== actor.partnerId))
      throw notFound(paymentId);
    if (!paymentHasReceipt(payment))
      throw new DomainException({ kind: 'conflict', message: PAYMENT_MESSAGES.receiptNotComplete });
    return issueTask(this.infra.ids, this.commands, MAIL_RECEIPT, { paymentId }, ctx);
  }
}
