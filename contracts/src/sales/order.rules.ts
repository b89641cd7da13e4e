import { EMAIL_MESSAGE, NAME_CHARACTERS_MESSAGE, isValidEmail, isValidName } from '../customers/user.rules.js';
import { isBlank, REQUIRED, type FieldError } from '../shared/validation.js';
import type { OrderChecklist, OrderItem } from './order.record.js';

/**
 * Validation of lead and order create/edit and of the action dialogs (spec 2 §5, §9), with the spec's messages.
 * Used by the forms and by the server alike. Each function takes the record as it would be saved (for an edit:
 * the stored record with the changes applied) and lists what is wrong, in the order the spec gives.
 */

/** Spec 2 §5 and §9, word for word. */
export const ORDER_RULE_MESSAGES = Object.freeze({
  required: REQUIRED,
  monthsMax: 'Must be less than or equal to 36',
  cityRequired: 'City is required',
  userRequired: 'User is required',
  channelRequired: 'Channel is required',
  pickupDateRequired: 'Pickup Date is required',
  dropDateRequired: 'Drop Date is required',
  addressRequired: 'Address is required',
  needRequired: 'Reason is required',
  warehouseTypeRequired: 'Warehouse Type is required',
  name: NAME_CHARACTERS_MESSAGE,
  email: EMAIL_MESSAGE,
});

/**
 * Ours: the spec states the rule but not its text (or quotes the message key 'errors.required', which is the
 * generic required message, REQUIRED). Listed so the catalogue can tell them apart.
 */
export const ORDER_RULE_OUR_MESSAGES = Object.freeze({
  monthsMin: 'Must be at least 1',
  mustBeNumber: 'Must be a number',
  commentMax: 'Must be 200 characters or less',
  paymentModeRequired: 'Payment Mode is required',
  sourceRequired: 'Source is required',
  reasonChoiceRequired: 'Reason is required',
  followUpDateRequired: 'Follow up date is required',
  assigneeRequired: 'Please choose a person to assign',
  actualSizeNumber: 'Actual size must be a number',
  actualSizeNegative: 'Actual size cannot be negative',
  quantityMin: 'Quantity must be 0 or more',
  storageTypeRequired: 'Storage type is required',
});

/** Spec 2 §9. */
export const MAX_MONTHS = 36;
export const DEFAULT_MONTHS = 1;
export const MAX_COMMENT_LENGTH = 200;
/** Spec 2 §9: "city 6 when country is 2". */
export const KUWAIT_DEFAULT_CITY_ID = 6;
export const DEFAULT_PARTNER_ID = 1;
/** Spec 2 §5: "On create source defaults to existingCustomer". */
export const EXISTING_CUSTOMER_SOURCE = 'existingCustomer';

/** What the rules read of a lead / order form. */
export interface OrderRuleInput {
  readonly type?: string | null;
  readonly userId?: number | null;
  readonly partnerId?: number | null;
  readonly countryId?: number | null;
  readonly cityId?: number | null;
  readonly months?: number | null;
  readonly expectedStorageDuration?: number | null;
  readonly channel?: string | null;
  readonly source?: string | null;
  readonly need?: string | null;
  readonly reason?: string | null;
  readonly existingCustomer?: boolean | null;
  readonly name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly persona?: string | null;
  readonly items?: readonly OrderItem[];
  readonly warehouseType?: readonly string[] | null;
  readonly insuranceRequired?: boolean | null;
}

const err = (path: string, message: string): FieldError => ({ path, message });
const isStorage = (input: { type?: string | null }): boolean => (input.type ?? 'storage') === 'storage';

/** months at most 36 (spec 2 §5); at least 1 and a number (ours). Absent months are not an error: they default to 1. */
export const monthsErrors = (months: unknown, path = 'months'): FieldError[] => {
  if (months === undefined || months === null) return [];
  if (typeof months !== 'number' || !Number.isFinite(months)) return [err(path, ORDER_RULE_OUR_MESSAGES.mustBeNumber)];
  if (months > MAX_MONTHS) return [err(path, ORDER_RULE_MESSAGES.monthsMax)];
  if (months < 1) return [err(path, ORDER_RULE_OUR_MESSAGES.monthsMin)];
  return [];
};

/** The comment (`reason`) is at most 200 characters (spec 2 §3, §5, §9). */
export const commentErrors = (comment: string | null | undefined, path = 'reason'): FieldError[] =>
  typeof comment === 'string' && comment.length > MAX_COMMENT_LENGTH
    ? [err(path, ORDER_RULE_OUR_MESSAGES.commentMax)]
    : [];

