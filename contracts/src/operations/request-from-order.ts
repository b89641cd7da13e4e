import type { RequestType } from './request.enums.js';
import type { StorageStatus } from './storage.enums.js';
import { requestLineStorageStatuses } from './storage-loop.js';

/** What a request made from an order reads of it (the order's read row has these fields). */
export interface OrderForRequest {
  readonly id: number;
  readonly userId: number | null;
  readonly partnerId: number | null;
  readonly countryId: number | null;
  readonly cityId: number | null;
  readonly date: string | null;
  readonly pickupRequired: boolean | null;
  readonly pickupTimeFrom: number | null;
  readonly pickupTimeTo: number | null;
  readonly deliveryDate?: string | null;
  readonly deliveryTimeFrom?: number | null;
  readonly deliveryTimeTo?: number | null;
  readonly addressId: number | null;
  readonly line1?: string | null;
  readonly paymentMode: string | null;
}

/** A customer's address as the request form knows it. */
export interface AddressForRequest {
  readonly id: number;
  readonly line1: string | null;
}

/**
 * The order's address: the one it names, else the customer's address whose line1 is the one typed at quoting (the
 * confirmed lead's address becomes one, issue 14; the newest when several), else none.
 */
export const addressOfOrder = (
  order: Pick<OrderForRequest, 'addressId' | 'line1'>,
  addresses: readonly AddressForRequest[],
): number | null => {
  if (order.addressId !== null) return order.addressId;
  const typed = order.line1?.trim().toLowerCase();
  if (!typed) return null;
  const same = addresses.filter((a) => a.line1?.trim().toLowerCase() === typed).sort((a, b) => b.id - a.id);
  return same[0]?.id ?? null;
};

export interface StorageForRequest {
  readonly id: number;
  readonly status: StorageStatus;
  readonly qty: number | null;
}

/** The request form's fields, pre-filled (a line per storage). */
export interface RequestDraft {
  readonly type: RequestType;
  readonly userId: number | null;
  readonly partnerId: number | null;
  readonly countryId: number | null;
  readonly cityId: number | null;
  readonly orderId: number;
  readonly date: string | null;
  readonly from: number | null;
  readonly to: number | null;
  readonly addressId: number | null;
  readonly paymentMode: string | null;
  readonly lines: readonly { readonly storageId: number; readonly qty: number }[];
}

/**
 * Create Pickup (or Drop) on a confirmed storage order (issue 14): the order's pickup when it asked for one
 * (pickupRequired), its drop otherwise. The address only for a pickup (a drop goes to none).
 */
export const requestTypeForOrder = (order: Pick<OrderForRequest, 'pickupRequired'>): RequestType =>
  order.pickupRequired === false ? 'drop' : 'pickup';

const BACK_TYPES: readonly RequestType[] = ['delivery', 'collect'];

/**
 * The request form pre-filled from an order (issue 14): customer, order, date and time slot, city, address,
 * payment mode, and a line per storage of the order the request type may take (a pickup: those still to be
 * picked up; a delivery: those in store).
 */
export const requestDraftFromOrder = (
  order: OrderForRequest,
  storages: readonly StorageForRequest[],
  type: RequestType = requestTypeForOrder(order),
  addresses: readonly AddressForRequest[] = [],
): RequestDraft => {
  const statuses = requestLineStorageStatuses(type);
  return {
    type,
    userId: order.userId,
    partnerId: order.partnerId,
    countryId: order.countryId,
    cityId: order.cityId,
    orderId: order.id,
    // A delivery goes back on the order's delivery date and slot when it has them; the rest on its (pickup) date.
    ...(BACK_TYPES.includes(type) && order.deliveryDate
      ? { date: order.deliveryDate, from: order.deliveryTimeFrom ?? null, to: order.deliveryTimeTo ?? null }
      : { date: order.date, from: order.pickupTimeFrom, to: order.pickupTimeTo }),
    addressId: type === 'drop' || type === 'collect' ? null : addressOfOrder(order, addresses),
    paymentMode: order.paymentMode,
    lines: storages.filter((s) => statuses.includes(s.status)).map((s) => ({ storageId: s.id, qty: s.qty ?? 1 })),
  };
};

/** Create Pickup / Drop is offered on a confirmed storage order (issue 14). */
export const canCreateRequestFromOrder = (order: { readonly type: string | null; readonly status: string }): boolean =>
  order.type === 'storage' && order.status === 'confirmed';

/** Create Delivery (the order's stored storages back to the customer) on a confirmed or complete storage order. */
export const canCreateDeliveryFromOrder = (order: { readonly type: string | null; readonly status: string }): boolean =>
  order.type === 'storage' && (order.status === 'confirmed' || order.status === 'complete');
