import { can, hasPermission, isPartnerUser } from '../identity/permissions.js';
import type { DomainError } from '../shared/domain-error.js';
import type { FieldError } from '../shared/validation.js';
import { OrderStatus } from './order.enums.js';
import type { OrderEventType } from './order.events.js';
import { sameItems, type OrderItem } from './order.record.js';
import { quoteChange, RENT_CONFIRMATION } from './order.quote-change.js';
import { confirmMissingFields, type ConfirmInput } from './order.rules.js';

/**
 * THE table of lead and order actions (spec 2 §4 'Leads and orders', §6, §8). The screens show a button only where
 * `allowedOrderActions` lists it, and the decider refuses with `checkOrderAction`: both read this one table.
 *
 * Reading of the spec, action by action:
 * - Allowed-from lists are the spec's, written out. Where the spec gives a condition instead of a list ("unless
 *   confirmed or complete", "not new, not complete", "every status except ...") the list is its complement over the
 *   13 statuses, in the enumeration's order.
 * - Where the spec names no statuses the action is allowed from every status: Assign, Assign To Me, Sync Storages
 *   (it only "needs an actual size"), Delete (admin only), and the creation-date edit ('leads-creation-date').
 * - "Allowed source statuses for order confirm and order onhold: not shown" (spec 2 §4). Decided:
 *   order Confirm = the lead Confirm list (new, quote_sent, quote_accepted, lost, onhold, cancelled), so an order
 *   put on hold or cancelled can be confirmed again; order Put on hold = the lead Put on hold list plus confirmed
 *   (new, renew, quote_sent, quote_accepted, confirmed): a confirmed order is what the orders page mostly shows.
 * - Order Edit: "Edit is hidden for cancelled and rejected orders" (spec 2 §2), so every other status.
 * - Pages: which screen offers the button. Spec 2 gives lead notifications for Assign, Confirm, Lost, Reject,
 *   Put on hold, Follow Up, Reject Quote, and order notifications for Cancel, Restore, Complete, Confirm, Put on
 *   hold, Reject. Send Quote is on both ("the orders page also lists this set"). Not said, decided: Send Thank You,
 *   Send Confirmation, Restore, Assign and Assign To Me are on both pages.
 *
 * Permissions (spec 2 §6, ARCHITECTURE §6 '<resource>-<action>'):
 * - Assign To Me: 'users-update' or admin, and only when the lead is not already the actor's.
 * - Assign (the assign-to-person dialog): 'orders-update' or admin.
 * - Update Actual Size and Delete: admin only. The created-at edit: 'leads-creation-date' (or admin).
 * - Every other action: 'leads-update' for lead-page actions, 'orders-update' for order-page ones, either for
 *   actions on both pages (our reading; the spec names no permission for them).
 * - Partner users (spec 2 §1, §6: "only an Edit action on the order page"): the two Edit actions and nothing else.
 *   Decided: a partner user may use Edit even without '<resource>-update', because the spec grants partners Edit
 *   while the partner role's defaults are read-only; the server still limits them to their own partner's rows.
 *
 * Offered vs checked: `offered` conditions decide whether the button shows at all (the spec's "offered when",
 * "only when", "when"); `checks` run when the action is used and answer with the spec's message (Send Quote's
 * assignee and city, Confirm's required fields, Complete's size, Sync's actual size).
 */

export type OrderAction =
  | 'sendQuote'
  | 'sendThankYou'
  | 'sendConfirmation'
  | 'confirmLead'
  | 'confirmOrder'
  | 'restore'
  | 'rejectQuote'
  | 'putOnHold'
  | 'putOrderOnHold'
  | 'markLost'
  | 'rejectLead'
  | 'followUp'
  | 'revise'
  | 'editLead'
  | 'editOrder'
  | 'changeCreationDate'
  | 'cancelOrder'
  | 'completeOrder'
  | 'updateItemList'
  | 'syncStorages'
  | 'updateActualSize'
  | 'createInvoice'
  | 'rejectOrder'
  | 'assign'
  | 'assignToMe'
  | 'deleteLead';

