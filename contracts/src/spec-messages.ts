import { MONEY_MESSAGES } from './money/money.js';
import { ORDER_RULE_MESSAGES, ORDER_RULE_OUR_MESSAGES } from './sales/order.rules.js';
import { ORDER_ACTION_MESSAGES, ORDER_ACTION_OUR_MESSAGES } from './sales/order.lifecycle.js';
import { UNKNOWN_PATCH_MESSAGE } from './sales/order.commands.js';
import { TASK_MESSAGES } from './notifications/task.rules.js';
import { CARD_MESSAGES } from './accounting/card.events.js';
import { CHARGE_MESSAGES } from './accounting/charge.rules.js';
import { PAYMENT_MESSAGES } from './accounting/payment.rules.js';
import { GATEWAY_MESSAGES } from './accounting/gateway.rules.js';
import { INVOICE_MESSAGES } from './accounting/invoice.rules.js';
import { PAYMENT_LINK_MESSAGES } from './accounting/payment.link.js';
import { ORDER_UPDATE_MESSAGES } from './accounting/order-charges.js';
import { BILLING_MESSAGES } from './accounting/billing.rules.js';
import { BULK_CHECK_IN_MESSAGES } from './operations/bulk-check-in.js';
import { REQUEST_ACTION_MESSAGES, REQUEST_ACTION_OUR_MESSAGES } from './operations/request.lifecycle.js';
import { UNKNOWN_REQUEST_PATCH_MESSAGE } from './operations/request.commands.js';
import { ORDER_STORAGES_REQUEST_MESSAGES } from './operations/order-storages-request.js';
import { REQUEST_LINE_MESSAGES, REQUEST_RULE_MESSAGES, REQUEST_RULE_OUR_MESSAGES } from './operations/request.rules.js';
import {
  BLOCKED_SLOT_ORDER_MESSAGE,
  BOX_STATUS_MESSAGE,
  DAY_FORMAT_MESSAGE,
  LOCATION_GRID_MESSAGE,
} from './operations/warehouse.rules.js';
import { REQUEST_COMPLETE_PHOTOS_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from './operations/photo.rules.js';
import {
  STORAGE_DIMENSION_DECIMALS_MESSAGE,
  STORAGE_RANGE_MESSAGE,
  STORAGE_RECORD_QTY_MESSAGE,
  STORAGE_SIZE_DECIMALS_MESSAGE,
} from './operations/storage.rules.js';
import { STORAGE_OTHER_COUNTRY_MESSAGE } from './operations/location-space.js';
import { CREDITS_BY_MONEY_MESSAGE, EMAIL_MESSAGE, EMAIL_UNIQUE_MESSAGE } from './customers/user.rules.js';
import { SUSPEND_FORBIDDEN_MESSAGE } from './customers/user.lifecycle.js';
import { ALREADY_ON_HOLD_MESSAGE, NOT_ON_HOLD_MESSAGE } from './customers/user.hold.js';
import { ORDER_NOT_CUSTOMERS_MESSAGE } from './operations/photo.commands.js';
import { TAG_NAME_UNIQUE_MESSAGE } from './customers/tag.resource.js';
import { SURVEY_MESSAGES } from './sales/survey.resource.js';
import { REQUIRED } from './shared/validation.js';
import { DATE_OR_INSTANT_MESSAGE } from './list-queries/date-range.js';

/**
 * The texts the server answers with and the console shows (the spec's messages and ours), each under a stable key:
 * `<area>.<name>`. The English text stays where its rule lives; this table only names it, so that the console can
 * show it in the user's language (issue 32 §3): an answer's message is found here by its English text
 * (`specMessageKey`) and shown through the console's catalogue, where the key reads `spec.<area>.<name>`.
 */
const TABLES = {
  shared: {
    required: REQUIRED,
    dateOrInstant: DATE_OR_INSTANT_MESSAGE,
    email: EMAIL_MESSAGE,
    emailUnique: EMAIL_UNIQUE_MESSAGE,
    creditsByMoney: CREDITS_BY_MONEY_MESSAGE,
    suspendForbidden: SUSPEND_FORBIDDEN_MESSAGE,
    tagNameUnique: TAG_NAME_UNIQUE_MESSAGE,
  },
  money: MONEY_MESSAGES,
  order: { ...ORDER_RULE_MESSAGES, ...ORDER_RULE_OUR_MESSAGES, unknownPatch: UNKNOWN_PATCH_MESSAGE },
  orderAction: { ...ORDER_ACTION_MESSAGES, ...ORDER_ACTION_OUR_MESSAGES },
  orderUpdate: ORDER_UPDATE_MESSAGES,
  task: TASK_MESSAGES,
  card: CARD_MESSAGES,
  charge: CHARGE_MESSAGES,
  payment: PAYMENT_MESSAGES,
  gateway: GATEWAY_MESSAGES,
  invoice: INVOICE_MESSAGES,
  paymentLink: PAYMENT_LINK_MESSAGES,
  billing: BILLING_MESSAGES,
  request: { ...REQUEST_RULE_MESSAGES, ...REQUEST_RULE_OUR_MESSAGES, unknownPatch: UNKNOWN_REQUEST_PATCH_MESSAGE },
  requestAction: { ...REQUEST_ACTION_MESSAGES, ...REQUEST_ACTION_OUR_MESSAGES },
  requestLine: REQUEST_LINE_MESSAGES,
  orderStorages: ORDER_STORAGES_REQUEST_MESSAGES,
  bulkCheckIn: BULK_CHECK_IN_MESSAGES,
  storage: {
    range: STORAGE_RANGE_MESSAGE,
    sizeDecimals: STORAGE_SIZE_DECIMALS_MESSAGE,
    dimensionDecimals: STORAGE_DIMENSION_DECIMALS_MESSAGE,
    recordQty: STORAGE_RECORD_QTY_MESSAGE,
    otherCountry: STORAGE_OTHER_COUNTRY_MESSAGE,
  },
  warehouse: {
    dayFormat: DAY_FORMAT_MESSAGE,
    blockedSlotOrder: BLOCKED_SLOT_ORDER_MESSAGE,
    boxStatus: BOX_STATUS_MESSAGE,
    locationGrid: LOCATION_GRID_MESSAGE,
  },
  photo: {
    uploadTooLarge: UPLOAD_TOO_LARGE_MESSAGE,
    requestComplete: REQUEST_COMPLETE_PHOTOS_MESSAGE,
    orderNotCustomers: ORDER_NOT_CUSTOMERS_MESSAGE,
  },
  customerHold: { alreadyOnHold: ALREADY_ON_HOLD_MESSAGE, notOnHold: NOT_ON_HOLD_MESSAGE },
  survey: SURVEY_MESSAGES,
} as const;

type Tables = typeof TABLES;
export type SpecMessageKey = { [A in keyof Tables]: `${A & string}.${keyof Tables[A] & string}` }[keyof Tables];

/** Every server message by its stable key. */
export const SPEC_MESSAGES: Readonly<Record<SpecMessageKey, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(TABLES).flatMap(([area, table]) =>
      Object.entries(table as Readonly<Record<string, string>>).map(([name, text]) => [`${area}.${name}`, text]),
    ),
  ) as Record<SpecMessageKey, string>,
);

// One text may stand under several keys (a generic 'Required' reused by a table): the first key names it.
const byText = new Map<string, SpecMessageKey>();
for (const [key, text] of Object.entries(SPEC_MESSAGES) as [SpecMessageKey, string][])
  if (!byText.has(text)) byText.set(text, key);

/** The stable key of a server message, found by its English text; undefined for a text no table names. */
export const specMessageKey = (text: string): SpecMessageKey | undefined => byText.get(text);
