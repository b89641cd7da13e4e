import { money, type ChargeCreated, type ChargeEvent, type InvoiceEvent, type InvoiceIssued } from '@console/contracts';
import type { InvoiceCommand } from './invoice.decider.js';

/*
 * The records the accounting deciders' specs start from, and the command that issues an invoice: customer 3 of
 * partner 1 in country 1 (AED, VAT 5 %). A spec names only what it changes.
 */

/** Charge 5 of request 4 on order 9: November 2026's storage, 1,000.000, on no invoice yet. */
export const chargeCreated = (over: Partial<ChargeCreated> = {}): Extract<ChargeEvent, { type: 'ChargeCreated' }> => ({
  type: 'ChargeCreated',
  data: {
    id: 5,
    type: 'storage',
    amount: money(1_000_000),
    currency: 'AED',
    description: null,
    notes: null,
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    userId: 3,
    partnerId: 1,
    countryId: 1,
    orderId: 9,
    invoiceId: null,
    requestId: 4,
    serviceId: null,
    storageId: null,
    metadata: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...over,
  },
});

/** Invoice 1 of order 9 as issued on 2026-11-25: one charge of 1,000.000, 5 % VAT, unpaid. */
export const invoiceIssued = (over: Partial<InvoiceIssued> = {}): Extract<InvoiceEvent, { type: 'InvoiceIssued' }> => ({
  type: 'InvoiceIssued',
  data: {
    id: 1,
    type: 'order',
    date: '2026-11-25',
    dueDate: '2026-12-10',
    userId: 3,
    partnerId: 1,
    countryId: 1,
    orderId: 9,
    currency: 'AED',
    vat: 5,
    charges: [{ id: 5, amount: money(1_000_000) }],
    amountBeforeTax: money(1_000_000),
    taxAmount: money(50_000),
    amount: money(1_050_000),
    status: 'unpaid',
    createdAt: '2026-11-25T10:00:00.000Z',
    ...over,
  },
});

/** An issued invoice's charges and its totals: before tax, the tax, the amount. */
export const chargedWith = (
  charges: readonly { readonly id: number; readonly amount: number }[],
  [beforeTax, tax, amount]: readonly [number, number, number],
): Partial<InvoiceIssued> => ({
  charges: charges.map((c) => ({ id: c.id, amount: money(c.amount) })),
  amountBeforeTax: money(beforeTax),
  taxAmount: money(tax),
  amount: money(amount),
});

/** IssueInvoice of invoice 2, an order invoice dated 2026-11-25 with no order, the due date left to the rule. */
export const issueInvoice = (
  over: Partial<Extract<InvoiceCommand, { type: 'IssueInvoice' }>> = {},
): Extract<InvoiceCommand, { type: 'IssueInvoice' }> => ({
  type: 'IssueInvoice',
  id: 2,
  invoiceType: 'order',
  date: '2026-11-25',
  dueDate: undefined,
  userId: 3,
  partnerId: 1,
  countryId: 1,
  orderId: null,
  currency: 'AED',
  vat: 5,
  charges: [],
  ...over,
});
