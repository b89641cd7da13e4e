/**
 * What each field of a record's History is (ARCHITECTURE §7: users see words and names, never codes or ids): its
 * label (a message of the catalogue, `history.field.<name>`, the words the record's screen uses) and its kind, which
 * says how a value is shown. One table for the server, which answers revisions described, and for the console, which
 * shows them: a field means the same on every model (`userId` is the customer everywhere), so the table is by field
 * name, with a model's own meaning where it differs (MODEL_FIELDS).
 */

/** The models a reference field names: each has a name table on the server and a show page on the console. */
export const REF_MODELS = [
  'user',
  'staff',
  'partner',
  'country',
  'city',
  'warehouse',
  'location',
  'team',
  'order',
  'lead',
  'request',
  'storage',
  'storagetype',
  'box',
  'address',
  'invoice',
  'payment',
  'charge',
  'card',
  'task',
  'servicetype',
  'holdreason',
  'lostreason',
  'cancelreason',
  'rejectreason',
] as const;
export type RefModel = (typeof REF_MODELS)[number];

export type FieldKind =
  | { readonly kind: 'text' }
  | { readonly kind: 'number' }
  | { readonly kind: 'yesNo' }
  /** An amount in 1/10000 units, shown with the record's currency through formatMoney. */
  | { readonly kind: 'money' }
  /** 'YYYY-MM-DD', shown DD/MM/YYYY. */
  | { readonly kind: 'date' }
  /** An ISO instant, shown DD/MM/YYYY HH:mm. */
  | { readonly kind: 'instant' }
  /** A code of a value list, shown as its catalogue word (`history.value.<code>`). */
  | { readonly kind: 'code' }
  /** The id of another record (or a list of ids), shown as that record's name, linked. */
  | { readonly kind: 'ref'; readonly model: RefModel }
  /** `[{ storagetypeId, quantity }]`: '2 × Large box'. */
  | { readonly kind: 'items' }
  /** `[{ servicetypeId, amount, servicetype: { name } }]`: 'Pickup: AED 100.00'. */
  | { readonly kind: 'services' }
  /** A list of ticked answers (`[{ name, done }]`): '✓ Packing done'. */
  | { readonly kind: 'checklist' }
  /** Not shown: the record's own id, bookkeeping that says nothing to a reader. */
  | { readonly kind: 'hidden' };

export interface FieldDescription {
  /** The catalogue key of the label. */
  readonly label: `history.field.${string}`;
  readonly kind: FieldKind;
}

const text = { kind: 'text' } as const;
const num = { kind: 'number' } as const;
const yesNo = { kind: 'yesNo' } as const;
const money = { kind: 'money' } as const;
const date = { kind: 'date' } as const;
const instant = { kind: 'instant' } as const;
const code = { kind: 'code' } as const;
const hidden = { kind: 'hidden' } as const;
const ref = (model: RefModel) => ({ kind: 'ref', model }) as const;

/** The kinds of fields by name, the same on every model. A field not here is text (or a number, a yes / no). */
const FIELD_KINDS: Readonly<Record<string, FieldKind>> = {
  id: hidden,
  userId: ref('user'),
  customerId: ref('user'),
  affiliateUserId: ref('user'),
  assigneeId: ref('staff'),
  authorId: ref('staff'),
  createdById: ref('staff'),
  inById: ref('staff'),
  outById: ref('staff'),
  byId: ref('staff'),
  users: ref('staff'),
  partnerId: ref('partner'),
  countryId: ref('country'),
  cityId: ref('city'),
  warehouseId: ref('warehouse'),
  locationId: ref('location'),
  teamId: ref('team'),
  orderId: ref('order'),
  leadId: ref('lead'),
  requestId: ref('request'),
  relatedRequests: ref('request'),
  storageId: ref('storage'),
  storageIds: ref('storage'),
  parentId: ref('storage'),
  storagetypeId: ref('storagetype'),
  boxId: ref('box'),
  addressId: ref('address'),
  destAddressId: ref('address'),
  invoiceId: ref('invoice'),
  invoiceIds: ref('invoice'),
  paymentId: ref('payment'),
  chargeId: ref('charge'),
  chargeIds: ref('charge'),
  cardId: ref('card'),
  taskId: ref('task'),
  servicetypeId: ref('servicetype'),
  holdReasonId: ref('holdreason'),
  lostReasonId: ref('lostreason'),
  cancelReasonId: ref('cancelreason'),
  rejectReasonId: ref('rejectreason'),
  rent: money,
  actualRent: money,
  currentRent: money,
  customerRent: money,
  rate: money,
  amount: money,
  collectAmount: money,
  customerBudget: money,
  credits: money,
  deposits: money,
  storageRate: money,
  amountBeforeTax: money,
  tax: money,
  vat: money,
  amountPaid: money,
  balance: money,
  paid: money,
  refunded: money,
  allocated: money,
  unallocated: money,
  date: date,
  renewalDate: date,
  deliveryDate: date,
  surveyDate: date,
  dueDate: date,
  startDate: date,
  endDate: date,
  from: date,
  to: date,
  createdAt: instant,
  updatedAt: instant,
  confirmedAt: instant,
  quoteSentAt: instant,
  followUpAt: instant,
  finishedAt: instant,
  customerAcceptedAt: instant,
  photosSentAt: instant,
  paidAt: instant,
  dueAt: instant,
  deletedAt: instant,
  issuedAt: instant,
  status: code,
  type: code,
  channel: code,
  mode: code,
  persona: code,
  gender: code,
  language: code,
  currentStatus: code,
  customerAction: code,
  chargeTypes: code,
  warehouseType: code,
  priority: code,
  buildingType: code,
  isSlotInsideOrOutside: code,
  maximumAllowedLoadingTime: code,
  maximumAllowedLiftTime: code,
  items: { kind: 'items' },
  currentItems: { kind: 'items' },
  actualItems: { kind: 'items' },
  quotedItems: { kind: 'items' },
  services: { kind: 'services' },
  checklist: { kind: 'checklist' },
  quoteVersion: num,
  nextQuoteVersion: num,
  quoteVersionSent: num,
};

/** Where a model's field means something else than the same name elsewhere (by `<model>.<field>`). */
const MODEL_FIELDS: Readonly<Record<string, FieldKind>> = {
  // A request's from / to are hours of its slot; a storage record's are instants; a storage's are dates.
  'request.from': num,
  'request.to': num,
  'storage.records.from': instant,
  'storage.records.to': instant,
};

/** Booleans need no table: a value that is true or false shows Yes / No whatever its field. */
export const YES_NO_KIND: FieldKind = yesNo;

/**
 * The description of a field at `path` (a dotted path: `checklist.liftAvailable`, `profile.name`) of `model`:
 * its label by the last part of the path, its kind by the model's own meaning, else the field name's.
 */
export const describeField = (model: string, path: string): FieldDescription => {
  const name = path.slice(path.lastIndexOf('.') + 1);
  const kind = MODEL_FIELDS[`${model}.${path}`] ?? FIELD_KINDS[name] ?? text;
  return { label: `history.field.${name}`, kind };
};

/** The kind of a field of an object inside a value (a storage record's `locationId`, a line's `storageId`). */
export const kindOfPart = (model: string, parent: string, name: string): FieldKind =>
  MODEL_FIELDS[`${model}.${parent}.${name}`] ?? FIELD_KINDS[name] ?? text;
