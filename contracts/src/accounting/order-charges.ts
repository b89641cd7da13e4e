import { money, type Money } from '../money/money.js';
import type { QuoteBreakdown } from '../sales/pricing.js';
import type { ChargeType } from './charge.enums.js';
import type { ChargeMetadata } from './charge.record.js';

/** A charge the order's Create Invoice / Create Charges makes (spec 2 §4, §7 CREATE_INVOICE with serviceIds). */
export interface OrderChargeDraft {
  readonly type: ChargeType;
  readonly amount: Money;
  readonly description: string | null;
  readonly serviceId: number | null;
  readonly metadata: ChargeMetadata | null;
}

/** Spec 2 §7 order update outcomes, by the answer's chargeUpdateStatus. */
export const ORDER_UPDATE_MESSAGES = Object.freeze({
  updated: 'order is updated',
  chargeUpdated: 'order is updated and the charge is updated',
  chargeNotUpdated: 'order is updated and the charge is not updated',
});
export type ChargeUpdateStatus = 'chargeUpdated' | 'NoChargeUpdates';
export const orderUpdateMessage = (status: ChargeUpdateStatus | undefined): string =>
  status === 'chargeUpdated'
    ? ORDER_UPDATE_MESSAGES.chargeUpdated
    : status === 'NoChargeUpdates'
      ? ORDER_UPDATE_MESSAGES.chargeNotUpdated
      : ORDER_UPDATE_MESSAGES.updated;

/**
 * The charges of an order, from its priced quote (contracts' priceQuote, the same figures the customer was
 * quoted): the storage rent for the months (customer rent × months, with the order's figures as metadata), each
 * charged service the dialog chose (all when none is named; free ones and 'Delivery (Charged Later)' charge
 * nothing), and the discount. Amounts of 0 make no charge. VAT is the invoice's, not the charges'.
 */
export const orderChargeDrafts = (
  b: QuoteBreakdown,
  order: { readonly currentSize: number | null },
  serviceIds: readonly number[],
): OrderChargeDraft[] => {
  const drafts: OrderChargeDraft[] = [];
  if (b.totalRent > 0) {
    drafts.push({
      type: 'storage',
      amount: b.totalRent,
      description: null,
      serviceId: null,
      metadata: {
        rent: b.customerRent,
        source: 'order',
        orderRate: b.rate,
        orderRent: b.rent,
        orderAmount: b.total,
        orderCurrentSize: order.currentSize ?? b.size,
      },
    });
  }
  for (const s of b.services) {
    if (s.kind !== 'service' || s.charged <= 0) continue;
    if (serviceIds.length > 0 && (s.servicetypeId === undefined || !serviceIds.includes(s.servicetypeId))) continue;
    drafts.push({
      type: 'service',
      amount: s.charged,
      description: s.name,
      serviceId: s.servicetypeId ?? null,
      metadata: null,
    });
  }
  if (b.discount > 0)
    drafts.push({
      type: 'discount',
      amount: money(b.discount),
      description: 'Discount',
      serviceId: null,
      metadata: null,
    });
  return drafts;
};
