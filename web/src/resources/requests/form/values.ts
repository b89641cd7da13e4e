import { isRight } from 'fp-ts/lib/Either.js';
import {
  canEditRequestStatus,
  OWN_PARTNER_ID,
  parseMoney,
  REQUEST_RULE_OUR_MESSAGES,
  requestLineListErrors,
  requestLinesErrors,
  toMajorUnits,
  validateRequestForm,
  validateRequestFromStorages,
  type FieldError,
  type Money,
  type RequestDraft,
  type RequestRow,
  type RequestRuleInput,
  type SelectedStorage,
} from '@console/contracts';
import { slotHours, slotValue } from '../../../shared/requests/TimeSlotSelect';
import type { FormValues } from '../../../framework/form/types';
import type { Viewer } from '../../../framework/types';
import type { ServiceDraft } from '../../../shared/orders/form/LineInputs';
import { actorOf } from '../../../shared/requests/actor';
import { textOf } from '../../../framework/fields/text';

/**
 * The request form's values (flat, by field name) and the body they send (contracts' CreateRequestBody /
 * PatchRequestBody): the time slot as one choice that sets `from` and `to`, lines as typed (qty text until saved),
 * service amounts in major units until saved.
 */

/** A request line as typed: its id once saved, a storage (SME mode, a storage selection, or chosen), its qty. */
export interface LineDraft {
  readonly id?: number;
  readonly storageId: number | null;
  readonly qty: string;
}

const str = (v: unknown): string => textOf(v).trim();
const orNull = (v: unknown): string | null => (str(v) === '' ? null : str(v));
const idOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const major = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : String(toMajorUnits(amount as Money));
const moneyOf = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const parsed = parseMoney(v);
  return isRight(parsed) ? parsed.right : null;
};

/** The slot choice of a request's hours ('9-13', '13-18', or another its country configures), or '' for none. */
export const slotOfHours = (from: number | null, to: number | null): string =>
  from !== null && to !== null ? slotValue({ from, to }) : '';
const hoursOfSlot = slotHours;

const linesOf = (v: FormValues): LineDraft[] =>
  Array.isArray(v.request_lines) ? (v.request_lines as LineDraft[]) : [];

/** A new request: partner 1 (spec 2 §9), the user's country, SME mode off (spec 2 §2), no lines. */
export const createValues = (viewer: Viewer): FormValues => ({
  partnerId: viewer.isPartner ? viewer.partnerId : OWN_PARTNER_ID,
  userId: null,
  type: 'pickup',
  orderId: null,
  isRelatedRequest: false,
  date: null,
  slot: '',
  countryId: viewer.countryId,
  cityId: null,
  addressId: null,
  paymentMode: '',
  isSME: false,
  request_lines: [] as LineDraft[],
  services: [] as ServiceDraft[],
});

/** A request from a storage selection: their user, country, partner and order; a line per storage (its qty). */
export const fromStoragesValues = (
  viewer: Viewer,
  storages: readonly (SelectedStorage & {
    readonly partnerId: number;
    readonly orderId: number | null;
    readonly qty: number | null;
  })[],
): FormValues => {
  const first = storages[0];
  const orders = new Set(storages.map((s) => s.orderId));
  return {
    ...createValues(viewer),
    type: 'delivery',
    partnerId: first?.partnerId ?? OWN_PARTNER_ID,
    userId: first?.userId ?? null,
    countryId: first?.countryId ?? viewer.countryId,
    orderId: orders.size === 1 ? (first?.orderId ?? null) : null,
    request_lines: storages.map((s): LineDraft => ({ storageId: s.id, qty: String(s.qty ?? 1) })),
  };
};

/**
 * A request pre-filled from an order (contracts' requestDraftFromOrder): Create Pickup / Drop / Delivery. It is one
 * of the order's related requests (issue 31: a pickup made on the order's page was missing from the order's
 * 'Related Requests', which lists the requests flagged so); the box stays in the form to untick.
 */
