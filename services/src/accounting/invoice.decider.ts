import {
  chargeFitsInvoice,
  conflict,
  dayOf,
  evolveInvoice,
  forbidden,
  INVOICE_CATEGORY,
  INVOICE_MESSAGES,
  invoiceDeleteRefusal,
  invoiceDueDate,
  invoiceEditRefusal,
  invoiceOpenBalance,
  invoiceStatusOf,
  invoiceTotals,
  money,
  notFound,
  validateInvoice,
  validationError,
  type ChargeType,
  type Currency,
  type Decider,
  type DomainError,
  type FieldError,
  type InvoiceCharge,
  type InvoiceEvent,
  type InvoiceState,
  type InvoiceType,
  type InvoiceUpdated,
  type Money,
} from '@console/contracts';

/** A charge as the invoice's handler read it from the charge's stream. */
export interface ChargeFact {
  readonly id: number;
  readonly type: ChargeType;
  readonly signedAmount: Money;
  readonly userId: number;
  readonly countryId: number;
}

export type InvoiceCommand =
  | {
      readonly type: 'IssueInvoice';
      readonly id: number;
      readonly invoiceType: InvoiceType | undefined;
      readonly date: string | undefined;
      readonly dueDate: string | undefined;
      readonly userId: number | undefined;
      readonly partnerId: number;
      readonly countryId: number;
      readonly orderId: number | null;
      readonly currency: Currency;
      readonly vat: number;
      readonly charges: readonly ChargeFact[];
    }
  | {
      readonly type: 'EditInvoice';
      readonly permissions: readonly string[];
      readonly changes: {
        readonly type?: InvoiceType;
        readonly date?: string;
        readonly dueDate?: string;
        readonly partnerId?: number;
      };
      /** The new set of charges, when the edit chose them. */
      readonly charges?: readonly ChargeFact[];
    }
  /** A charge of the invoice changed, joined or left (the charge's own edit window was checked): the totals follow. */
  | { readonly type: 'SetInvoiceCharges'; readonly charges: readonly InvoiceCharge[] }
  | { readonly type: 'CancelInvoice'; readonly permissions: readonly string[] }
  /** Takes up to `amount` of the payment, capped by the invoice's open balance; once per payment (idempotent). */
  | { readonly type: 'AllocatePayment'; readonly paymentId: number; readonly amount: Money; readonly paidAt: string }
  /** Gives back `amount` (all when absent) of what the payment allocated: a refund, a deletion, an undone step. */
  | { readonly type: 'ReleasePayment'; readonly paymentId: number; readonly amount?: Money };

const chargeErrors = (
  invoiceType: InvoiceType,
  userId: number,
  countryId: number,
  charges: readonly ChargeFact[],
): FieldError[] =>
  charges.flatMap((c, i): FieldError[] => {
    const path = `chargeIds.${i}`;
    if (c.userId !== userId) return [{ path, message: INVOICE_MESSAGES.chargeOfAnotherUser }];
    if (c.countryId !== countryId) return [{ path, message: INVOICE_MESSAGES.chargeOfAnotherCountry }];
    const misfit = chargeFitsInvoice(invoiceType, c.type);
    return misfit ? [{ path, message: misfit }] : [];
  });

const held = (charges: readonly ChargeFact[]): InvoiceCharge[] =>
  charges.map((c) => ({ id: c.id, amount: c.signedAmount }));

