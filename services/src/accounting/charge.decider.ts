import {
  CHARGE_CATEGORY,
  CHARGE_MESSAGES,
  chargeChangeable,
  conflict,
  dayOf,
  evolveCharge,
  forbidden,
  hasPermission,
  INVOICE_MESSAGES,
  notFound,
  validateCharge,
  validationError,
  type ChargeEvent,
  type ChargeFields,
  type ChargeRecord,
  type ChargeState,
  type ChargeUpdated,
  type Decider,
  type DomainError,
  type Money,
} from '@console/contracts';

/**
 * A charge's commands. `form` is a staff user's create (spec 3 §5, Request required); `system` is a charge made from
 * an order or a storage. An edit keeps the request of a charge that has one. Attach and Detach are an invoice taking
 * or letting go of the charge.
 */
/** The charge's fields as a form sends them: the amount is checked by the rules ('Amount is required'). */
export type ChargeInput = Omit<ChargeFields, 'amount'> & { readonly amount?: unknown };

export type ChargeCommand =
  | {
      readonly type: 'CreateCharge';
      readonly id: number;
      readonly fields: ChargeInput;
      readonly origin: 'form' | 'system';
      readonly invoice: { id: number; date: string } | null;
    }
  | {
      readonly type: 'EditCharge';
      readonly changes: ChargeInput;
      readonly permissions: readonly string[];
      /**
       * The invoice the charge moves to (null: off its invoice), in the same event as its other changes, so a move
       * and an edit are one decision on the charge's stream (issue 30); undefined: it stays where it is.
       */
      readonly invoice?: { readonly id: number; readonly date: string } | null;
    }
  | { readonly type: 'DeleteCharge' }
  | { readonly type: 'AttachCharge'; readonly invoiceId: number; readonly invoiceDate: string }
  | { readonly type: 'DetachCharge'; readonly invoiceId: number };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `changes` that differ from the charge. */
const changedFields = (c: ChargeRecord, changes: ChargeInput): ChargeFields =>
  Object.fromEntries(
    Object.entries(changes).filter(([k, v]) => v !== undefined && !same(c[k as keyof ChargeRecord], v)),
  );

const invalidOr = (errors: ReturnType<typeof validateCharge>): DomainError | undefined =>
  errors.length > 0 ? validationError(errors) : undefined;

const live = (s: ChargeState): s is NonNullable<ChargeState> => s !== null && !s.deleted;

const decide = (c: ChargeCommand, s: ChargeState, now: Date): readonly ChargeEvent[] | DomainError => {
  const today = dayOf(now);
  if (c.type === 'CreateCharge') {
    if (s) return conflict(`Charge ${s.id} already exists`);
    const f = c.fields;
    const error = invalidOr(validateCharge(f, { mode: 'create', today, requestRequired: c.origin === 'form' }));
    if (error) return error;
    return [
      {
        type: 'ChargeCreated',
        data: {
          id: c.id,
          type: f.type!,
          amount: f.amount as Money,
          currency: f.currency!,
          description: f.description ?? null,
          notes: f.notes ?? null,
          year: f.year!,
          month: f.month!,
          startDate: f.startDate!,
          endDate: f.endDate!,
          userId: f.userId!,
          partnerId: f.partnerId!,
          countryId: f.countryId!,
          orderId: f.orderId ?? null,
          invoiceId: c.invoice?.id ?? null,
          requestId: f.requestId ?? null,
          serviceId: f.serviceId ?? null,
          storageId: f.storageId ?? null,
          metadata: f.metadata ?? null,
          createdAt: now.toISOString(),
          // Held by its invoice from its first event: one event a charge (a billing run makes thousands).
          ...(c.invoice ? { invoiceDate: c.invoice.date } : {}),
        },
      },
    ];
  }
  if (!live(s)) return notFound(CHARGE_MESSAGES.notFound);
  switch (c.type) {
    case 'EditCharge': {
      const changes: ChargeUpdated['changes'] = { ...changedFields(s, c.changes) };
      const moveTo = c.invoice === undefined ? s.invoiceId : (c.invoice?.id ?? null);
      if (moveTo !== s.invoiceId) {
        Object.assign(changes, { invoiceId: moveTo, invoiceDate: c.invoice?.date ?? null });
      }
      const keys = Object.keys(changes);
      if (keys.length === 0) return [];
      // Spec 3 §7 'Charge note edit' (PATCH notes) is the list's own action, open whatever the invoice's date.
      const notesOnly = keys.every((k) => k === 'notes');
      if (!notesOnly && !chargeChangeable(s.invoiceDate, today)) return conflict(CHARGE_MESSAGES.invoicePast);
      // Spec 3 §2, §6: the partner selector on the charge edit form is staff's. A charge moved to another customer
      // takes that customer's partner (issue 30; the handler sets it), whoever moves it.
      if (changes.partnerId !== undefined && changes.userId === undefined && !hasPermission(c.permissions, 'staff'))
        return forbidden('Only staff change the partner of a charge');
      if (changes.userId !== undefined && moveTo !== null) return conflict(CHARGE_MESSAGES.onInvoiceStaysWithCustomer);
      const merged = { ...s, ...changes };
      // Spec 3 §5 'Request required' on create and edit: a charge with a request keeps one. A charge the system
      // made from an order or a storage has none to name, and its edit does not ask for one (docs/decisions.md).
      const error = invalidOr(
        validateCharge(merged, { mode: 'edit', today, storedYear: s.year, requestRequired: s.requestId !== null }),
      );
      if (error) return error;
      return [{ type: 'ChargeUpdated', data: { id: s.id, changes } }];
    }
    case 'DeleteCharge':
      if (!chargeChangeable(s.invoiceDate, today)) return conflict(CHARGE_MESSAGES.invoicePast);
      return [{ type: 'ChargeDeleted', data: { id: s.id } }];
    case 'AttachCharge':
      if (s.invoiceId !== null && s.invoiceId !== c.invoiceId)
        return conflict(`${INVOICE_MESSAGES.chargeOnAnotherInvoice} (charge ${s.id})`);
      if (s.invoiceId === c.invoiceId && s.invoiceDate === c.invoiceDate) return [];
      return [
        { type: 'ChargeUpdated', data: { id: s.id, changes: { invoiceId: c.invoiceId, invoiceDate: c.invoiceDate } } },
      ];
    case 'DetachCharge':
      if (s.invoiceId !== c.invoiceId) return [];
      return [{ type: 'ChargeUpdated', data: { id: s.id, changes: { invoiceId: null, invoiceDate: null } } }];
  }
};

/** Stream `charge-<id>`: the form's rules (contracts) and the invoice's hold on the charge. */
export const chargeDecider: Decider<ChargeCommand, ChargeEvent, ChargeState> = {
  category: CHARGE_CATEGORY,
  initialState: null,
  evolve: evolveCharge,
  decide,
};
