import { isGatewayPayment, type PaymentEvent, type PaymentState } from '@console/contracts';
import { attemptIdOfPayment } from './card-gateway.port.js';
import type { CardGateways } from './card-gateways.js';
import { unknownRefund, type CardRefund, type RefundResult } from './card-refund.js';

type LivePayment = NonNullable<PaymentState>;
type IssuedRefund = Pick<
  Extract<PaymentEvent, { type: 'PaymentRefundIssued' }>['data'],
  'refundKey' | 'amount' | 'reference'
>;

/** The gateway's refund of a card payment's refund just issued on its stream; undefined for other payments. */
export const cardRefundOf = (p: LivePayment, issued: IssuedRefund): CardRefund | undefined => {
  if (!isGatewayPayment(p.mode) || issued.refundKey === undefined) return undefined;
  const chargeId = p.data?.response?.['id'];
  return {
    refundKey: issued.refundKey,
    attemptId: attemptIdOfPayment(p),
    chargeId: typeof chargeId === 'string' ? chargeId : null,
    amount: issued.amount,
    currency: p.currency,
    reason: issued.reference ?? 'requested_by_customer',
  };
};

/**
 * Sends the refund to the payment's gateway. A call that throws (a gateway not configured, an amount it cannot
 * express) is unknown, never a decline: only the gateway's own refusal releases the recorded refund.
 */
export const sendCardRefund = async (
  gateways: CardGateways,
  provider: 'tap' | 'payfort',
  refund: CardRefund,
): Promise<RefundResult> => {
  try {
    return await (await gateways.gateway(provider)).refund(refund);
  } catch (e) {
    return unknownRefund(e instanceof Error ? e.message : 'the gateway call failed');
  }
};

/**
 * Asks the payment's gateway about a refund whose answer was lost, under the same key (the port's settleRefund:
 * never a second refund). A call that throws is still unknown.
 */
export const settleCardRefund = async (
  gateways: CardGateways,
  provider: 'tap' | 'payfort',
  refund: CardRefund,
): Promise<RefundResult> => {
  try {
    return await (await gateways.gateway(provider)).settleRefund(refund, null);
  } catch (e) {
    return unknownRefund(e instanceof Error ? e.message : 'the gateway call failed');
  }
};