/** The screen an action is used from: the lead page (/leads) or the order page (/orders). */
export type OrderPage = 'lead' | 'order';

/**
 * What the lifecycle reads of a record: the order record itself, plus facts kept by other contexts, plus what
 * Confirm checks (order.rules.ts `ConfirmInput`, whose `cityId` Send Quote reads too).
 */
export interface OrderActionSubject extends ConfirmInput {
  readonly status: OrderStatus;
  readonly assigneeId?: number | null;
  readonly quoteVersion?: number | null;
  readonly quoteVersionSent?: number | null;
  readonly amount?: number | null;
  readonly size?: number | null;
  readonly actualSize?: number | null;
  readonly items?: readonly OrderItem[];
  readonly currentItems?: readonly OrderItem[] | null;
  /**
   * Accounting's facts: an invoice (not cancelled) / a live charge exists for the order, however made (its Create
   * Invoice / Create Charges, the charge and invoice forms naming it, a billing run), or the order asked for one.
   */
  readonly hasInvoice?: boolean;
  readonly hasCharges?: boolean;
  /** The customer's isPostpaidInvoiceEnabled (spec 3 §3). */
  readonly customerPostpaid?: boolean;
  /** What the last quote sent was for (order.quote-change.ts). */
  readonly quotedItems?: readonly OrderItem[] | null;
  readonly quotedSize?: number | null;
  /** The user answered the rent confirmation (Confirm of a record whose size differs from the quote). */
  readonly rentConfirmed?: boolean;
}

/** Who acts: their user id and their permission list (role names included, spec 1 §6). */
export interface OrderActor {
  readonly userId: number;
  readonly permissions: readonly string[];
}

/**
 * A refusal: the DomainError the decider returns (kind conflict 409, forbidden 403, validation 400), how the screen
 * shows it (error or warning notification), and a second line for the dialogs that have one.
 */
export interface OrderActionRefusal extends DomainError {
  readonly severity: 'error' | 'warning';
  readonly detail?: string;
  readonly errors?: readonly FieldError[];
}

/** The dialog the button opens before the command runs. */
export type OrderActionDialog = 'none' | 'confirm' | 'reason' | 'date' | 'assignee' | 'size' | 'services' | 'form';

export interface OrderActionRule {
  readonly label: string;
  readonly pages: readonly OrderPage[];
  /** The statuses it is allowed from: exactly the spec's list (see the header for the decided ones). */
  readonly from: readonly OrderStatus[];
  /** The status it sets; null when the status stays. */
  readonly to: OrderStatus | null;
  readonly event: OrderEventType;
  readonly dialog: OrderActionDialog;
  /** The refusal when the status is not in `from`: the spec's 'Error: ...' text where one fits. */
  readonly statusMessage: string;
  /** The success notice of spec 2 §8 where one is named. */
  readonly notice?: string;
  readonly permission: (actor: OrderActor) => boolean;
  readonly permissionMessage: string;
  /** Conditions for the button to show at all, each with its refusal. */
  readonly offered?: (order: OrderActionSubject, actor: OrderActor) => OrderActionRefusal | undefined;
  /** Checks when the action is used: the spec's messages. */
  readonly checks?: (order: OrderActionSubject, page: OrderPage) => OrderActionRefusal | undefined;
  /** A warning the screen shows before running it (not a refusal). */
  readonly warning?: (order: OrderActionSubject) => string | undefined;
}

/* ---- The messages ---------------------------------------------------------------------------------------- */

