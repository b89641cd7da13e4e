import * as t from 'io-ts';
import { AccountingId } from './accounting.codecs.js';

/**
 * Stream `orderbilling-<orderId>`: the live charges and the invoices (not cancelled) that name the order, however
 * they were made (the order's Create Invoice / Create Charges, the charge and invoice forms, a billing run). Spec 2
 * §4 Order Complete asks whether "an invoice or charges exist" for the order; the order's own stream knows only
 * what its Create Invoice asked for, so accounting keeps this one and the order's decisions read it (never a read
 * model: ARCHITECTURE §1).
 */
export const ORDER_BILLING_CATEGORY = 'orderbilling';

export const OrderChargeLinked = t.type({ orderId: AccountingId, chargeId: AccountingId });
export const OrderChargeUnlinked = t.type({ orderId: AccountingId, chargeId: AccountingId });
export const OrderInvoiceLinked = t.type({ orderId: AccountingId, invoiceId: AccountingId });
export const OrderInvoiceUnlinked = t.type({ orderId: AccountingId, invoiceId: AccountingId });

export type OrderBillingEvent =
  | { readonly type: 'OrderChargeLinked'; readonly data: t.TypeOf<typeof OrderChargeLinked> }
  | { readonly type: 'OrderChargeUnlinked'; readonly data: t.TypeOf<typeof OrderChargeUnlinked> }
  | { readonly type: 'OrderInvoiceLinked'; readonly data: t.TypeOf<typeof OrderInvoiceLinked> }
  | { readonly type: 'OrderInvoiceUnlinked'; readonly data: t.TypeOf<typeof OrderInvoiceUnlinked> };

export const ORDER_BILLING_EVENT_CODECS = Object.freeze({
  OrderChargeLinked,
  OrderChargeUnlinked,
  OrderInvoiceLinked,
  OrderInvoiceUnlinked,
});

export interface OrderBillingState {
  readonly chargeIds: readonly number[];
  readonly invoiceIds: readonly number[];
}

export const INITIAL_ORDER_BILLING: OrderBillingState = Object.freeze({ chargeIds: [], invoiceIds: [] });

const without = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);

export const evolveOrderBilling = (s: OrderBillingState, e: OrderBillingEvent): OrderBillingState => {
  switch (e.type) {
    case 'OrderChargeLinked':
      return { ...s, chargeIds: [...without(s.chargeIds, e.data.chargeId), e.data.chargeId] };
    case 'OrderChargeUnlinked':
      return { ...s, chargeIds: without(s.chargeIds, e.data.chargeId) };
    case 'OrderInvoiceLinked':
      return { ...s, invoiceIds: [...without(s.invoiceIds, e.data.invoiceId), e.data.invoiceId] };
    case 'OrderInvoiceUnlinked':
      return { ...s, invoiceIds: without(s.invoiceIds, e.data.invoiceId) };
  }
};

/** A link or unlink of one record; the event only when it changes what the stream holds (a repeat is a no-op). */
export interface OrderBillingCommand {
  readonly type: 'Link' | 'Unlink';
  readonly orderId: number;
  readonly record: { readonly kind: 'charge' | 'invoice'; readonly id: number };
}

export const decideOrderBilling = (c: OrderBillingCommand, s: OrderBillingState): OrderBillingEvent[] => {
  const { kind, id } = c.record;
  const held = (kind === 'charge' ? s.chargeIds : s.invoiceIds).includes(id);
  if (c.type === 'Link' ? held : !held) return [];
  if (kind === 'charge')
    return [
      {
        type: c.type === 'Link' ? 'OrderChargeLinked' : 'OrderChargeUnlinked',
        data: { orderId: c.orderId, chargeId: id },
      },
    ];
  return [
    {
      type: c.type === 'Link' ? 'OrderInvoiceLinked' : 'OrderInvoiceUnlinked',
      data: { orderId: c.orderId, invoiceId: id },
    },
  ];
};

/** What the order's Complete and Create Invoice read (spec 2 §4): whether an invoice or charges exist for it. */
export const orderBillingFacts = (s: OrderBillingState): { hasInvoice: boolean; hasCharges: boolean } => ({
  hasInvoice: s.invoiceIds.length > 0,
  hasCharges: s.chargeIds.length > 0,
});
