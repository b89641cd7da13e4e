import type {
  CaptureBody,
  GatewayProvider,
  GlobalPosition,
  PaymentLinkBody,
  PaymentLinkFields,
} from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import type { AccountingResult } from '../commands/accounting-commands.js';
import type { GatewayCallback } from './card-gateway.port.js';

/** What a capture or a reconcile came to: the payment (complete, or pending when the gateway's answer is still unknown). */
export interface CaptureOutcome extends AccountingResult {
  readonly status: 'complete' | 'pending';
}

/** Where a gateway sends the browser and its notifications back to. */
export interface CallbackUrls {
  readonly returnUrl: string;
  readonly webhookUrl: string;
}

/** The app's public address (`base`) gives each gateway its return URL and webhook. */
export const callbackUrlsOf = (base: string, provider: GatewayProvider): CallbackUrls => ({
  returnUrl: `${base}/api/v1/gateways/${provider}/return`,
  webhookUrl: `${base}/api/v1/gateways/${provider}/webhook`,
});

/** POST {provider}-capture: charge the customer's saved card (the one named, else the default active one). */
export class CaptureCardPaymentCommand {
  constructor(
    readonly provider: GatewayProvider,
    readonly body: CaptureBody,
    readonly base: string,
    readonly ctx: CommandContext,
  ) {}
}

/** Settles a pending card payment with its gateway (after a lost answer); a settled one is answered as it is. */
export class ReconcileCardPaymentCommand {
  constructor(
    readonly id: number,
    readonly base: string,
    readonly ctx: CommandContext,
  ) {}
}

/** A signed payment link for a customer; with `send`, the SEND_PAYMENT_LINK_TO_CUSTOMER task too. */
export class CreatePaymentLinkCommand {
  constructor(
    readonly body: PaymentLinkBody,
    readonly base: string,
    readonly ctx: CommandContext,
  ) {}
}

export interface PaymentLinkResult {
  readonly url: string;
  /** When the link stops opening (ISO instant). */
  readonly expiresAt: string;
  readonly provider: GatewayProvider;
  readonly taskId: number | null;
  readonly position: GlobalPosition | undefined;
}

/**
 * A payment link opened by the customer (its canonical fields and signature checked, not expired): the link's one
 * pending payment, and the gateway's hosted page.
 */
export class OpenPaymentLinkCommand {
  constructor(
    readonly fields: PaymentLinkFields,
    readonly sig: string,
    readonly base: string,
    readonly ctx: CommandContext,
  ) {}
}

/** A return URL or webhook: the attempt's payment captured or failed once, however often the gateway calls. */
export class SettleGatewayCallbackCommand {
  constructor(
    readonly provider: GatewayProvider,
    readonly callback: GatewayCallback,
    readonly ctx: CommandContext,
  ) {}
}

export interface CallbackOutcome {
  readonly id: number;
  readonly status: string;
}
