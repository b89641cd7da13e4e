import * as t from 'io-ts';
import type { FieldError } from '../shared/validation.js';
import { Id } from '../shared/id.js';
import { Count, list } from '../shared/store-safe.js';
import { OrderStatus } from './order.enums.js';
import type { OrderAction, OrderPage } from './order.lifecycle.js';
import { InstantString, OrderItem, OrderPatch } from './order.record.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/**
 * The commands of the order aggregate, one per action of the lifecycle table plus create, and the HTTP bodies of
 * spec 2 §7 'Order and lead calls' that carry them. `orderCommandOfPatch` tells which action a PATCH of
 * leads/:id or orders/:id is (ARCHITECTURE §6: a PATCH that changes a lifecycle field runs its command).
 */

/** POST /api/leads and POST /api/orders: the form's fields; assignee and created-at only where allowed. */
export const CreateOrderBody = t.intersection([
  OrderPatch,
  t.exact(t.partial({ assigneeId: nullable(Id), createdAt: InstantString, status: OrderStatus.codec })),
]);
export type CreateOrderBody = t.TypeOf<typeof CreateOrderBody>;

/** Sync Storages and Create Invoice go through the same PATCH with an `action` (spec 2 §7). */
export const OrderPatchAction = t.keyof({ SYNC_ORDER: null, CREATE_INVOICE: null }, 'OrderPatchAction');
export type OrderPatchAction = t.TypeOf<typeof OrderPatchAction>;

/**
 * PATCH /api/orders/:id and /api/leads/:id: every form of spec 2 §7 in one body: createdAt with editFlag;
 * assigneeId; status with lostReasonId / holdReasonId / rejectReasonId and reason; status new (restore); status
 * quote_rejected; status with cancelReasonId and reason; actualSize; items; the full record with a new status
 * (confirm, reject, onhold, complete); action SYNC_ORDER; action CREATE_INVOICE with serviceIds; and for leads
 * status quote_sent with quoteSentAt and quoteVersionSent, status confirmed with confirmedAt, followUpAt.
 * A body with none of these is an edit of the fields it carries; quoteVersion above the sent version is a revision.
 */
export const PatchOrderBody = t.intersection([
  OrderPatch,
  t.exact(
    t.partial({
      status: OrderStatus.codec,
      assigneeId: nullable(Id),
      createdAt: InstantString,
      editFlag: t.boolean,
      lostReasonId: nullable(Id),
      holdReasonId: nullable(Id),
      rejectReasonId: nullable(Id),
      cancelReasonId: nullable(Id),
      quoteSentAt: InstantString,
      quoteVersionSent: nullable(Count),
      confirmedAt: InstantString,
      followUpAt: InstantString,
      action: OrderPatchAction,
      serviceIds: list(Id),
      /** Confirm: the user answered the rent confirmation (the size differs from the quote, spec 2 §8). */
      confirmRent: t.boolean,
    }),
  ),
]);
export type PatchOrderBody = t.TypeOf<typeof PatchOrderBody>;

/** Send Thank You and Send Confirmation are tasks (spec 2 §7 'Create task'), turned into these commands. */
export const OrderMailTaskType = t.keyof(
  { SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: null, SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: null },
  'OrderMailTaskType',
);