/** Item quantity minimum 0 (spec 2 §5); each line names a storage type. */
export const itemErrors = (items: readonly OrderItem[] | undefined, path = 'items'): FieldError[] =>
  (items ?? []).flatMap((item, i) => [
    ...(isBlank(item.storagetypeId)
      ? [err(`${path}.${i}.storagetypeId`, ORDER_RULE_OUR_MESSAGES.storageTypeRequired)]
      : []),
    ...(typeof item.quantity !== 'number' || !Number.isFinite(item.quantity)
      ? [err(`${path}.${i}.quantity`, ORDER_RULE_OUR_MESSAGES.mustBeNumber)]
      : item.quantity < 0
        ? [err(`${path}.${i}.quantity`, ORDER_RULE_OUR_MESSAGES.quantityMin)]
        : []),
  ]);

/** The customer's name and e-mail follow the customers' rules (spec 2 §5 → spec 1 §5). */
const customerFormatErrors = (input: OrderRuleInput): FieldError[] => [
  ...(typeof input.name === 'string' && !isValidName(input.name) ? [err('name', NAME_CHARACTERS_MESSAGE)] : []),
  ...(typeof input.email === 'string' && !isBlank(input.email) && !isValidEmail(input.email)
    ? [err('email', EMAIL_MESSAGE)]
    : []),
];

/** For a new customer: name, email, phone and persona (spec 2 §5 lead create). */
const newCustomerErrors = (input: OrderRuleInput): FieldError[] =>
  (['name', 'email', 'phone', 'persona'] as const).filter((f) => isBlank(input[f])).map((f) => err(f, REQUIRED));

const commonErrors = (input: OrderRuleInput): FieldError[] => [
  ...monthsErrors(input.months),
  ...monthsErrors(input.expectedStorageDuration, 'expectedStorageDuration'),
  ...commentErrors(input.reason),
  ...itemErrors(input.items),
  ...customerFormatErrors(input),
];

/**
 * Lead create (spec 2 §5): countryId, cityId, channel (generic required message), months <= 36; userId for an
 * existing customer, otherwise name, email, phone and persona; need for storage leads; source unless the customer
 * is existing. Run after `applyOrderCreateDefaults`.
 */
export const validateLeadCreate = (input: OrderRuleInput): FieldError[] => [
  ...(['countryId', 'cityId', 'channel'] as const).filter((f) => isBlank(input[f])).map((f) => err(f, REQUIRED)),
  ...(input.existingCustomer === true
    ? isBlank(input.userId)
      ? [err('userId', REQUIRED)]
      : []
    : newCustomerErrors(input)),
  ...(isStorage(input) && isBlank(input.need) ? [err('need', REQUIRED)] : []),
  ...(input.existingCustomer !== true && isBlank(input.source) ? [err('source', REQUIRED)] : []),
  ...commonErrors(input),
];

/**
 * Lead edit (spec 2 §5): countryId, cityId, channel, source (generic required message) and need when the type is
 * storage; months <= 36; comment at most 200.
 */
export const validateLeadEdit = (input: OrderRuleInput): FieldError[] => [
  ...(['countryId', 'cityId', 'channel', 'source'] as const)
    .filter((f) => isBlank(input[f]))
    .map((f) => err(f, REQUIRED)),
  ...(isStorage(input) && isBlank(input.need) ? [err('need', REQUIRED)] : []),
  ...commonErrors(input),
];

/**
 * Order create (spec 2 §5): city ('City is required'); months; an existing customer needs a user ('User is
 * required'); channel when the partner is 1 ('Channel is required'); source unless the customer is existing (the
 * spec quotes the key 'errors.required': the generic required message). Decided: a new customer needs name,
 * email, phone and persona as on the lead form, since the customer is registered from them.
 */
export const validateOrderCreate = (input: OrderRuleInput): FieldError[] => [
  ...(isBlank(input.cityId) ? [err('cityId', ORDER_RULE_MESSAGES.cityRequired)] : []),
  ...(input.existingCustomer === true
    ? isBlank(input.userId)
      ? [err('userId', ORDER_RULE_MESSAGES.userRequired)]
      : []
    : newCustomerErrors(input)),
  ...((input.partnerId ?? DEFAULT_PARTNER_ID) === DEFAULT_PARTNER_ID && isBlank(input.channel)
    ? [err('channel', ORDER_RULE_MESSAGES.channelRequired)]
    : []),
  ...(input.existingCustomer !== true && isBlank(input.source) ? [err('source', REQUIRED)] : []),
  ...commonErrors(input),
];

