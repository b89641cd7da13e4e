import {
  checkOrderAction,
  commentErrors,
  conflict,
  evolveOrder,
  forbidden,
  hasPermission,
  itemErrors,
  normaliseNeed,
  notFound,
  ORDER_ACTIONS,
  ORDER_ACTION_OUR_MESSAGES,
  ORDER_CATEGORY,
  ORDER_COMMAND_ACTIONS,
  validateActualSize,
  validateAssignee,
  validateFollowUp,
  validateLeadCreate,
  validateLeadEdit,
  validateOrderCreate,
  validateOrderEdit,
  validateReasonChoice,
  validationError,
  type Decider,
  type DomainError,
  type FieldError,
  type OrderActionSubject,
  type OrderActor,
  type OrderCommand,
  type OrderCommandType,
  type OrderDocument,
  type OrderEvent,
  type OrderPage,
  type OrderPatch,
  type OrderRuleInput,
  type OrderState,
  type OrderStatus,
} from '@console/contracts';

/**
 * The order aggregate (leads and orders are one, stream `order-<id>`): contracts' evolveOrder folds the record, and
 * beside it the facts of the stream the record itself does not keep: whether the order asked accounting for its
 * invoice or for its charges (OrderInvoiceRequested), which Create Invoice and Complete read.
 */
export interface OrderAggregate {
  readonly order: OrderState;
  readonly invoiceRequested: boolean;
  readonly chargesRequested: boolean;
}

export const INITIAL_ORDER: OrderAggregate = Object.freeze({
  order: null,
  invoiceRequested: false,
  chargesRequested: false,
});

export const evolveOrderAggregate = (s: OrderAggregate, e: OrderEvent): OrderAggregate => {
  if (e.type === 'LeadDeleted')
    return { order: evolveOrder(s.order, e), invoiceRequested: false, chargesRequested: false };
  if (e.type === 'OrderInvoiceRequested') {
    return e.data.charges === true ? { ...s, chargesRequested: true } : { ...s, invoiceRequested: true };
  }
  return { ...s, order: evolveOrder(s.order, e) };
};

/** Facts of other aggregates a command needs, read by its handler from their streams (never a read model). */
export interface OrderFacts {
  /** The customer's isPostpaidInvoiceEnabled (Order Complete, spec 2 §4; Create Charges rather than an invoice). */
  readonly customerPostpaid?: boolean;
  /**
   * Accounting's order billing stream (orderbilling-<id>): an invoice (not cancelled) or a live charge names the
   * order, however made (Order Complete and Create Invoice, spec 2 §4).
   */
  readonly billed?: { readonly hasInvoice: boolean; readonly hasCharges: boolean };
  /** The id (sequence `task`) of the task the command asks for: Send Quote, Send Thank You, Send Confirmation. */
  readonly taskId?: number;
}

/** A command of the table as the decider takes it: the command, the page it came from, who acts, the facts. */
export interface OrderDecision {
  readonly type: OrderCommandType;
  readonly command: OrderCommand;
  readonly page: OrderPage;
  readonly actor: OrderActor;
  readonly facts?: OrderFacts;
}

export const ORDER_NOT_FOUND = 'No record found for id';

/**
 * The statuses a record may be created in. Console users create new (or renew) leads and orders; the system
 * (imports, the demo seed) may also bring records in the statuses no console action sets: quote_accepted (the
 * customer's acceptance), locked and closed. Every other status is reached through the actions.
 */
export const USER_CREATE_STATUSES: readonly OrderStatus[] = ['new', 'renew'];
export const SYSTEM_CREATE_STATUSES: readonly OrderStatus[] = ['new', 'renew', 'quote_accepted', 'locked', 'closed'];
export const CREATE_STATUS_MESSAGE = 'A lead or order is created as new or renew; its actions change the status';

/** The acting system (seed, imports): every permission. */
export const SYSTEM_ACTOR: OrderActor = Object.freeze({ userId: 0, permissions: ['admin'] });

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `patch` that differ from the record: an edit that changes nothing records nothing. */
export const changedOrderFields = (order: OrderDocument, patch: OrderPatch): OrderPatch =>
  Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && !sameValue(order[k as keyof OrderDocument], v)),
  );