/** One command per action; `page` is where it was used (it picks the wording of Send Quote's refusal). */
export type OrderCommand =
  | { readonly type: 'CreateOrder'; readonly page: OrderPage; readonly id: number; readonly body: CreateOrderBody }
  | { readonly type: 'EditLead' | 'EditOrder'; readonly changes: OrderPatch }
  | { readonly type: 'ChangeCreationDate'; readonly createdAt: string }
  | { readonly type: 'SendQuote'; readonly page: OrderPage; readonly quoteSentAt?: string }
  | { readonly type: 'SendThankYou' | 'SendConfirmation' }
  | { readonly type: 'ConfirmLead'; readonly confirmedAt?: string; readonly confirmRent?: boolean }
  | {
      readonly type: 'ConfirmOrder';
      readonly confirmedAt?: string;
      readonly changes?: OrderPatch;
      readonly confirmRent?: boolean;
    }
  | { readonly type: 'Restore' | 'RejectQuote' | 'CompleteOrder' | 'SyncStorages' | 'AssignToMe' | 'DeleteLead' }
  | {
      readonly type: 'PutOnHold' | 'PutOrderOnHold';
      readonly holdReasonId: number | null;
      readonly reason: string | null;
    }
  | { readonly type: 'MarkLost'; readonly lostReasonId: number | null; readonly reason: string | null }
  | {
      readonly type: 'RejectLead' | 'RejectOrder';
      readonly rejectReasonId: number | null;
      readonly reason: string | null;
    }
  | { readonly type: 'CancelOrder'; readonly cancelReasonId: number | null; readonly reason: string | null }
  | { readonly type: 'ScheduleFollowUp'; readonly followUpAt: string | null }
  | { readonly type: 'Revise'; readonly quoteVersion: number; readonly changes: OrderPatch }
  | { readonly type: 'UpdateItemList'; readonly items: readonly OrderItem[] }
  | { readonly type: 'UpdateActualSize'; readonly actualSize: number }
  | { readonly type: 'CreateInvoice'; readonly serviceIds: readonly number[] }
  | { readonly type: 'Assign'; readonly assigneeId: number | null };

export type OrderCommandType = OrderCommand['type'];

/** Which lifecycle action each command is (CreateOrder is no action: it has no source status). */
export const ORDER_COMMAND_ACTIONS: Readonly<Record<Exclude<OrderCommandType, 'CreateOrder'>, OrderAction>> =
  Object.freeze({
    EditLead: 'editLead',
    EditOrder: 'editOrder',
    ChangeCreationDate: 'changeCreationDate',
    SendQuote: 'sendQuote',
    SendThankYou: 'sendThankYou',
    SendConfirmation: 'sendConfirmation',
    ConfirmLead: 'confirmLead',
    ConfirmOrder: 'confirmOrder',
    Restore: 'restore',
    RejectQuote: 'rejectQuote',
    CompleteOrder: 'completeOrder',
    SyncStorages: 'syncStorages',
    AssignToMe: 'assignToMe',
    DeleteLead: 'deleteLead',
    PutOnHold: 'putOnHold',
    PutOrderOnHold: 'putOrderOnHold',
    MarkLost: 'markLost',
    RejectLead: 'rejectLead',
    RejectOrder: 'rejectOrder',
    CancelOrder: 'cancelOrder',
    ScheduleFollowUp: 'followUp',
    Revise: 'revise',
    UpdateItemList: 'updateItemList',
    UpdateActualSize: 'updateActualSize',
    CreateInvoice: 'createInvoice',
    Assign: 'assign',
  });

export const orderActionOfCommand = (command: OrderCommand): OrderAction | undefined =>
  command.type === 'CreateOrder' ? undefined : ORDER_COMMAND_ACTIONS[command.type];

const CONTROL_KEYS = new Set([
  'status',
  'assigneeId',
  'createdAt',
  'editFlag',
  'lostReasonId',
  'holdReasonId',
  'rejectReasonId',
  'cancelReasonId',
  'quoteSentAt',
  'quoteVersionSent',
  'confirmedAt',
  'followUpAt',
  'action',
  'serviceIds',
  'confirmRent',
]);

/** The form fields of a PATCH body (the record's writable fields), without the action keys. */
export const patchFields = (body: PatchOrderBody): OrderPatch =>
  Object.fromEntries(Object.entries(body).filter(([k, v]) => !CONTROL_KEYS.has(k) && v !== undefined));

const only = (body: PatchOrderBody, ...keys: string[]): boolean =>
  Object.entries(body).every(([k, v]) => v === undefined || keys.includes(k));

/**
 * What the record knows that decides how a PATCH reads: its status and the quote versions (an edit that raises
 * quoteVersion above the sent one is a revision).
 */
