import type { GlobalPosition } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';

/** POST billing (spec 3 §7 'Bill customer'), a storage charge of a request, or one customer of the monthly run. */
export class BillCustomerCommand {
  constructor(
    readonly userId: number,
    /** 'YYYY-MM-DD': every month whose first day is not after it. */
    readonly till: string,
    readonly ctx: CommandContext,
    /**
     * A request's Storage Charge: only its storages, to its date (a delivery or collect ends their stay), charges
     * named by the request, no invoice.
     */
    readonly request?: { readonly id: number; readonly storageIds: readonly number[]; readonly endAt: string },
  ) {}
}

export interface BillCustomerResult {
  /** 'bill_nothing' when every month up to the till date was billed already (spec 3 §8). */
  readonly status: 'billed' | 'bill_nothing';
  readonly invoiceId: number | null;
  readonly chargeIds: readonly number[];
  /** Storage months billed (a month of amount 0 is billed without a charge). */
  readonly months: number;
  readonly position: GlobalPosition | undefined;
}

/** The request's Storage Charge (PATCH requests/{id} {action: CREATE_CHARGE}, spec 2 §7), after the request recorded it. */
export class RequestStorageChargeCommand {
  constructor(
    readonly requestId: number,
    readonly ctx: CommandContext,
  ) {}
}