/** Spec 2 §5 and §8, word for word. */
export const ORDER_ACTION_MESSAGES = Object.freeze({
  leadNotAssigned: 'Lead is not assigned to any one yet',
  orderNotAssigned: 'Order is not assigned to any one yet',
  cityRequired: 'City is required',
  missingActualSize: 'Order is missing the actual size',
  missingSize: 'Order is missing size!',
  missingSizeDetail: 'Please set a size and try again.',
  orderChanged: 'Order has changed!',
  orderChangedDetail: 'Order items have changed from the quoted items. Please update the quote first.',
  notCancelled: 'Error: Order has not been cancelled',
  notRestored: 'Order has not been restored',
  notCompleted: 'Error: Order not completed',
  orderNotConfirmed: 'Error: Order not confirmed',
  orderNotOnHold: 'Error: Order could not be put on onhold',
  orderNotRejected: 'Error: Order not rejected',
  notAssigned: 'Error: Could not assign the lead',
  leadNotConfirmed: 'Error: Lead not confirmed',
  notLost: 'Error: Could not mark the lead as lost',
  leadNotRejected: 'Error: Lead not rejected',
  leadNotOnHold: 'Error: Lead could not be put on onhold',
});

/**
 * Ours: the spec has no text for these refusals, so each is a plain sentence in the spec's style. Listed so the
 * message catalogue and the review can tell them from the spec's own.
 */
export const ORDER_ACTION_OUR_MESSAGES = Object.freeze({
  quoteNotSendable: 'Error: Quote could not be sent',
  thankYouNotSendable: 'Error: Thank you mail could not be sent',
  confirmationNotSendable: 'Error: Confirmation mail could not be sent',
  quoteNotRejected: 'Error: Quote could not be rejected',
  followUpNotAllowed: 'Error: Follow up is not possible for a confirmed or complete order',
  reviseNotAllowed: 'Error: This quote cannot be revised',
  revisionOpen: 'A revision of this quote is open: edit or send it first',
  editNotAllowed: 'Error: This lead cannot be edited',
  quoteAlreadySent: 'The quote has been sent: revise it to make changes',
  orderEditNotAllowed: 'Error: A cancelled or rejected order cannot be edited',
  itemsNotChanged: 'Order items have not changed from the current storages',
  itemListNotUpdatable: 'Error: The item list of a complete order cannot be updated',
  actualSizeNotUpdatable: 'Error: The actual size can be updated on confirmed or complete orders only',
  invoiceNotAllowed: 'Error: An invoice can be created for confirmed or complete orders only',
  invoiceExists: 'The order already has an invoice or charges',
  nothingToBill: 'Order cannot be completed before an invoice or charges exist',
  alreadyAssignedToYou: 'The lead is already assigned to you',
  editLinkedOrderWarning: 'Editing this lead will delete its linked order.',
  notAllowed: 'You are not allowed to do this',
  adminOnlyActualSize: 'Only admin may update the actual size',
  adminOnlyDelete: 'Only admin may delete a lead',
  creationDateNotAllowed: 'You are not allowed to change the created date',
  partnerEditOnly: 'Partners may only edit',
});

const conflictRefusal = (message: string, extra: Partial<OrderActionRefusal> = {}): OrderActionRefusal => ({
  kind: 'conflict',
  message,
  severity: 'error',
  ...extra,
});

/* ---- Helpers --------------------------------------------------------------------------------------------- */

const ALL: readonly OrderStatus[] = OrderStatus.values;
const allBut = (...excluded: OrderStatus[]): readonly OrderStatus[] => ALL.filter((s) => !excluded.includes(s));
const same = (a: number | null | undefined, b: number | null | undefined): boolean => (a ?? null) === (b ?? null);

const isAdmin = (actor: OrderActor): boolean => hasPermission(actor.permissions, 'admin');
const canUpdateLeads = (actor: OrderActor): boolean => can(actor.permissions, 'leads', 'update');
const canUpdateOrders = (actor: OrderActor): boolean => can(actor.permissions, 'orders', 'update');
const canUpdateEither = (actor: OrderActor): boolean => canUpdateLeads(actor) || canUpdateOrders(actor);

/** Items of the storages now held differ from the ordered ones (no current items known: they do not differ). */
export const currentItemsDiffer = (order: Pick<OrderActionSubject, 'items' | 'currentItems'>): boolean =>
  order.currentItems != null && !sameItems(order.items ?? [], order.currentItems);