/** Only Revise moves the quote versions; an edit's form carries them but never changes them. */
const withoutVersions = (patch: OrderPatch): OrderPatch => {
  const { quoteVersion: _v, nextQuoteVersion: _n, ...rest } = patch;
  return rest;
};

const normalised = (patch: OrderPatch): OrderPatch =>
  patch.need !== undefined ? { ...patch, need: normaliseNeed(patch.need) ?? null } : patch;

const subjectOf = (order: OrderDocument, s: OrderAggregate, facts: OrderFacts | undefined): OrderActionSubject => ({
  ...order,
  hasInvoice: s.invoiceRequested || facts?.billed?.hasInvoice === true,
  hasCharges: s.chargesRequested || facts?.billed?.hasCharges === true,
  customerPostpaid: facts?.customerPostpaid ?? false,
});

const invalid = (errors: readonly FieldError[]): DomainError | undefined =>
  errors.length > 0 ? validationError(errors) : undefined;

/** A refusal of the table, as the API answers it: the kind, the spec's message and, for Confirm, every missing field. */
const refusalOf = (r: NonNullable<ReturnType<typeof checkOrderAction>>): DomainError => ({
  kind: r.kind,
  message: r.message,
  ...(r.errors ? { errors: r.errors } : {}),
});

const create = (
  d: OrderDecision & { command: Extract<OrderCommand, { type: 'CreateOrder' }> },
  s: OrderAggregate,
  now: Date,
): readonly OrderEvent[] | DomainError => {
  if (s.order) return conflict(`Order ${s.order.id} already exists`);
  const { id, page, body } = d.command;
  const { assigneeId, createdAt, status, ...rest } = body;
  const fields = normalised(rest);
  const system = d.actor.userId === SYSTEM_ACTOR.userId;
  const initial = status ?? 'new';
  if (!(system ? SYSTEM_CREATE_STATUSES : USER_CREATE_STATUSES).includes(initial)) {
    return validationError([{ path: 'status', message: CREATE_STATUS_MESSAGE }]);
  }
  if (createdAt !== undefined && !hasPermission(d.actor.permissions, 'leads-creation-date')) {
    return forbidden(ORDER_ACTION_OUR_MESSAGES.creationDateNotAllowed);
  }
  if (assigneeId != null && assigneeId !== d.actor.userId && !ORDER_ACTIONS.assign.permission(d.actor)) {
    return forbidden(ORDER_ACTIONS.assign.permissionMessage);
  }
  const input = fields as OrderRuleInput;
  const error = invalid(page === 'lead' ? validateLeadCreate(input) : validateOrderCreate(input));
  if (error) return error;
  return [
    {
      type: page === 'lead' ? 'LeadCreated' : 'OrderCreated',
      data: { id, status: initial, createdAt: createdAt ?? now.toISOString(), assigneeId: assigneeId ?? null, fields },
    },
  ];
};

/**
 * Every action of spec 2 §4 'Leads and orders'. The lifecycle table (contracts' checkOrderAction) answers first,
 * with its permission (403), status (409) and click-time checks (the spec's messages); then the input of the
 * action's dialog is validated (400); then the event records the fact.
 */
