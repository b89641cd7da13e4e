import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dayOf } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { REQUEST_EVENT_CODECS } from '../../operations/requests/request.codecs.js';
import { requestDecider } from '../../operations/requests/request.decider.js';
import { AccountingStreams } from '../accounting-facts.js';
import { BillCustomerCommand, type BillCustomerResult } from './bill-customer.handler.js';

/** The request's Storage Charge (PATCH requests/{id} {action: CREATE_CHARGE}, spec 2 §7), after the request recorded it. */
export class RequestStorageChargeCommand {
  constructor(
    readonly requestId: number,
    readonly ctx: CommandContext,
  ) {}
}

/**
 * Charges the storage months of the request's storages not billed yet, through the request's date, as storage
 * charges named by the request (BillCustomerCommand: the customer's billing stream keeps each month billed once,
 * so the monthly run will not bill them again). They wait for an invoice (Send pending invoices, or an invoice made
 * on the invoices screen). A request without a customer or without storages charges nothing.
 */
@CommandHandler(RequestStorageChargeCommand)
export class RequestStorageChargeHandler implements ICommandHandler<RequestStorageChargeCommand, BillCustomerResult> {
  private readonly streams: AccountingStreams;

  constructor(
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {
    this.streams = new AccountingStreams(infra.store);
  }

  async execute({ requestId, ctx }: RequestStorageChargeCommand): Promise<BillCustomerResult> {
    const { state } = await this.streams.repo.load(requestDecider, REQUEST_EVENT_CODECS, requestId);
    const storageIds = [
      ...new Set((state?.request_lines ?? []).flatMap((l) => (l.storageId === null ? [] : [l.storageId]))),
    ];
    if (!state || state.userId === null || storageIds.length === 0) {
      return { status: 'bill_nothing', invoiceId: null, chargeIds: [], months: 0, position: undefined };
    }
    const endAt = state.date ?? dayOf(ctx.occurredAt ?? new Date());
    return this.commands.execute<BillCustomerCommand, BillCustomerResult>(
      new BillCustomerCommand(state.userId, endAt, ctx, { id: requestId, storageIds, endAt }),
    );
  }
}