/**
 * Spec 2 §4 Order Complete: an invoice or charges exist (for the order: see hasInvoice, hasCharges), or the amount
 * is 0, or the customer is postpaid. The one rule: the server decides with facts from the streams, the console with
 * the same facts from the order's row.
 */
export const hasBillingForCompletion = (order: OrderActionSubject): boolean =>
  order.hasInvoice === true || order.hasCharges === true || order.amount === 0 || order.customerPostpaid === true;

/**
 * Confirm: the required fields and the checklist first (spec 2 §5, in its order), then the record against the
 * quote sent (spec 2 §8): changed items are refused ('Order has changed!'); a changed size only needs the rent
 * confirmed.
 */
const confirmCheck = (order: OrderActionSubject): OrderActionRefusal | undefined => {
  const errors = confirmMissingFields(order);
  const first = errors[0];
  if (first) return { kind: 'validation', message: first.message, severity: 'error', errors };
  const change = quoteChange(order);
  if (change === 'items') {
    return conflictRefusal(ORDER_ACTION_MESSAGES.orderChanged, { detail: ORDER_ACTION_MESSAGES.orderChangedDetail });
  }
  if (change === 'size' && order.rentConfirmed !== true) return conflictRefusal(RENT_CONFIRMATION.refusal);
  return undefined;
};

/* ---- The table ------------------------------------------------------------------------------------------- */

