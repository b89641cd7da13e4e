import { INT32_MAX } from '../shared/store-safe.js';
import { isBlank, REQUIRED, type FieldError } from '../shared/validation.js';
import { type RequestType } from './request.enums.js';
import { DEFAULT_SLOT_HOURS, type SlotHours } from './time-slots.js';

/**
 * Validation of request create/edit, request lines and the action dialogs (spec 2 §5, §9), used by the forms and
 * the server alike. Each function lists what is wrong, in the order the spec gives.
 */

/** Spec 2 §5, word for word. */
export const REQUEST_RULE_MESSAGES = Object.freeze({
  required: REQUIRED,
  qtyDoneMax: 'Qty Done cannot be more than Qty Line',
  qtyInOutMax: 'Qty WH cannot be more than Qty Line',
  reasonRequired: 'Reason is required',
  resolutionRequired: 'Resolution is required',
  totalUploadSize: 'Total files size is more than 500MB!',
});

/** Ours: the spec states the rule but not its text. */
export const REQUEST_RULE_OUR_MESSAGES = Object.freeze({
  warehouseRequired: 'Warehouse is required',
  teamRequired: 'Team is required',
  mustBeNumber: 'Must be a number',
  qtyMin: 'Must be at least 1',
  oneUser: 'The selected storages must belong to one user',
  oneCountry: 'The selected storages must be in one country',
  noStorages: 'Select at least one storage',
  timeSlot: 'Choose a time slot: 9 am - 1 pm or 1 pm - 6 pm',
  timeSlotOfCountry: "Choose one of the country's time slots",
  rating: 'Rating must be from 0 to 5',
  qtyNegative: 'Must be 0 or more',
  qtyWhole: 'Must be a whole number',
  qtyTooLarge: `Must be at most ${INT32_MAX}`,
  addressRequired: 'Address is required',
  linesRequired: 'The request has no lines',
});

/**
 * Issue 31: what the request's lines may not be, said in the user's words. The 400 names the line by its path
 * (`request_lines.<index from 0>`), so the form shows the message on that line.
 */
export const REQUEST_LINE_MESSAGES = Object.freeze({
  storageTwice: 'This storage is already on another line of the request',
});

/**
 * The types whose lines are the storages the request moves (contracts' STORAGE_LOOP: pickup and drop bring them,
 * delivery and collect take them back): a line of theirs without a storage moves nothing, so it is refused.
 */
export const REQUEST_TYPES_WITH_STORAGE_LINES: readonly RequestType[] = Object.freeze([
  'pickup',
  'drop',
  'delivery',
  'collect',
] as const);

/**
 * A request's lines as a whole (issue 31): no storage twice, whatever the type (the second line is the one named).
 * A blank line is refused by the line's own rules, naming it (`request_lines.<i>.qty` 'Required'); a quantity alone
 * stays a line: a first pickup of a new customer knows how many things, not which storages.
 */
export const requestLineListErrors = (
  lines: readonly { readonly storageId?: number | null }[] | undefined,
  path = 'request_lines',
): FieldError[] => {
  const seen = new Set<number>();
  return (lines ?? []).flatMap((line, i) => {
    if (line.storageId == null) return [];
    if (seen.has(line.storageId)) return [err(`${path}.${i}`, REQUEST_LINE_MESSAGES.storageTwice)];
    seen.add(line.storageId);
    return [];
  });
};

/**
 * Issue 14: a pickup or a delivery goes to the customer's address and moves the storages of its lines, so Approve
 * needs both (checked only where the subject says: a row without its address or lines is not refused for them).
 */
export const REQUEST_TYPES_APPROVED_WITH_ADDRESS_AND_LINES: readonly RequestType[] = Object.freeze([
  'pickup',
  'delivery',
] as const);