/** Order edit (spec 2 §5): city, months, user, channel and source always required, with the same messages. */
export const validateOrderEdit = (input: OrderRuleInput): FieldError[] => [
  ...(isBlank(input.cityId) ? [err('cityId', ORDER_RULE_MESSAGES.cityRequired)] : []),
  ...(isBlank(input.userId) ? [err('userId', ORDER_RULE_MESSAGES.userRequired)] : []),
  ...(isBlank(input.channel) ? [err('channel', ORDER_RULE_MESSAGES.channelRequired)] : []),
  ...(isBlank(input.source) ? [err('source', REQUIRED)] : []),
  ...commonErrors(input),
];

/** What the create form starts from (spec 2 §2, §5, §9): the logged-in user's stored country (and city). */
export interface OrderCreateContext {
  readonly userCountryId: number | null;
  readonly userCityId?: number | null;
}

/**
 * The create defaults (spec 2 §2, §5, §9), applied to what was not chosen: type storage; partner 1; country from
 * the user; city from the user, or 6 when the country is 2; months and expected storage duration 1; warehouseType
 * ['ac'] when the stored country is 2; insurance on when the stored country is 1.
 * Decided: source defaults to 'existingCustomer' only for an existing customer ("source is required unless the
 * customer is existing" would otherwise never bite).
 */
export const applyOrderCreateDefaults = <T extends OrderRuleInput>(input: T, context: OrderCreateContext): T => {
  const countryId = input.countryId ?? context.userCountryId;
  const cityId = input.cityId ?? (countryId === 2 ? KUWAIT_DEFAULT_CITY_ID : (context.userCityId ?? null));
  const noWarehouseType = input.warehouseType == null || input.warehouseType.length === 0;
  return {
    ...input,
    type: input.type ?? 'storage',
    partnerId: input.partnerId ?? DEFAULT_PARTNER_ID,
    countryId,
    cityId,
    months: input.months ?? DEFAULT_MONTHS,
    expectedStorageDuration: input.expectedStorageDuration ?? DEFAULT_MONTHS,
    ...(input.existingCustomer === true && isBlank(input.source) ? { source: EXISTING_CUSTOMER_SOURCE } : {}),
    ...(noWarehouseType && context.userCountryId === 2 ? { warehouseType: ['ac'] } : {}),
    ...(input.insuranceRequired == null && context.userCountryId === 1 ? { insuranceRequired: true } : {}),
  };
};

/** On save, need is trimmed and lower-cased (spec 2 §5). */
export const normaliseNeed = (need: string | null | undefined): string | null | undefined =>
  typeof need === 'string' ? need.trim().toLowerCase() : need;

/* ---- Confirm ---------------------------------------------------------------------------------------------- */

/** What Confirm reads. */
export interface ConfirmInput {
  readonly type?: string | null;
  readonly cityId?: number | null;
  readonly date?: string | null;
  readonly pickupRequired?: boolean | null;
  readonly addressId?: number | null;
  readonly line1?: string | null;
  readonly channel?: string | null;
  readonly paymentMode?: string | null;
  readonly need?: string | null;
  readonly source?: string | null;
  readonly warehouseType?: readonly string[] | null;
  readonly checklist?: OrderChecklist | null;
}

/**
 * The checklist items in the spec's order, each with its label; `when` says when the item is asked at all.
 * A boolean answered false is an answer; only null / absent / blank is missing.
 */
export const CHECKLIST_ITEMS: readonly {
  readonly field: keyof OrderChecklist;
  readonly label: string;
  readonly when?: (c: OrderChecklist) => boolean;
}[] = Object.freeze([
  { field: 'buildingType', label: 'Building Type' },
  { field: 'permitRequired', label: 'Entry Permit' },
  { field: 'movingInsuranceRequired', label: 'Moving Insurance' },
  { field: 'parkingSlotAvailable', label: 'Parking Slot Available' },
  { field: 'isSlotInsideOrOutside', label: 'Slot Inside or Outside', when: (c) => c.parkingSlotAvailable === true },
  {
    field: 'maximumAllowedLoadingTime',
    label: 'Maximum Allowed Loading Time',
    when: (c) => c.parkingSlotAvailable === true,
  },
  { field: 'buildingFloor', label: 'Building Floor' },
  { field: 'liftAvailable', label: 'Lift Available' },
  { field: 'maximumAllowedLiftTime', label: 'Maximum Allowed Lift Time', when: (c) => c.liftAvailable === true },
  { field: 'anyItemsNotFitinsideLift', label: 'Items Not Fitting Inside Lift', when: (c) => c.liftAvailable === true },
  { field: 'liftNotFitDetails', label: 'Details of Bulky Items', when: (c) => c.anyItemsNotFitinsideLift === true },
  { field: 'authorizeOtherPerson', label: 'Authorize Other Person' },
  { field: 'authorizedName', label: 'Authorized Name', when: (c) => c.authorizeOtherPerson === true },
  { field: 'authorizedPhone', label: 'Authorized Phone', when: (c) => c.authorizeOtherPerson === true },
  { field: 'authorizedID', label: 'Authorized ID Number', when: (c) => c.authorizeOtherPerson === true },
]);