export const ORDER_ACTIONS: Readonly<Record<OrderAction, OrderActionRule>> = Object.freeze({
  sendQuote: {
    label: 'Send Quote',
    pages: ['lead', 'order'],
    from: ['new', 'renew', 'quote_sent', 'quote_accepted', 'quote_rejected', 'confirmed', 'lost', 'onhold'],
    to: 'quote_sent',
    event: 'LeadQuoted',
    dialog: 'none',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.quoteNotSendable,
    permission: canUpdateEither,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    // Spec 2 §5: assignee first, then city; the wording follows the page.
    checks: (o, page) =>
      o.assigneeId == null
        ? conflictRefusal(
            page === 'order' ? ORDER_ACTION_MESSAGES.orderNotAssigned : ORDER_ACTION_MESSAGES.leadNotAssigned,
          )
        : o.cityId == null
          ? conflictRefusal(ORDER_ACTION_MESSAGES.cityRequired)
          : undefined,
  },
  sendThankYou: {
    label: 'Send Thank You',
    pages: ['lead', 'order'],
    from: ['new', 'renew'],
    to: null,
    event: 'OrderThankYouMailRequested',
    dialog: 'none',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.thankYouNotSendable,
    permission: canUpdateEither,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  sendConfirmation: {
    label: 'Send Confirmation',
    pages: ['lead', 'order'],
    from: ['confirmed'],
    to: null,
    event: 'OrderConfirmationMailRequested',
    dialog: 'none',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.confirmationNotSendable,
    permission: canUpdateEither,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  confirmLead: {
    label: 'Confirm',
    pages: ['lead'],
    from: ['new', 'quote_sent', 'quote_accepted', 'lost', 'onhold', 'cancelled'],
    to: 'confirmed',
    event: 'LeadConfirmed',
    dialog: 'none',
    statusMessage: ORDER_ACTION_MESSAGES.leadNotConfirmed,
    notice: 'Lead confirmed',
    permission: canUpdateLeads,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    checks: confirmCheck,
  },
  confirmOrder: {
    label: 'Confirm',
    pages: ['order'],
    // Not shown in the spec: decided as the lead Confirm list (see the header).
    from: ['new', 'quote_sent', 'quote_accepted', 'lost', 'onhold', 'cancelled'],
    to: 'confirmed',
    event: 'OrderConfirmed',
    dialog: 'none',
    statusMessage: ORDER_ACTION_MESSAGES.orderNotConfirmed,
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    // Decided: the same required fields and checklist as the lead Confirm (it is the same record).
    checks: confirmCheck,
  },
  restore: {
    label: 'Restore',
    pages: ['lead', 'order'],
    from: ['cancelled', 'lost', 'rejected', 'quote_rejected'],
    to: 'new',
    event: 'LeadRestored',
    dialog: 'confirm',
    statusMessage: ORDER_ACTION_MESSAGES.notRestored,
    permission: canUpdateEither,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  rejectQuote: {
    label: 'Reject Quote',
    pages: ['lead'],
    from: allBut('cancelled', 'complete', 'rejected', 'quote_rejected'),
    to: 'quote_rejected',
    event: 'QuoteRejected',
    dialog: 'confirm',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.quoteNotRejected,
    notice: 'Quote reject success',
    permission: canUpdateLeads,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  putOnHold: {
    label: 'Put on hold',
    pages: ['lead'],
    from: ['new', 'renew', 'quote_sent', 'quote_accepted'],
    to: 'onhold',
    event: 'LeadPutOnHold',
    dialog: 'reason',
    statusMessage: ORDER_ACTION_MESSAGES.leadNotOnHold,
    permission: canUpdateLeads,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  putOrderOnHold: {
    label: 'Put on hold',
    pages: ['order'],
    // Not shown in the spec: decided as the lead list plus confirmed (see the header).
    from: ['new', 'renew', 'quote_sent', 'quote_accepted', 'confirmed'],
    to: 'onhold',
    event: 'OrderPutOnHold',
    dialog: 'reason',
    statusMessage: ORDER_ACTION_MESSAGES.orderNotOnHold,
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  markLost: {
    label: 'Lost',
    pages: ['lead'],
    from: ['quote_sent', 'quote_accepted', 'confirmed', 'onhold'],
    to: 'lost',
    event: 'LeadMarkedLost',
    dialog: 'reason',
    statusMessage: ORDER_ACTION_MESSAGES.notLost,
    notice: 'Lead has been marked as lost',
    permission: canUpdateLeads,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  rejectLead: {
    label: 'Reject',
    pages: ['lead'],
    from: ['new'],
    to: 'rejected',
    event: 'LeadRejected',
    dialog: 'reason',
    statusMessage: ORDER_ACTION_MESSAGES.leadNotRejected,
    permission: canUpdateLeads,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  followUp: {
    label: 'Follow Up',
    pages: ['lead'],
    from: allBut('confirmed', 'complete'),
    to: null,
    event: 'LeadFollowUpScheduled',
    dialog: 'date',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.followUpNotAllowed,
    notice: 'Follow up success',
    permission: canUpdateLeads,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  revise: {
    label: 'Revise',
    pages: ['lead'],
    from: allBut('new', 'complete'),
    to: null,
    event: 'LeadRevised',
    dialog: 'form',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.reviseNotAllowed,
    permission: canUpdateLeads,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    offered: (o) =>
      same(o.quoteVersion, o.quoteVersionSent) ? undefined : conflictRefusal(ORDER_ACTION_OUR_MESSAGES.revisionOpen),
  },
  editLead: {
    label: 'Edit',
    pages: ['lead'],
    // "new, or when not complete and quoteVersion differs from quoteVersionSent": every status but complete,
    // and outside new only while the versions differ.
    from: allBut('complete'),
    to: null,
    event: 'LeadUpdated',
    dialog: 'form',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.editNotAllowed,
    permission: (a) => canUpdateLeads(a) || isPartnerUser(a.permissions),
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    offered: (o) =>
      o.status === 'new' || !same(o.quoteVersion, o.quoteVersionSent)
        ? undefined
        : conflictRefusal(ORDER_ACTION_OUR_MESSAGES.quoteAlreadySent),
    warning: (o) =>
      o.status === 'confirmed' || o.status === 'lost' ? ORDER_ACTION_OUR_MESSAGES.editLinkedOrderWarning : undefined,
  },
  editOrder: {
    label: 'Edit',
    pages: ['order'],
    from: allBut('cancelled', 'rejected'),
    to: null,
    event: 'OrderUpdated',
    dialog: 'form',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.orderEditNotAllowed,
    notice: 'update_success',
    permission: (a) => canUpdateOrders(a) || isPartnerUser(a.permissions),
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  changeCreationDate: {
    label: 'Edit created date',
    pages: ['lead'],
    from: ALL,
    to: null,
    event: 'LeadCreationDateChanged',
    dialog: 'date',
    statusMessage: 'Error updating date',
    notice: 'Date updated successfully',
    permission: (a) => hasPermission(a.permissions, 'leads-creation-date'),
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.creationDateNotAllowed,
  },
  cancelOrder: {
    label: 'Cancel',
    pages: ['order'],
    from: allBut('complete', 'new', 'renew', 'cancelled', 'rejected'),
    to: 'cancelled',
    event: 'OrderCancelled',
    dialog: 'reason',
    statusMessage: ORDER_ACTION_MESSAGES.notCancelled,
    notice: 'cancelled_success',
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  completeOrder: {
    label: 'Complete',
    pages: ['order'],
    from: ['confirmed'],
    to: 'complete',
    event: 'OrderCompleted',
    dialog: 'confirm',
    statusMessage: ORDER_ACTION_MESSAGES.notCompleted,
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    offered: (o) => (hasBillingForCompletion(o) ? undefined : conflictRefusal(ORDER_ACTION_OUR_MESSAGES.nothingToBill)),
    checks: (o) =>
      (o.size ?? 0) > 0
        ? undefined
        : conflictRefusal(ORDER_ACTION_MESSAGES.missingSize, { detail: ORDER_ACTION_MESSAGES.missingSizeDetail }),
  },
  updateItemList: {
    label: 'Update Item List',
    pages: ['order'],
    from: allBut('complete'),
    to: null,
    event: 'OrderItemsUpdated',
    dialog: 'confirm',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.itemListNotUpdatable,
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    offered: (o) => (currentItemsDiffer(o) ? undefined : conflictRefusal(ORDER_ACTION_OUR_MESSAGES.itemsNotChanged)),
  },
  syncStorages: {
    label: 'Sync Storages',
    pages: ['order'],
    from: ALL,
    to: null,
    event: 'OrderStoragesSynced',
    dialog: 'none',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    // "needs an actual size": none, or not above 0, is missing (spec 2 §8: a warning).
    checks: (o) =>
      (o.actualSize ?? 0) > 0
        ? undefined
        : conflictRefusal(ORDER_ACTION_MESSAGES.missingActualSize, { severity: 'warning' }),
  },
  updateActualSize: {
    label: 'Update Actual Size',
    pages: ['order'],
    from: ['confirmed', 'complete'],
    to: null,
    event: 'OrderActualSizeUpdated',
    dialog: 'size',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.actualSizeNotUpdatable,
    permission: isAdmin,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.adminOnlyActualSize,
  },
  createInvoice: {
    label: 'Create Invoice',
    pages: ['order'],
    from: ['confirmed', 'complete'],
    to: null,
    event: 'OrderInvoiceRequested',
    dialog: 'services',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.invoiceNotAllowed,
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    offered: (o) =>
      o.hasInvoice === true || o.hasCharges === true
        ? conflictRefusal(ORDER_ACTION_OUR_MESSAGES.invoiceExists)
        : undefined,
  },
  rejectOrder: {
    label: 'Reject',
    pages: ['order'],
    from: ['new', 'renew'],
    to: 'rejected',
    event: 'OrderRejected',
    dialog: 'confirm',
    statusMessage: ORDER_ACTION_MESSAGES.orderNotRejected,
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  assign: {
    label: 'Assign',
    pages: ['lead', 'order'],
    from: ALL,
    to: null,
    event: 'LeadAssigned',
    dialog: 'assignee',
    statusMessage: ORDER_ACTION_MESSAGES.notAssigned,
    notice: 'Successfully Assigned',
    permission: canUpdateOrders,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
  },
  assignToMe: {
    label: 'Assign To Me',
    pages: ['lead', 'order'],
    from: ALL,
    to: null,
    event: 'LeadAssigned',
    dialog: 'none',
    statusMessage: ORDER_ACTION_MESSAGES.notAssigned,
    notice: 'Successfully Assigned',
    permission: (a) => can(a.permissions, 'users', 'update'),
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    offered: (o, a) =>
      o.assigneeId === a.userId ? conflictRefusal(ORDER_ACTION_OUR_MESSAGES.alreadyAssignedToYou) : undefined,
  },
  deleteLead: {
    label: 'Delete',
    pages: ['lead'],
    from: ALL,
    to: null,
    event: 'LeadDeleted',
    dialog: 'confirm',
    statusMessage: ORDER_ACTION_OUR_MESSAGES.notAllowed,
    permission: isAdmin,
    permissionMessage: ORDER_ACTION_OUR_MESSAGES.adminOnlyDelete,
  },
} satisfies Record<OrderAction, OrderActionRule>);

export const ORDER_ACTION_NAMES = Object.freeze(Object.keys(ORDER_ACTIONS)) as readonly OrderAction[];

/** The only actions a partner user has (spec 2 §1, §6). */
export const PARTNER_ORDER_ACTIONS: readonly OrderAction[] = Object.freeze(['editLead', 'editOrder'] as const);

/** The button's label: Create Invoice, or Create Charges for a postpaid customer (our reading of "Create Invoice / Create Charges"). */
export const orderActionLabel = (action: OrderAction, order?: Pick<OrderActionSubject, 'customerPostpaid'>): string =>
  action === 'createInvoice' && order?.customerPostpaid === true ? 'Create Charges' : ORDER_ACTIONS[action].label;

const forbiddenRefusal = (message: string): OrderActionRefusal => ({ kind: 'forbidden', message, severity: 'error' });

/** Whether the button shows: permission, status, and the `offered` conditions. Undefined when it does. */
const offeredRefusal = (
  action: OrderAction,
  order: OrderActionSubject,
  actor: OrderActor,
): OrderActionRefusal | undefined => {
  const rule: OrderActionRule = ORDER_ACTIONS[action];
  if (isPartnerUser(actor.permissions) && !isAdmin(actor) && !PARTNER_ORDER_ACTIONS.includes(action)) {
    return forbiddenRefusal(ORDER_ACTION_OUR_MESSAGES.partnerEditOnly);
  }
  if (!rule.permission(actor)) return forbiddenRefusal(rule.permissionMessage);
  if (!rule.from.includes(order.status)) return conflictRefusal(rule.statusMessage);
  return rule.offered?.(order, actor);
};

/**
 * The actions whose buttons show for this record and this user, in the table's order; with `page`, only those of
 * that screen. Click-time checks (Send Quote's assignee, Confirm's fields, ...) do not hide a button: they answer
 * with their message when it is used.
 */
export const allowedOrderActions = (order: OrderActionSubject, actor: OrderActor, page?: OrderPage): OrderAction[] =>
  ORDER_ACTION_NAMES.filter(
    (a) =>
      (page === undefined || ORDER_ACTIONS[a].pages.includes(page)) && offeredRefusal(a, order, actor) === undefined,
  );

/**
 * The decider's check: undefined when the action may run, otherwise the refusal in the spec's words. `page` picks
 * the wording where lead and order differ (Send Quote); it defaults to the action's first page.
 */
export const checkOrderAction = (
  action: OrderAction,
  order: OrderActionSubject,
  actor: OrderActor,
  page: OrderPage = ORDER_ACTIONS[action].pages[0] ?? 'lead',
): OrderActionRefusal | undefined =>
  offeredRefusal(action, order, actor) ?? ORDER_ACTIONS[action].checks?.(order, page);

/** The status an action leaves the record in. */
export const orderStatusAfter = (action: OrderAction, status: OrderStatus): OrderStatus =>
  ORDER_ACTIONS[action].to ?? status;