export const fromOrderValues = (viewer: Viewer, draft: RequestDraft): FormValues => ({
  ...createValues(viewer),
  type: draft.type,
  partnerId: draft.partnerId ?? OWN_PARTNER_ID,
  userId: draft.userId,
  orderId: draft.orderId,
  isRelatedRequest: true,
  date: draft.date,
  slot: slotOfHours(draft.from, draft.to),
  countryId: draft.countryId ?? viewer.countryId,
  cityId: draft.cityId,
  addressId: draft.addressId,
  paymentMode: draft.paymentMode ?? '',
  request_lines: draft.lines.map((l): LineDraft => ({ storageId: l.storageId, qty: String(l.qty) })),
});

/** The form as the record stands (an edit sends what differs from it). */
export const editValues = (r: RequestRow): FormValues => ({
  partnerId: r.partnerId,
  userId: r.userId,
  type: r.type,
  orderId: r.orderId,
  isRelatedRequest: r.isRelatedRequest === true,
  date: r.date,
  slot: slotOfHours(r.from, r.to),
  countryId: r.countryId,
  cityId: r.cityId,
  addressId: r.addressId,
  paymentMode: r.paymentMode ?? '',
  status: r.status,
  isSME: r.isSME,
  request_lines: (r.request_lines ?? []).map((l): LineDraft => ({
    id: l.id,
    storageId: l.storageId,
    qty: String(l.qty),
  })),
  services: r.services.map((s): ServiceDraft => ({ servicetypeId: s.servicetypeId, amount: major(s.amount) })),
});

/** A typed qty as the server takes it: the number when it reads as one, else the text (the rules then say why). */
const qtyOf = (qty: string): number | string => (qty.trim() !== '' && Number.isFinite(Number(qty)) ? Number(qty) : qty);

/** The body of a create or an edit. The status goes only from users who may change it (spec 2 §6). */
export const requestBody = (
  v: FormValues,
  viewer: Viewer,
  options: { fromStorages?: boolean } = {},
): Record<string, unknown> => {
  const { from, to } = hoursOfSlot(v.slot);
  return {
    partnerId: idOrNull(v.partnerId) ?? OWN_PARTNER_ID,
    userId: idOrNull(v.userId),
    type: v.type,
    orderId: idOrNull(v.orderId),
    // Only a request of an order can be one of its related requests.
    isRelatedRequest: idOrNull(v.orderId) !== null && v.isRelatedRequest === true,
    date: orNull(v.date),
    from,
    to,
    countryId: idOrNull(v.countryId),
    cityId: idOrNull(v.cityId),
    addressId: idOrNull(v.addressId),
    paymentMode: orNull(v.paymentMode),
    isSME: v.isSME === true,
    request_lines: linesOf(v).map((l) => ({
      ...(l.id !== undefined ? { id: l.id } : {}),
      storageId: l.storageId,
      qty: qtyOf(l.qty),
    })),
    services: ((v.services ?? []) as ServiceDraft[])
      .filter((d) => d.servicetypeId !== null)
      .map((d) => ({ servicetypeId: d.servicetypeId as number, amount: moneyOf(d.amount) })),
    ...(v.status !== undefined && canEditRequestStatus(actorOf(viewer)) ? { status: v.status } : {}),
    ...(options.fromStorages ? { fromStorages: true } : {}),
  };
};

const serviceErrors = (body: Record<string, unknown>): FieldError[] =>
  ((body.services ?? []) as { amount: number | null }[]).some((s) => s.amount === null)
    ? [{ path: 'services', message: REQUEST_RULE_OUR_MESSAGES.mustBeNumber }]
    : [];

/** Spec 2 §5 on the whole form as it would be saved: contracts' request form rules, or a storage selection's. */
export const requestFormErrors = (
  full: Record<string, unknown>,
  selection?: readonly SelectedStorage[],
): FieldError[] => {
  const input = full as RequestRuleInput;
  // The slot is one of the country's, as the server offered them (TimeSlotSelect); the server checks it again.
  const slots = input.from != null && input.to != null ? [{ from: input.from, to: input.to }] : undefined;
  const rules = selection
    ? [
        ...validateRequestFromStorages(input, selection, slots),
        ...requestLinesErrors(input.request_lines, input.isSME === true),
      ]
    : validateRequestForm(input, slots);
  // The server's line rules (issue 31): no storage twice, no line without a storage where the lines are storages.
  return [...rules, ...requestLineListErrors(input.request_lines), ...serviceErrors(full)];
};
