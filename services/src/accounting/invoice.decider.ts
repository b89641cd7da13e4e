import {
  captureHoldLive,
  chargeFitsInvoice,
  conflict,
  GATEWAY_MESSAGES,
  invoiceOpenBalance,
  invoicePayable,
  checkInvoiceAction,
  type InvoiceAction,
  type InvoiceStatus,
  dayOf,
  evolveInvoice,
  forbidden,
  INVOICE_CATEGORY,
  INVOICE_MESSAGES,
  invoiceDateRefusal,
  invoiceDeleteRefusal,
  invoiceDueDate,
  invoiceEditRefusal,
  invoiceStatusOf,
  invoiceTotals,
  invoiceTotalsWithinBound,
  money,
  notFound,
  validateInvoice,
  validationError,
  type ChargeType,
  type Currency,
  type Decider,
  type DomainError,
  type FieldError,
  type InvoiceCaptureOutcome,
  type InvoiceCharge,
  type InvoiceDocument,
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

/**
 * A charge as a reconciliation read it from the charge's own stream (the one truth of membership, issue 30): `holds`
 * when it is live and names this invoice, with its current signed amount.
 */
export interface ChargeHold {
  readonly id: number;
  readonly holds: boolean;
  readonly signedAmount: Money;
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
      /** The caller's, when a person issues it: the date's bounds (spec 3 §6 month rules) apply. */
      readonly permissions?: readonly string[];
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
      /**
       * The charges the invoice will hold after the edit, as read from their streams: checked here (customer,
       * country, type, at least one, the bound, not below what was paid). Membership itself is the charges' own
       * (AttachCharge / DetachCharge), and the invoice follows it by ReconcileInvoiceCharges.
       */
      readonly holding: readonly ChargeFact[];
      /** The edit named its charges (chargeIds): an empty list is refused. */
      readonly chargesChosen: boolean;
    }
  /**
   * The invoice follows what its charges' streams say, RELATIVELY: only the charges named change (in when a charge
   * holds the invoice, out otherwise); the others stay as they are. Decided on the current state at every attempt.
   * `permissions` (SYNC_INVOICE, a person's call) applies the month rules; `round` brings totals made before the
   * rounding rule to the currency's decimals.
   */
  | {
      readonly type: 'ReconcileInvoiceCharges';
      readonly charges: readonly ChargeHold[];
      readonly permissions?: readonly string[];
      readonly round?: boolean;
    }
  | { readonly type: 'CancelInvoice'; readonly permissions: readonly string[] }
  /** Takes up to `amount` of the payment, capped by the invoice's open balance; once per payment (idempotent). */
  | { readonly type: 'AllocatePayment'; readonly paymentId: number; readonly amount: Money; readonly paidAt: string }
  /** Gives back `amount` (all when absent) of what the payment allocated: a refund, a deletion, an undone step. */
  | { readonly type: 'ReleasePayment'; readonly paymentId: number; readonly amount?: Money }
  /**
   * Issue 30: a card capture holds `amount` of the balance for its payment until `until`, before its gateway is
   * called (captureHold); decided at the stream's expected version, so of two captures at once one holds.
   */
  | { readonly type: 'ReserveCapture'; readonly paymentId: number; readonly amount: Money; readonly until: string }
  /** The capture's gateway answered (or its payment was never recorded): its hold ends. */
  | { readonly type: 'ReleaseCapture'; readonly paymentId: number; readonly outcome: InvoiceCaptureOutcome };

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
const chargeChanges = (s: InvoiceDocument, charges: readonly InvoiceCharge[]): InvoiceUpdated['changes'] => {
  const totals = invoiceTotals(
    charges.map((c) => c.amount),
    s.vat,
    s.currency,
  );
  const status = invoiceStatusOf({ amount: totals.amount, amountPaid: s.amountPaid, cancelled: false });
  return { charges: [...charges], ...totals, ...(status !== s.status ? { status } : {}) };
};

/** The totals the rule gives differ from those stored (an invoice made before issue 30's rounding). */
const unrounded = (s: InvoiceDocument): boolean => {
  const t = invoiceTotals(
    s.charges.map((c) => c.amount),
    s.vat,
    s.currency,
  );
  return t.amount !== s.amount || t.taxAmount !== s.taxAmount || t.amountBeforeTax !== s.amountBeforeTax;
};

/** The charge list after the facts read: each named charge in (with its amount) or out; the others unchanged. */
const reconciled = (s: InvoiceDocument, facts: readonly ChargeHold[]): InvoiceCharge[] => {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const kept = s.charges.flatMap((x): InvoiceCharge[] => {
    const f = byId.get(x.id);
    if (!f) return [x];
    return f.holds ? [{ id: x.id, amount: f.signedAmount }] : [];
  });
  const known = new Set(s.charges.map((x) => x.id));
  const added = facts.filter((f) => f.holds && !known.has(f.id)).map((f) => ({ id: f.id, amount: f.signedAmount }));
  return [...kept, ...added];
};

/** The lifecycle table's answer for the action: undefined when allowed, else nothing to do ([]) or the refusal. */
const gate = (action: InvoiceAction, status: InvoiceStatus): readonly InvoiceEvent[] | DomainError | undefined => {
  const checked = checkInvoiceAction(action, status);
  return checked === 'ignore' ? [] : checked;
};

const editInvoice = (
  c: Extract<InvoiceCommand, { type: 'EditInvoice' }>,
  s: InvoiceDocument,
  today: string,
): readonly InvoiceEvent[] | DomainError => {
  const cancelled = gate('edit', s.status);
  if (cancelled) return cancelled;
  const refusal = invoiceEditRefusal(c.permissions, s.date, today);
  if (refusal) return forbidden(refusal);
  const next = {
    type: c.changes.type ?? s.type,
    date: c.changes.date ?? s.date,
    dueDate: c.changes.dueDate ?? s.dueDate,
  };
  const errors = validateInvoice({ userId: s.userId, ...next });
  const dateRefusal = next.date !== s.date ? invoiceDateRefusal(c.permissions, next.date, today) : undefined;
  if (dateRefusal) errors.push({ path: 'date', message: dateRefusal });
  if (c.chargesChosen && c.holding.length === 0)
    errors.push({ path: 'chargeIds', message: INVOICE_MESSAGES.noCharges });
  errors.push(...chargeErrors(next.type, s.userId, s.countryId, c.holding));
  const totals = invoiceTotals(
    c.holding.map((x) => x.signedAmount),
    s.vat,
    s.currency,
  );
  if (!invoiceTotalsWithinBound(totals)) errors.push({ path: 'chargeIds', message: INVOICE_MESSAGES.totalTooLarge });
  if (errors.length > 0) return validationError(errors);
  if (totals.amount < s.amountPaid) return conflict(INVOICE_MESSAGES.belowPaid);
  const changes: Record<string, unknown> = {};
  for (const k of ['type', 'date', 'dueDate', 'partnerId'] as const) {
    const v = c.changes[k];
    if (v !== undefined && v !== s[k]) changes[k] = v;
  }
  return Object.keys(changes).length === 0 ? [] : [{ type: 'InvoiceUpdated', data: { id: s.id, changes } }];
};

const reconcileInvoice = (
  c: Extract<InvoiceCommand, { type: 'ReconcileInvoiceCharges' }>,
  s: InvoiceDocument,
  today: string,
): readonly InvoiceEvent[] | DomainError => {
  if (c.permissions) {
    const refusal = invoiceEditRefusal(c.permissions, s.date, today);
    if (refusal) return forbidden(refusal);
  }
  // A cancelled invoice bills nothing and keeps the list it had; its handler lets go of any charge naming it.
  const cancelled = gate('reconcile', s.status);
  if (cancelled) return cancelled;
  const charges = reconciled(s, c.charges);
  if (same(charges, s.charges)) {
    // Only the rounding of an invoice made before the rule; a paid one has nothing left to pay, and stays.
    if (!c.round || !unrounded(s) || s.status === 'paid') return [];
    const changes = chargeChanges(s, charges);
    if ((changes.amount ?? s.amount) < s.amountPaid) return [];
    return [{ type: 'InvoiceUpdated', data: { id: s.id, changes } }];
  }
  return [{ type: 'InvoiceUpdated', data: { id: s.id, changes: chargeChanges(s, charges) } }];
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const decide = (c: InvoiceCommand, s: InvoiceState, now: Date): readonly InvoiceEvent[] | DomainError => {
  const today = dayOf(now);
  if (c.type === 'IssueInvoice') {
    if (s) return conflict(`Invoice ${s.id} already exists`);
    const errors = validateInvoice({ userId: c.userId, type: c.invoiceType, date: c.date, dueDate: c.dueDate });
    const dateRefusal = c.permissions && c.date ? invoiceDateRefusal(c.permissions, c.date, today) : undefined;
    if (dateRefusal) errors.push({ path: 'date', message: dateRefusal });
    if (c.charges.length === 0) errors.push({ path: 'chargeIds', message: INVOICE_MESSAGES.noCharges });
    if (errors.length > 0) return validationError(errors);
    const misfits = chargeErrors(c.invoiceType!, c.userId!, c.countryId, c.charges);
    if (misfits.length > 0) return validationError(misfits);
    const totals = invoiceTotals(
      c.charges.map((x) => x.signedAmount),
      c.vat,
      c.currency,
    );
    if (!invoiceTotalsWithinBound(totals))
      return validationError([{ path: 'chargeIds', message: INVOICE_MESSAGES.totalTooLarge }]);
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
    case 'EditInvoice':
      return editInvoice(c, s, today);
    case 'ReconcileInvoiceCharges':
      return reconcileInvoice(c, s, today);
    case 'CancelInvoice': {
      const done = gate('cancel', s.status);
      if (done) return done;
      const refusal = invoiceDeleteRefusal(c.permissions, s.date, today);
      if (refusal) return forbidden(refusal);
      if (s.amountPaid !== 0) return conflict(INVOICE_MESSAGES.withPayments);
      return [{ type: 'InvoiceCancelled', data: { id: s.id, from: s.status, chargeIds: s.charges.map((x) => x.id) } }];
    }
    case 'AllocatePayment': {
      // Idempotent by payment: a repeated allocation (a retried command, a repeated gateway callback) adds nothing.
      if (s.allocations.some((a) => a.paymentId === c.paymentId)) return [];
      const cancelled = gate('allocate', s.status);
      if (cancelled) return cancelled;
      // The one figure every allocation and capture decides on: a capture in flight holds its part of it, except
      // for its own payment, whose allocation ends the hold.
      const take = Math.min(c.amount, invoiceOpenBalance(s, c.paymentId));
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
    case 'ReserveCapture':
      return reserveCapture(c, s, now);
    case 'ReleaseCapture':
      if (s.captureHold?.paymentId !== c.paymentId) return [];
      return [{ type: 'InvoiceCaptureReleased', data: { id: s.id, paymentId: c.paymentId, outcome: c.outcome } }];
  }
};

/**
 * One capture of an invoice at a time (issue 30): a hold of another payment refuses the capture, with "in progress"
 * while it lives and "unconfirmed" once it expired (its gateway is asked before anything else happens); the same
 * payment's hold again changes nothing.
 */
const reserveCapture = (
  c: Extract<InvoiceCommand, { type: 'ReserveCapture' }>,
  s: NonNullable<InvoiceState>,
  now: Date,
): readonly InvoiceEvent[] | DomainError => {
  const hold = s.captureHold;
  if (hold?.paymentId === c.paymentId) return [];
  if (hold)
    return conflict(
      captureHoldLive(hold, now) ? GATEWAY_MESSAGES.captureInProgress : GATEWAY_MESSAGES.captureUnsettled,
    );
  if (!invoicePayable(s.status))
    return validationError([{ path: 'invoiceId', message: GATEWAY_MESSAGES.invoiceNotPayable }]);
  if (!(c.amount > 0) || c.amount > invoiceOpenBalance(s))
    return validationError([{ path: 'amount', message: GATEWAY_MESSAGES.overBalance }]);
  return [
    { type: 'InvoiceCaptureReserved', data: { id: s.id, paymentId: c.paymentId, amount: c.amount, until: c.until } },
  ];
};

/** Stream `invoice-<id>`: totals and status derived here from its charges and the payments allocated to it. */
export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState> = {
  category: INVOICE_CATEGORY,
  initialState: null,
  evolve: evolveInvoice,
  decide,
};