export interface PatchContext {
  readonly status: OrderStatus;
  readonly quoteVersion: number | null;
  readonly quoteVersionSent: number | null;
}

export const UNKNOWN_PATCH_MESSAGE = 'This change is not an action of an order';

/**
 * A PATCH of leads/:id (`page` 'lead') or orders/:id (`page` 'order') → the command it runs. A status the
 * record already has is not a transition (the body is then an edit). Unknown status targets are refused with a
 * field error on `status`.
 */
export const orderCommandOfPatch = (
  body: PatchOrderBody,
  page: OrderPage,
  record: PatchContext,
): OrderCommand | FieldError => {
  if (body.action === 'SYNC_ORDER') return { type: 'SyncStorages' };
  if (body.action === 'CREATE_INVOICE') return { type: 'CreateInvoice', serviceIds: body.serviceIds ?? [] };
  const changes = patchFields(body);
  const status = body.status !== undefined && body.status !== record.status ? body.status : undefined;
  if (status !== undefined) {
    switch (status) {
      case 'quote_sent':
        return { type: 'SendQuote', page, ...(body.quoteSentAt ? { quoteSentAt: body.quoteSentAt } : {}) };
      case 'confirmed': {
        const at = body.confirmedAt ? { confirmedAt: body.confirmedAt } : {};
        const rent = body.confirmRent === true ? { confirmRent: true } : {};
        return page === 'lead'
          ? { type: 'ConfirmLead', ...at, ...rent }
          : { type: 'ConfirmOrder', ...at, changes, ...rent };
      }
      case 'new':
        return { type: 'Restore' };
      case 'quote_rejected':
        return { type: 'RejectQuote' };
      case 'onhold':
        return {
          type: page === 'lead' ? 'PutOnHold' : 'PutOrderOnHold',
          holdReasonId: body.holdReasonId ?? null,
          reason: body.reason ?? null,
        };
      case 'lost':
        return { type: 'MarkLost', lostReasonId: body.lostReasonId ?? null, reason: body.reason ?? null };
      case 'rejected':
        return {
          type: page === 'lead' ? 'RejectLead' : 'RejectOrder',
          rejectReasonId: body.rejectReasonId ?? null,
          reason: body.reason ?? null,
        };
      case 'cancelled':
        return { type: 'CancelOrder', cancelReasonId: body.cancelReasonId ?? null, reason: body.reason ?? null };
      case 'complete':
        return { type: 'CompleteOrder' };
      default:
        return { path: 'status', message: UNKNOWN_PATCH_MESSAGE };
    }
  }
  if (body.createdAt !== undefined && only(body, 'createdAt', 'editFlag')) {
    return { type: 'ChangeCreationDate', createdAt: body.createdAt };
  }
  if (body.assigneeId !== undefined && only(body, 'assigneeId')) return { type: 'Assign', assigneeId: body.assigneeId };
  if (body.followUpAt !== undefined && only(body, 'followUpAt'))
    return { type: 'ScheduleFollowUp', followUpAt: body.followUpAt };
  if (body.actualSize !== undefined && body.actualSize !== null && only(body, 'actualSize')) {
    return { type: 'UpdateActualSize', actualSize: body.actualSize };
  }
  if (body.items !== undefined && only(body, 'items') && page === 'order')
    return { type: 'UpdateItemList', items: body.items };
  const opensRevision =
    page === 'lead' &&
    typeof body.quoteVersion === 'number' &&
    body.quoteVersion > (record.quoteVersionSent ?? 0) &&
    (record.quoteVersion ?? null) === (record.quoteVersionSent ?? null);
  if (opensRevision) return { type: 'Revise', quoteVersion: body.quoteVersion as number, changes };
  return { type: page === 'lead' ? 'EditLead' : 'EditOrder', changes };
};

export const isOrderPatchRefusal = (x: OrderCommand | FieldError): x is FieldError => 'path' in x && 'message' in x;
