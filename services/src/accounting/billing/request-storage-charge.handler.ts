import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dayOf } from '@console/contracts';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { readRequest } from '../../operations/operations.facts.js';
import { AccountingStreams } from '../accounting-streams.js';
import { BillCustomerCommand, RequestStorageChargeCommand, type BillCustomerResult } from './billing-commands.js';

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
    const state = await readRequest(this.streams.store, requestId);
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