export const validateApproveReadiness = (request: {
  readonly type: RequestType;
  readonly addressId?: number | null;
  readonly request_lines?: readonly unknown[] | undefined;
  readonly lineCount?: number;
}): FieldError[] => {
  if (!REQUEST_TYPES_APPROVED_WITH_ADDRESS_AND_LINES.includes(request.type)) return [];
  const lines = request.request_lines?.length ?? request.lineCount;
  return [
    ...('addressId' in request && request.addressId == null
      ? [err('addressId', REQUEST_RULE_OUR_MESSAGES.addressRequired)]
      : []),
    ...(lines === 0 ? [err('request_lines', REQUEST_RULE_OUR_MESSAGES.linesRequired)] : []),
  ];
};

/** Spec 2 §5 Approve: the types that need a warehouse. */
export const REQUEST_TYPES_NEEDING_WAREHOUSE: readonly RequestType[] = Object.freeze([
  'newbox',
  'pickup',
  'delivery',
  'drop',
  'collect',
] as const);

/**
 * The types whose form offers an address (spec 2 §2 "address (only for some types)"), and whose Approve needs a
 * team (§5 "team required where the request needs an address"). Decided: the types where a team goes to the
 * customer; drop and collect happen at the warehouse, transfer between warehouses, close and scrap on what is
 * already stored.
 */
export const REQUEST_TYPES_WITH_ADDRESS: readonly RequestType[] = Object.freeze([
  'newbox',
  'pickup',
  'delivery',
  'moving',
  'survey',
  'shipping',
  'other_services',
] as const);

/** The order picker shows only when a user is chosen and the type is not delivery or collect (spec 2 §2). */
export const REQUEST_TYPES_WITHOUT_ORDER_PICKER: readonly RequestType[] = Object.freeze([
  'delivery',
  'collect',
] as const);

/** Spec 2 §5 Complete: these types may also complete from approved or transit. */
export const REQUEST_TYPES_COMPLETING_EARLY: readonly RequestType[] = Object.freeze([
  'survey',
  'moving',
  'scrap',
  'shipping',
  'other_services',
] as const);

/** Spec 2 §4: the Storage Charge button is for delivery and collect requests. */
export const REQUEST_TYPES_WITH_STORAGE_CHARGE: readonly RequestType[] = Object.freeze([
  'delivery',
  'collect',
] as const);

/** Spec 2 §9. */
export const REQUEST_RATING_MAX = 5;
export const REQUEST_USER_SEARCH_MIN_CHARS = 3;
export const REQUEST_ORDER_PICKER_PAGE_SIZE = 100;
export const REQUEST_SME_STORAGE_PICKER_PAGE_SIZE = 20;
export const REQUEST_LINES_PAGE_SIZE = 1000;
export const REQUEST_ASSIGNEE_LIST_SIZE = 40;
export const REQUEST_PAGE_SIZES: readonly number[] = Object.freeze([10, 25, 50, 100]);
export const REQUEST_DEFAULT_PAGE_SIZE = 20;
/** The requests screen's default (spec 2 §2); the list call's own default is id DESC. */
export const REQUESTS_SCREEN_SORT = Object.freeze({ sortBy: 'date', sortOrder: 'DESC' as const });
/** Upload cap (spec 2 §5, §9). */
export const REQUEST_UPLOAD_MAX_BYTES = 500 * 1024 * 1024;

export const requestNeedsWarehouse = (type: RequestType | null | undefined): boolean =>
  type != null && REQUEST_TYPES_NEEDING_WAREHOUSE.includes(type);
export const requestTakesAddress = (type: RequestType | null | undefined): boolean =>
  type != null && REQUEST_TYPES_WITH_ADDRESS.includes(type);
export const showRequestOrderPicker = (
  userId: number | null | undefined,
  type: RequestType | null | undefined,
): boolean => userId != null && (type == null || !REQUEST_TYPES_WITHOUT_ORDER_PICKER.includes(type));
/** Off SME mode the line editor appears when a user is set and the type is not survey (spec 2 §2). */
export const showRequestLineEditor = (
  userId: number | null | undefined,
  type: RequestType | null | undefined,
): boolean => userId != null && type !== 'survey';