const act = (d: OrderDecision, s: OrderAggregate, now: Date): readonly OrderEvent[] | DomainError => {
  const c = d.command;
  if (c.type === 'CreateOrder') return create({ ...d, command: c }, s, now);
  const order = s.order;
  if (!order) return notFound(ORDER_NOT_FOUND);
  const action = ORDER_COMMAND_ACTIONS[c.type];
  const id = order.id;
  const from = order.status;
  // Confirm with the record's edits ("the full record with a new status") checks the record as it would be saved.
  const edits =
    c.type === 'ConfirmOrder' ? changedOrderFields(order, withoutVersions(normalised(c.changes ?? {}))) : {};
  const rentConfirmed = (c.type === 'ConfirmOrder' || c.type === 'ConfirmLead') && c.confirmRent === true;
  const subject = { ...subjectOf({ ...order, ...edits }, s, d.facts), rentConfirmed };
  const refused = checkOrderAction(action, subject, d.actor, d.page);
  if (refused) return refusalOf(refused);
  const at = now.toISOString();
  const taskId = d.facts?.taskId !== undefined ? { id: d.facts.taskId } : {};

  switch (c.type) {
    case 'EditLead':
    case 'EditOrder': {
      const changes = changedOrderFields(order, withoutVersions(normalised(c.changes)));
      const merged = { ...order, ...changes } as OrderRuleInput;
      const error = invalid(c.type === 'EditLead' ? validateLeadEdit(merged) : validateOrderEdit(merged));
      if (error) return error;
      if (Object.keys(changes).length === 0) return [];
      return [{ type: c.type === 'EditLead' ? 'LeadUpdated' : 'OrderUpdated', data: { id, changes } }];
    }
    case 'ChangeCreationDate':
      if (Date.parse(c.createdAt) === Date.parse(order.createdAt)) return [];
      return [{ type: 'LeadCreationDateChanged', data: { id, createdAt: c.createdAt, previous: order.createdAt } }];
    case 'SendQuote':
      return [
        {
          type: 'LeadQuoted',
          data: {
            id,
            from,
            quoteSentAt: c.quoteSentAt ?? at,
            quoteVersionSent: order.quoteVersion,
            task: { type: 'SEND_QUOTE_TO_CUSTOMER', data: { leadId: id }, ...taskId },
            // What the customer is quoted: Confirm compares the record with it (spec 2 §8).
            quotedItems: order.items,
            quotedSize: order.size,
          },
        },
      ];
    case 'SendThankYou':
      return [
        {
          type: 'OrderThankYouMailRequested',
          data: { id, task: { type: 'SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER', data: { orderId: id }, ...taskId } },
        },
      ];
    case 'SendConfirmation':
      return [
        {
          type: 'OrderConfirmationMailRequested',
          data: { id, task: { type: 'SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER', data: { orderId: id }, ...taskId } },
        },
      ];
    case 'ConfirmLead':
      return [{ type: 'LeadConfirmed', data: { id, from, confirmedAt: c.confirmedAt ?? at } }];
    case 'ConfirmOrder': {
      if (Object.keys(edits).length > 0) {
        const error = invalid(validateOrderEdit({ ...order, ...edits }));
        if (error) return error;
      }
      const changes = Object.keys(edits).length > 0 ? { changes: edits } : {};
      return [{ type: 'OrderConfirmed', data: { id, from, confirmedAt: c.confirmedAt ?? at, ...changes } }];
    }
    case 'Restore':
      return [{ type: 'LeadRestored', data: { id, from } }];
    case 'RejectQuote':
      return [{ type: 'QuoteRejected', data: { id, from } }];
    case 'CompleteOrder':
      return [{ type: 'OrderCompleted', data: { id, from } }];
    case 'PutOnHold':
    case 'PutOrderOnHold': {
      const error = invalid(validateReasonChoice({ reasonId: c.holdReasonId, reason: c.reason }, 'holdReasonId'));
      if (error) return error;
      return [
        {
          type: c.type === 'PutOnHold' ? 'LeadPutOnHold' : 'OrderPutOnHold',
          data: { id, from, holdReasonId: c.holdReasonId, reason: c.reason },
        },
      ];
    }
    case 'MarkLost': {
      const error = invalid(validateReasonChoice({ reasonId: c.lostReasonId, reason: c.reason }, 'lostReasonId'));
      if (error || c.lostReasonId === null) return error ?? validationError([]);
      return [{ type: 'LeadMarkedLost', data: { id, from, lostReasonId: c.lostReasonId, reason: c.reason } }];
    }
    case 'RejectLead':
    case 'RejectOrder': {
      // The lead's Reject needs a reason chosen (spec 2 §5); the order's (new or renew) may have one.
      const errors =
        c.type === 'RejectLead'
          ? validateReasonChoice({ reasonId: c.rejectReasonId, reason: c.reason }, 'rejectReasonId')
          : commentErrors(c.reason);
      const error = invalid(errors);
      if (error) return error;
      return [
        {
          type: c.type === 'RejectLead' ? 'LeadRejected' : 'OrderRejected',
          data: { id, from, rejectReasonId: c.rejectReasonId, reason: c.reason },
        },
      ];
    }
    case 'CancelOrder': {
      const error = invalid(validateReasonChoice({ reasonId: c.cancelReasonId, reason: c.reason }, 'cancelReasonId'));
      if (error || c.cancelReasonId === null) return error ?? validationError([]);
      return [{ type: 'OrderCancelled', data: { id, from, cancelReasonId: c.cancelReasonId, reason: c.reason } }];
    }
    case 'ScheduleFollowUp': {
      const error = invalid(validateFollowUp(c.followUpAt));
      if (error || c.followUpAt === null) return error ?? validationError([]);
      if (order.followUpAt !== null && Date.parse(order.followUpAt) === Date.parse(c.followUpAt)) return [];
      return [{ type: 'LeadFollowUpScheduled', data: { id, followUpAt: c.followUpAt, previous: order.followUpAt } }];
    }
    case 'Revise': {
      if (!(c.quoteVersion > (order.quoteVersionSent ?? 0))) {
        return validationError([{ path: 'quoteVersion', message: ORDER_ACTION_OUR_MESSAGES.reviseNotAllowed }]);
      }
      const changes = changedOrderFields(order, withoutVersions(normalised(c.changes)));
      const error = invalid(validateLeadEdit({ ...order, ...changes }));
      if (error) return error;
      return [
        {
          type: 'LeadRevised',
          data: { id, quoteVersion: c.quoteVersion, previousQuoteVersion: order.quoteVersion, changes },
        },
      ];
    }
    case 'UpdateItemList': {
      const error = invalid(itemErrors(c.items));
      if (error) return error;
      return [{ type: 'OrderItemsUpdated', data: { id, items: [...c.items], previousItems: order.items } }];
    }
    case 'UpdateActualSize': {
      const error = invalid(validateActualSize(c.actualSize));
      if (error) return error;
      if (order.actualSize === c.actualSize) return [];
      return [{ type: 'OrderActualSizeUpdated', data: { id, actualSize: c.actualSize, previous: order.actualSize } }];
    }
    case 'SyncStorages': {
      // The order side of the sync: the live size follows the actual size (the storages are operations').
      const actualSize = order.actualSize ?? 0;
      return [{ type: 'OrderStoragesSynced', data: { id, actualSize, changes: { currentSize: actualSize } } }];
    }
    case 'CreateInvoice': {
      // Create Charges for a postpaid customer, Create Invoice otherwise (the button's label says which).
      const charges = d.facts?.customerPostpaid === true ? { charges: true } : {};
      return [{ type: 'OrderInvoiceRequested', data: { id, serviceIds: [...c.serviceIds], ...charges } }];
    }
    case 'Assign': {
      const error = invalid(validateAssignee(c.assigneeId));
      if (error || c.assigneeId === null) return error ?? validationError([]);
      if (order.assigneeId === c.assigneeId) return [];
      return [
        {
          type: 'LeadAssigned',
          data: {
            id,
            assigneeId: c.assigneeId,
            previousAssigneeId: order.assigneeId,
            self: c.assigneeId === d.actor.userId,
          },
        },
      ];
    }
    case 'AssignToMe':
      return [
        {
          type: 'LeadAssigned',
          data: { id, assigneeId: d.actor.userId, previousAssigneeId: order.assigneeId, self: true },
        },
      ];
    case 'DeleteLead':
      return [{ type: 'LeadDeleted', data: { id } }];
  }
};

export const orderDecider: Decider<OrderDecision, OrderEvent, OrderAggregate> = {
  category: ORDER_CATEGORY,
  initialState: INITIAL_ORDER,
  evolve: evolveOrderAggregate,
  decide: act,
};
