import { conflict, type DomainError } from '../shared/domain-error.js';
import type { InvoiceStatus } from './invoice.enums.js';
import { INVOICE_MESSAGES } from './invoice.messages.js';

/**
 * THE table of what may be done to an invoice in each status. An invoice's status is derived, never typed in
 * (`invoiceStatusOf`: unpaid, partial, paid from what is allocated; cancelled once deleted), so the table says what
 * each status lets a person or a follow-up do (spec 3 §2, §4, §6; issue 30). The invoice decider refuses or ignores
 * what it does not list, and the invoice page shows a button only where it allows one; the messages live here.
 *
 *   unpaid ─allocate→ partial ─allocate→ paid;  unpaid | partial | paid ─cancel→ cancelled (no payments left on it)
 *
 * Who may act (the month rules of spec 3 §6, `invoiceEditRefusal`, `invoiceDeleteRefusal`) and how much is left
 * (the balance) are not the table's.
 */
export type InvoiceAction = 'edit' | 'reconcile' | 'cancel' | 'allocate' | 'pay' | 'mail';

export interface InvoiceActionRule {
  /** The statuses it is allowed from. */
  readonly from: readonly InvoiceStatus[];
  /**
   * Outside `from`: 'refuse' answers `refusal` (a person's action); 'ignore' does nothing, since what asked for it
   * was decided elsewhere (a charge let go of the invoice, a payment racing its cancellation, a repeated delete).
   */
  readonly outside: 'refuse' | 'ignore';
  /** The refusal (409); a payment naming an invoice it cannot pay answers 400 with its own field's message. */
  readonly refusal: string;
}

/** Every status but cancelled: a cancelled invoice bills nothing and is owed by no one. */
const LIVE: readonly InvoiceStatus[] = ['unpaid', 'partial', 'paid'];
/** The statuses with something left to collect. */
const OPEN: readonly InvoiceStatus[] = ['unpaid', 'partial'];

export const INVOICE_ACTIONS: Readonly<Record<InvoiceAction, InvoiceActionRule>> = Object.freeze({
  /** Edit and Sync (its charges again) on the page; PATCH /api/invoices/:id. */
  edit: { from: LIVE, outside: 'refuse', refusal: INVOICE_MESSAGES.cancelled },
  /** The invoice following its charges' claims (invoice-follower.ts). */
  reconcile: { from: LIVE, outside: 'ignore', refusal: INVOICE_MESSAGES.cancelled },
  /** Delete = cancel; a second delete is done already. Refused while payments are allocated (not a status rule). */
  cancel: { from: LIVE, outside: 'ignore', refusal: INVOICE_MESSAGES.cancelled },
  /** A payment's money put on the invoice (up to its balance: a paid one takes nothing). */
  allocate: { from: LIVE, outside: 'ignore', refusal: INVOICE_MESSAGES.cancelled },
  /** Spec 3 §4, §9: Pay (card capture), Record Payment and Pay from credit are offered for unpaid or partial. */
  pay: { from: OPEN, outside: 'refuse', refusal: INVOICE_MESSAGES.payNotOffered },
  /** Mail Invoice (spec 3 §7): a cancelled invoice is owed by no one. */
  mail: { from: LIVE, outside: 'refuse', refusal: INVOICE_MESSAGES.mailCancelled },
});

export const INVOICE_ACTION_NAMES = Object.freeze(Object.keys(INVOICE_ACTIONS) as InvoiceAction[]);

export const isInvoiceActionAllowed = (action: InvoiceAction, status: InvoiceStatus): boolean =>
  INVOICE_ACTIONS[action].from.includes(status);

/**
 * What the decider does with the action from the status: undefined when allowed; 'ignore' when the table says to do
 * nothing; the refusal (409) otherwise.
 */
export const checkInvoiceAction = (
  action: InvoiceAction,
  status: InvoiceStatus,
): DomainError | 'ignore' | undefined => {
  if (isInvoiceActionAllowed(action, status)) return undefined;
  const rule = INVOICE_ACTIONS[action];
  return rule.outside === 'ignore' ? 'ignore' : conflict(rule.refusal);
};

/** The actions the invoice page may offer for a status (each button still asks its permission and month rule). */
export const allowedInvoiceActions = (status: InvoiceStatus): InvoiceAction[] =>
  INVOICE_ACTION_NAMES.filter((a) => isInvoiceActionAllowed(a, status));