/** The changes a new set of charges makes: the charges, the totals, and the status when it moves. */
const chargeChanges = (s: NonNullable<InvoiceState>, charges: readonly InvoiceCharge[]): InvoiceUpdated['changes'] => {
  const totals = invoiceTotals(
    charges.map((c) => c.amount),
    s.vat,
  );
  const status = invoiceStatusOf({ amount: totals.amount, amountPaid: s.amountPaid, cancelled: false });
  return { charges: [...charges], ...totals, ...(status !== s.status ? { status } : {}) };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const decide = (c: InvoiceCommand, s: InvoiceState, now: Date): readonly InvoiceEvent[] | DomainError => {
  const today = dayOf(now);
  if (c.type === 'IssueInvoice') {
    if (s) return conflict(`Invoice ${s.id} already exists`);
    const errors = validateInvoice({ userId: c.userId, type: c.invoiceType, date: c.date, dueDate: c.dueDate });
    if (errors.length > 0) return validationError(errors);
    const misfits = chargeErrors(c.invoiceType!, c.userId!, c.countryId, c.charges);
    if (misfits.length > 0) return validationError(misfits);
    const totals = invoiceTotals(
      c.charges.map((x) => x.signedAmount),
      c.vat,
    );
    return [
      {
        type: 'InvoiceIssued',
        data: {
          id: c.id,
          type: c.invoiceType!,
          date: c.date!,
          dueDate: c.dueDate ?? invoiceDueDate(c.date!),
          userId: c.userId!,
          partnerId: c.partnerId,
          countryId: c.countryId,
          orderId: c.orderId,
          currency: c.currency,
          vat: c.vat,
          charges: held(c.charges),
          ...totals,
          status: invoiceStatusOf({ amount: totals.amount, amountPaid: money(0), cancelled: false }),
          createdAt: now.toISOString(),
        },
      },
    ];
  }
  if (!s) return notFound(INVOICE_MESSAGES.notFound);
  switch (c.type) {
    case 'EditInvoice': {
      if (s.status === 'cancelled') return conflict(INVOICE_MESSAGES.cancelled);
      const refusal = invoiceEditRefusal(c.permissions, s.date, today);
      if (refusal) return forbidden(refusal);
      const next = {
        type: c.changes.type ?? s.type,
        date: c.changes.date ?? s.date,
        dueDate: c.changes.dueDate ?? s.dueDate,
      };
      const errors = validateInvoice({ userId: s.userId, ...next });
      if (errors.length > 0) return validationError(errors);
      const changes: Record<string, unknown> = {};
      for (const k of ['type', 'date', 'dueDate', 'partnerId'] as const) {
        const v = c.changes[k];
        if (v !== undefined && v !== s[k]) changes[k] = v;
      }
      if (c.charges) {
        const misfits = chargeErrors(next.type, s.userId, s.countryId, c.charges);
        if (misfits.length > 0) return validationError(misfits);
        if (!same(held(c.charges), s.charges)) Object.assign(changes, chargeChanges(s, held(c.charges)));
      } else if (changes.type !== undefined) {
        // A new type must still fit the charges it holds; their types are checked by the handler through `charges`.
        return validationError([{ path: 'chargeIds', message: 'Choose the charges again when the type changes' }]);
      }
      return Object.keys(changes).length === 0 ? [] : [{ type: 'InvoiceUpdated', data: { id: s.id, changes } }];
    }
    case 'SetInvoiceCharges': {
      if (s.status === 'cancelled') return conflict(INVOICE_MESSAGES.cancelled);
      if (same(c.charges, s.charges)) return [];
      return [{ type: 'InvoiceUpdated', data: { id: s.id, changes: chargeChanges(s, c.charges) } }];
    }
    case 'CancelInvoice': {
      if (s.status === 'cancelled') return [];
      const refusal = invoiceDeleteRefusal(c.permissions, s.date, today);
      if (refusal) return forbidden(refusal);
      if (s.amountPaid !== 0) return conflict(INVOICE_MESSAGES.withPayments);
      return [{ type: 'InvoiceCancelled', data: { id: s.id, from: s.status, chargeIds: s.charges.map((x) => x.id) } }];
    }
    case 'AllocatePayment': {
      // Idempotent by payment: a repeated allocation (a retried command, a repeated gateway callback) adds nothing.
      if (s.allocations.some((a) => a.paymentId === c.paymentId)) return [];
      if (s.status === 'cancelled') return [];
      // The one figure every allocation and capture decides on (a capture in flight holds its part of it).
      const take = Math.min(c.amount, invoiceOpenBalance(s));
      if (take <= 0) return [];
      const amountPaid = money(s.amountPaid + take);
      const data = { id: s.id, paymentId: c.paymentId, amount: money(take), amountPaid, paidAt: c.paidAt };
      return [{ type: amountPaid >= s.amount ? 'InvoicePaid' : 'InvoicePartiallyPaid', data }];
    }
    case 'ReleasePayment': {
      const allocation = s.allocations.find((a) => a.paymentId === c.paymentId);
      if (!allocation) return [];
      const amount = money(Math.min(allocation.amount, c.amount ?? allocation.amount));
      if (amount <= 0) return [];
      const amountPaid = money(s.amountPaid - amount);
      const status = invoiceStatusOf({ amount: s.amount, amountPaid, cancelled: s.status === 'cancelled' });
      return [
        {
          type: 'InvoicePaymentReleased',
          data: { id: s.id, paymentId: c.paymentId, amount, amountPaid, status },
        },
      ];
    }
  }
};

/** Stream `invoice-<id>`: totals and status derived here from its charges and the payments allocated to it. */
export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  category: INVOICE_CATEGORY,
  initialState: null,
  evolve: evolveInvoice,
  decide,
};
