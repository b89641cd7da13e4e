import type {
  CardBody,
  ChargeUpdateStatus,
  ChargeBody,
  GlobalPosition,
  InvoiceBody,
  Money,
  PaymentBody,
  PaymentData,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import type { ChargeInput } from '../charge.decider.js';

export interface AccountingResult {
  readonly id: number;
  /** The last position appended over every stream the command touched; undefined when nothing changed. */
  readonly position: GlobalPosition | undefined;
  /** A card refund the gateway did not confirm yet (its answer lost): answered 202, settled before the next one. */
  readonly pending?: boolean;
}

export type ChargeAction =
  | { readonly kind: 'create'; readonly body: ChargeBody; readonly origin: 'form' }
  /** A charge the system makes (an order's Create Invoice, a storage charge): no form, no request. */
  | { readonly kind: 'create'; readonly body: ChargeInput & { invoiceId?: number | null }; readonly origin: 'system' }
  | { readonly kind: 'edit'; readonly id: number; readonly body: ChargeBody }
  | { readonly kind: 'delete'; readonly id: number };

export class ChargeCommand {
  constructor(
    readonly action: ChargeAction,
    readonly ctx: CommandContext,
  ) {}
}

export type InvoiceAction =
  | { readonly kind: 'create'; readonly body: InvoiceBody }
  | { readonly kind: 'edit'; readonly id: number; readonly body: InvoiceBody }
  | { readonly kind: 'cancel'; readonly id: number };

export class InvoiceCommand {
  constructor(
    readonly action: InvoiceAction,
    readonly ctx: CommandContext,
  ) {}
}

export type PaymentAction =
  | {
      readonly kind: 'create';
      readonly body: PaymentBody;
      readonly origin: 'form' | 'gateway';
      readonly data?: PaymentData;
      /**
       * The payment's id when the caller took it already (a card capture of an invoice holds the invoice's balance for
       * its payment before the payment is recorded; a payment link's attempt reserves it); a new one otherwise.
       */
      readonly id?: number;
    }
  | { readonly kind: 'edit'; readonly id: number; readonly body: PaymentBody }
  | { readonly kind: 'capture'; readonly id: number; readonly paidAt: string; readonly data?: PaymentData }
  | { readonly kind: 'fail'; readonly id: number; readonly data?: PaymentData }
  /** A card gateway's answer about the payment's attempt, decided by the payment's decider (SettleGatewayAttempt). */
  | {
      readonly kind: 'settle';
      readonly id: number;
      readonly outcome: 'captured' | 'declined' | 'unknown';
      readonly amount: number | null;
      readonly paidAt: string;
      readonly data: PaymentData;
    }
  /** Issue 30 §4: `amount` of what is left of a complete payment (all of it when absent). */
  | { readonly kind: 'refund'; readonly id: number; readonly amount?: Money; readonly reference?: string | null }
  /** Issue 30 §3: a complete payment's unallocated money onto the invoices named (else the oldest open ones). */
  | { readonly kind: 'allocate'; readonly id: number; readonly invoiceIds?: readonly number[] }
  | { readonly kind: 'delete'; readonly id: number };

export class PaymentCommand {
  constructor(
    readonly action: PaymentAction,
    readonly ctx: CommandContext,
  ) {}
}

export type CardAction =
  | { readonly kind: 'create'; readonly body: CardBody }
  | { readonly kind: 'edit'; readonly id: number; readonly body: CardBody }
  | { readonly kind: 'delete'; readonly id: number };

export class CardCommand {
  constructor(
    readonly action: CardAction,
    readonly ctx: CommandContext,
  ) {}
}

/** The order's Create Invoice / Create Charges, after the order recorded it (its lifecycle decides when it is offered). */
export class BillOrderCommand {
  constructor(
    readonly orderId: number,
    readonly serviceIds: readonly number[],
    /** Create Charges (a postpaid customer: no invoice) rather than Create Invoice. */
    readonly chargesOnly: boolean,
    readonly ctx: CommandContext,
  ) {}
}

export interface BillOrderResult {
  readonly chargeIds: readonly number[];
  readonly invoiceId: number | null;
  readonly chargeUpdateStatus: ChargeUpdateStatus;
  readonly position: GlobalPosition | undefined;
}