/** A checklist item's message: the spec says "each missing item shows an error naming it"; the sentence is ours. */
export const checklistMessage = (label: string): string => `${label} is required`;

/**
 * Confirm (spec 2 §5), in the spec's order: city; date (pickup or drop wording); address when pickup; channel;
 * payment mode; need for storage leads; source; warehouse type for storage; then, when pickup is required, the
 * checklist. The address counts as given with an addressId or an address line. The texts for channel, payment
 * mode, source and the checklist items are ours (the spec only says each missing item is named).
 */
export const confirmMissingFields = (order: ConfirmInput): FieldError[] => {
  const pickup = order.pickupRequired === true;
  const errors: FieldError[] = [];
  if (isBlank(order.cityId)) errors.push(err('cityId', ORDER_RULE_MESSAGES.cityRequired));
  if (isBlank(order.date))
    errors.push(err('date', pickup ? ORDER_RULE_MESSAGES.pickupDateRequired : ORDER_RULE_MESSAGES.dropDateRequired));
  if (pickup && isBlank(order.addressId) && isBlank(order.line1))
    errors.push(err('addressId', ORDER_RULE_MESSAGES.addressRequired));
  if (isBlank(order.channel)) errors.push(err('channel', ORDER_RULE_MESSAGES.channelRequired));
  if (isBlank(order.paymentMode)) errors.push(err('paymentMode', ORDER_RULE_OUR_MESSAGES.paymentModeRequired));
  if (isStorage(order) && isBlank(order.need)) errors.push(err('need', ORDER_RULE_MESSAGES.needRequired));
  if (isBlank(order.source)) errors.push(err('source', ORDER_RULE_OUR_MESSAGES.sourceRequired));
  if (isStorage(order) && (order.warehouseType ?? []).length === 0) {
    errors.push(err('warehouseType', ORDER_RULE_MESSAGES.warehouseTypeRequired));
  }
  if (pickup) {
    const checklist = order.checklist ?? {};
    for (const item of CHECKLIST_ITEMS) {
      if (item.when && !item.when(checklist)) continue;
      if (isBlank(checklist[item.field])) errors.push(err(`checklist.${item.field}`, checklistMessage(item.label)));
    }
  }
  return errors;
};

/** The messages Confirm shows, in order; empty when the record may be confirmed. */
export const confirmMissing = (order: ConfirmInput): string[] => confirmMissingFields(order).map((e) => e.message);

/* ---- The action dialogs ----------------------------------------------------------------------------------- */

/**
 * Lost, Reject, Put on hold and Cancel (spec 2 §5): a reason must be chosen (the button stays disabled until then;
 * the server answers 'Reason is required', ours); the comment is at most 200 characters.
 */
export const validateReasonChoice = (
  input: { readonly reasonId?: number | null; readonly reason?: string | null },
  reasonPath: 'lostReasonId' | 'holdReasonId' | 'rejectReasonId' | 'cancelReasonId',
): FieldError[] => [
  ...(isBlank(input.reasonId) ? [err(reasonPath, ORDER_RULE_OUR_MESSAGES.reasonChoiceRequired)] : []),
  ...commentErrors(input.reason),
];

/** Follow Up needs a date. */
export const validateFollowUp = (followUpAt: string | null | undefined): FieldError[] =>
  isBlank(followUpAt) || Number.isNaN(Date.parse(followUpAt ?? ''))
    ? [err('followUpAt', ORDER_RULE_OUR_MESSAGES.followUpDateRequired)]
    : [];

/** Assign needs a person chosen (spec 2 §5). */
export const validateAssignee = (assigneeId: number | null | undefined): FieldError[] =>
  isBlank(assigneeId) ? [err('assigneeId', ORDER_RULE_OUR_MESSAGES.assigneeRequired)] : [];

/** Actual size must be a finite number (spec 2 §5); not negative (ours). */
export const validateActualSize = (actualSize: unknown): FieldError[] =>
  typeof actualSize !== 'number' || !Number.isFinite(actualSize)
    ? [err('actualSize', ORDER_RULE_OUR_MESSAGES.actualSizeNumber)]
    : actualSize < 0
      ? [err('actualSize', ORDER_RULE_OUR_MESSAGES.actualSizeNegative)]
      : [];