const err = (path: string, message: string): FieldError => ({ path, message });

/** Request line quantity: required, a number, at least 1 (spec 2 §5, both editors). */
export const lineQtyErrors = (qty: unknown, path = 'qty'): FieldError[] => {
  if (qty === undefined || qty === null || qty === '') return [err(path, REQUIRED)];
  const n = typeof qty === 'string' ? Number(qty) : qty;
  if (typeof n !== 'number' || !Number.isFinite(n)) return [err(path, REQUEST_RULE_OUR_MESSAGES.mustBeNumber)];
  if (!Number.isInteger(n)) return [err(path, REQUEST_RULE_OUR_MESSAGES.qtyWhole)];
  if (n < 1) return [err(path, REQUEST_RULE_OUR_MESSAGES.qtyMin)];
  if (n > INT32_MAX) return [err(path, REQUEST_RULE_OUR_MESSAGES.qtyTooLarge)];
  return [];
};

/** A line as it would be saved: 'Qty Done cannot be more than Qty Line', 'Qty WH cannot be more than Qty Line'. */
export const lineEditErrors = (line: {
  readonly qty?: unknown;
  readonly qtyDone?: number | null;
  readonly qtyInOut?: number | null;
}): FieldError[] => {
  const qtyErrors = lineQtyErrors(line.qty);
  if (qtyErrors.length > 0) return qtyErrors;
  const qty = Number(line.qty);
  return [
    ...(line.qtyDone != null && line.qtyDone < 0 ? [err('qtyDone', REQUEST_RULE_OUR_MESSAGES.qtyNegative)] : []),
    ...(line.qtyDone != null && line.qtyDone > qty ? [err('qtyDone', REQUEST_RULE_MESSAGES.qtyDoneMax)] : []),
    ...(line.qtyInOut != null && line.qtyInOut < 0 ? [err('qtyInOut', REQUEST_RULE_OUR_MESSAGES.qtyNegative)] : []),
    ...(line.qtyInOut != null && line.qtyInOut > qty ? [err('qtyInOut', REQUEST_RULE_MESSAGES.qtyInOutMax)] : []),
  ];
};

/** The lines of a request form: SME mode needs a storage on each line; both modes the qty rules. */
export const requestLinesErrors = (
  lines: readonly { readonly storageId?: number | null; readonly qty?: unknown }[] | undefined,
  isSME: boolean,
  path = 'request_lines',
): FieldError[] =>
  (lines ?? []).flatMap((line, i) => [
    ...(isSME && line.storageId == null ? [err(`${path}.${i}.storageId`, REQUIRED)] : []),
    ...lineQtyErrors(line.qty, `${path}.${i}.qty`),
  ]);

/**
 * from/to must be one of the country's slots when given (its timeSlots configuration, issue 34 §6; the spec's 9 to
 * 13 and 13 to 18 by default); choosing the start sets the end.
 */
export const timeSlotErrors = (
  from: number | null | undefined,
  to: number | null | undefined,
  slots: readonly SlotHours[] = DEFAULT_SLOT_HOURS,
): FieldError[] => {
  if (from == null && to == null) return [];
  if (slots.some((s) => s.from === from && s.to === to)) return [];
  const spec = slots.length === DEFAULT_SLOT_HOURS.length && DEFAULT_SLOT_HOURS.every((d, i) => sameSlot(d, slots[i]!));
  return [err('from', spec ? REQUEST_RULE_OUR_MESSAGES.timeSlot : REQUEST_RULE_OUR_MESSAGES.timeSlotOfCountry)];
};
const sameSlot = (a: SlotHours, b: SlotHours): boolean => a.from === b.from && a.to === b.to;

/** What the create rules read of a request form. */
export interface RequestRuleInput {
  readonly type?: RequestType | null;
  readonly userId?: number | null;
  readonly partnerId?: number | null;
  readonly orderId?: number | null;
  readonly date?: string | null;
  readonly from?: number | null;
  readonly to?: number | null;
  readonly cityId?: number | null;
  readonly countryId?: number | null;
  readonly rating?: number | null;
  readonly isSME?: boolean | null;
  readonly request_lines?: readonly { readonly storageId?: number | null; readonly qty?: unknown }[];
}

const common = (input: RequestRuleInput, slots?: readonly SlotHours[]): FieldError[] => [
  ...timeSlotErrors(input.from, input.to, slots),
  ...(input.rating != null && (input.rating < 0 || input.rating > REQUEST_RATING_MAX)
    ? [err('rating', REQUEST_RULE_OUR_MESSAGES.rating)]
    : []),
];

/**
 * The request form (create and edit). The spec names no required field of the form; decided: type, user, date and
 * city, which every request needs to be planned. Lines follow the line rules.
 */
export const validateRequestForm = (input: RequestRuleInput, slots?: readonly SlotHours[]): FieldError[] => [
  ...(['type', 'userId', 'date', 'cityId'] as const).filter((f) => isBlank(input[f])).map((f) => err(f, REQUIRED)),
  ...common(input, slots),
  ...requestLinesErrors(input.request_lines, input.isSME === true),
];

/** A selected storage as the create-from-selection reads it. */
export interface SelectedStorage {
  readonly id: number;
  readonly userId: number | null;
  readonly countryId: number | null;
}

/**
 * Create from a storage selection (spec 2 §5): partner, order, type, date, from, to and city are required, and the
 * selected storages must share one user and one country.
 */
export const validateRequestFromStorages = (
  input: RequestRuleInput,
  storages: readonly SelectedStorage[],
  slots?: readonly SlotHours[],
): FieldError[] => {
  const users = new Set(storages.map((s) => s.userId ?? null));
  const countries = new Set(storages.map((s) => s.countryId ?? null));
  return [
    ...(['partnerId', 'orderId', 'type', 'date', 'from', 'to', 'cityId'] as const)
      .filter((f) => isBlank(input[f]))
      .map((f) => err(f, REQUIRED)),
    ...(storages.length === 0 ? [err('request_lines', REQUEST_RULE_OUR_MESSAGES.noStorages)] : []),
    ...(users.size > 1 ? [err('request_lines', REQUEST_RULE_OUR_MESSAGES.oneUser)] : []),
    ...(countries.size > 1 ? [err('request_lines', REQUEST_RULE_OUR_MESSAGES.oneCountry)] : []),
    ...common(input, slots),
  ];
};

/** Approve (spec 2 §5): warehouse for newbox, pickup, delivery, drop, collect; team where the type has an address. */
export const validateApprove = (
  type: RequestType,
  choice: { readonly warehouseId?: number | null; readonly teamId?: number | null },
): FieldError[] => [
  ...(requestNeedsWarehouse(type) && choice.warehouseId == null
    ? [err('warehouseId', REQUEST_RULE_OUR_MESSAGES.warehouseRequired)]
    : []),
  ...(requestTakesAddress(type) && choice.teamId == null
    ? [err('teamId', REQUEST_RULE_OUR_MESSAGES.teamRequired)]
    : []),
];

/** Cancel: 'Reason is required'. */
export const validateCancelReason = (reason: string | null | undefined): FieldError[] =>
  isBlank(reason) ? [err('reason', REQUEST_RULE_MESSAGES.reasonRequired)] : [];

/** Resolve Dispute: 'Resolution is required'. */
export const validateResolution = (resolution: string | null | undefined): FieldError[] =>
  isBlank(resolution) ? [err('resolution', REQUEST_RULE_MESSAGES.resolutionRequired)] : [];
