import {
  exitSurveyAnswers,
  INVOICE_MONEY_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  REQUEST_EVENT_TYPES,
  resourceEventTypes,
  STORAGE_EVENT_TYPES,
  SURVEY_RESOURCE,
  type RecordedEvent,
} from '@console/contracts';
import { decimalText } from './decimal-sum.js';

/** The records the analytics count, each folded to the few fields its figures need. */
export type MemberKind = 'order' | 'storage' | 'request' | 'invoice' | 'survey';

/** The two columns of the analytics tables; All is their sum (docs/decisions.md "Analytics segments"). */
export type Segment = 'b2c' | 'b2b';

/** One counted record as its events leave it (kept as JSON in rm.analytics_members). */
export interface Member {
  readonly kind: MemberKind;
  readonly id: number;
  readonly present: boolean;
  readonly userId: number | null;
  readonly partnerId: number;
  readonly countryId: number | null;
  /** The customer's segment when the record last changed (a later change of the customer's type moves no history). */
  readonly segment: Segment;
  readonly status: string | null;
  readonly type: string | null;
  /** order, survey: the created day; request: its scheduled date (else created day); invoice: its date. */
  readonly day: string | null;
  /** order: its amount; invoice: what it bills (0 once cancelled). Minor units (1/10000). */
  readonly amount: number;
  /** invoice: what payments allocated to it. */
  readonly paid: number;
  /** order: the reason of its lost / on hold / rejected status; survey: the lost reason its exit answer names. */
  readonly reasonId: number | null;
  /** order: what the customer said they need (the Need for Storage table). */
  readonly need: string | null;
  /** survey: what the customer said we could improve (the 'Lost Customers Survey - Comments' table). */
  readonly comment: string | null;
  /** storage: the day it came in and went out, the warehouse and the CBM it holds (as text: numeric sums). */
  readonly inDay: string | null;
  readonly outDay: string | null;
  readonly warehouseId: number | null;
  readonly size: string;
}

const SURVEY_EVENTS = resourceEventTypes(SURVEY_RESOURCE);

const KINDS: readonly (readonly [readonly string[], MemberKind])[] = [
  [ORDER_EVENT_TYPES, 'order'],
  [STORAGE_EVENT_TYPES, 'storage'],
  [REQUEST_EVENT_TYPES, 'request'],
  [INVOICE_MONEY_EVENT_TYPES, 'invoice'],
  [Object.values(SURVEY_EVENTS), 'survey'],
];
const KIND_BY_TYPE = new Map<string, MemberKind>(KINDS.flatMap(([types, kind]) => types.map((t) => [t, kind])));

export const MEMBER_EVENT_TYPES: readonly string[] = [...KIND_BY_TYPE.keys()];
export const memberKindOf = (type: string): MemberKind | undefined => KIND_BY_TYPE.get(type);

/** The id of the record an event is about (storage check-in/out name it storageId). */
export const memberIdOf = (e: RecordedEvent): number => {
  const d = e.data as { id?: number; storageId?: number };
  return d.id ?? d.storageId ?? 0;
};

export const blankMember = (kind: MemberKind, id: number): Member => ({
  kind,
  id,
  present: false,
  userId: null,
  partnerId: 1,
  countryId: null,
  segment: 'b2c',
  status: null,
  type: null,
  day: null,
  amount: 0,
  paid: 0,
  reasonId: null,
  need: null,
  comment: null,
  inDay: null,
  outDay: null,
  warehouseId: null,
  size: '0',
});

/** A state as rm.analytics_members keeps it: its kind, id, and the fields that differ from a blank record's. */
export type PackedMember = Partial<Member> & Pick<Member, 'kind' | 'id'>;

/**
 * The stored form of a state: most fields of a record are null or zero, and each one written is text that
 * PostgreSQL parses and keeps (a full state is ~310 bytes of JSON, a packed one about half of it).
 */
export const packMember = (m: Member): PackedMember => {
  const blank = blankMember(m.kind, m.id) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { kind: m.kind, id: m.id };
  for (const [k, v] of Object.entries(m)) if (v !== blank[k]) out[k] = v;
  return out as PackedMember;
};

/** A stored state, packed or written whole (before packing), as the fold reads it. */
export const unpackMember = (s: PackedMember): Member => ({ ...blankMember(s.kind, s.id), ...s });

type Fields = Readonly<Record<string, unknown>>;
const has = (f: Fields, k: string): boolean => f[k] !== undefined;
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** The UTC day of an instant or a date (YYYY-MM-DD…). */
export const dayOf = (v: unknown): string | null => (typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : null);

/** The owner and place fields a record's fields or changes carry; absent keys leave the member as it was. */
const owned = (m: Member, f: Fields): Member => ({
  ...m,
  userId: has(f, 'userId') ? num(f['userId']) : m.userId,
  partnerId: has(f, 'partnerId') ? (num(f['partnerId']) ?? 1) : m.partnerId,
  countryId: has(f, 'countryId') ? num(f['countryId']) : m.countryId,
});

const ORDER_STATUS_OF: Readonly<Record<string, string>> = {
  LeadQuoted: 'quote_sent',
  LeadConfirmed: 'confirmed',
  OrderConfirmed: 'confirmed',
  LeadRestored: 'new',
  QuoteRejected: 'quote_rejected',
  LeadPutOnHold: 'onhold',
  OrderPutOnHold: 'onhold',
  LeadMarkedLost: 'lost',
  LeadRejected: 'rejected',
  OrderRejected: 'rejected',
  OrderCancelled: 'cancelled',
  OrderCompleted: 'complete',
};
const REASON_KEY: Readonly<Record<string, string>> = {
  onhold: 'holdReasonId',
  lost: 'lostReasonId',
  rejected: 'rejectReasonId',
};

/** An order's patch (fields, changes): the figures it names. */
const orderPatch = (m: Member, f: Fields): Member => ({
  ...owned(m, f),
  amount: has(f, 'amount') ? (num(f['amount']) ?? 0) : m.amount,
  need: has(f, 'need') ? str(f['need']) : m.need,
  type: has(f, 'type') ? str(f['type']) : m.type,
  status: has(f, 'status') ? str(f['status']) : m.status,
});

/** Mirrors evolveOrder (contracts' order.document.ts) on the fields the figures read. */
const order = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { fields?: Fields; changes?: Fields };
  if (e.type === 'LeadCreated' || e.type === 'OrderCreated')
    return orderPatch({ ...m, present: true, status: str(d['status']), day: dayOf(d['createdAt']) }, d.fields ?? {});
  if (e.type === 'LeadDeleted') return { ...m, present: false };
  if (e.type === 'LeadCreationDateChanged') return { ...m, day: dayOf(d['createdAt']) };
  const status = ORDER_STATUS_OF[e.type];
  const patched = d.changes ? orderPatch(m, d.changes) : m;
  if (status === undefined) return patched;
  const reasonKey = REASON_KEY[status];
  return { ...patched, status, reasonId: reasonKey ? num(d[reasonKey]) : patched.reasonId };
};

const REQUEST_STATUS_OF: Readonly<Record<string, string>> = {
  RequestConfirmed: 'confirmed',
  RequestPutOnHold: 'onhold',
  RequestCancelled: 'cancelled',
  RequestApproved: 'approved',
  RequestPickedUp: 'transit',
  RequestDispatched: 'transit',
  RequestReceived: 'received',
  RequestDelivered: 'delivered',
  RequestCompleted: 'complete',
};

/** Mirrors evolveRequest (contracts' request.document.ts) on status, type, date and owner. */
const request = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { fields?: Fields; changes?: Fields };
  if (e.type === 'RequestCreated') {
    const f = d.fields ?? {};
    const base = owned({ ...m, present: true, status: str(d['status']) ?? str(f['status']) }, f);
    return { ...base, type: str(f['type']), day: dayOf(f['date']) ?? dayOf(d['createdAt']) };
  }
  if (e.type === 'RequestDeleted') return { ...m, present: false };
  const status = REQUEST_STATUS_OF[e.type];
  if (status !== undefined) return { ...m, status };
  if (e.type !== 'RequestUpdated' || !d.changes) return m;
  const c = d.changes;
  return {
    ...owned(m, c),
    type: has(c, 'type') ? str(c['type']) : m.type,
    status: has(c, 'status') ? str(c['status']) : m.status,
    day: has(c, 'date') ? (dayOf(c['date']) ?? m.day) : m.day,
  };
};

/** Check-in and check-out move the volume stored; the rest only the owner. */
const storage = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { fields?: Fields; changes?: Fields };
  switch (e.type) {
    case 'StorageCreated':
      return owned({ ...m, present: true }, d.fields ?? {});
    case 'StorageUpdated':
      return owned(m, d.changes ?? {});
    case 'StorageCheckedIn':
      return {
        ...m,
        userId: m.userId ?? num(d['userId']),
        countryId: m.countryId ?? num(d['countryId']),
        inDay: dayOf(d['at']),
        outDay: null,
        warehouseId: num(d['warehouseId']),
        size: decimalText(Number(d['size'])),
      };
    case 'StorageCheckedOut':
      return { ...m, outDay: dayOf(d['at']) };
    default:
      return m;
  }
};

/** Mirrors the ledger's postings (accounting's ledger.projection.ts): billed until cancelled, paid by allocations. */
const invoice = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { changes?: Fields };
  switch (e.type) {
    case 'InvoiceIssued':
      return {
        ...owned({ ...m, present: true }, d),
        amount: Number(d['amount']),
        type: str(d['type']),
        status: str(d['status']),
        day: dayOf(d['date']),
      };
    case 'InvoiceUpdated': {
      const c = d.changes ?? {};
      return {
        ...owned(m, c),
        amount: m.status === 'cancelled' ? m.amount : (num(c['amount']) ?? m.amount),
        type: has(c, 'type') ? str(c['type']) : m.type,
        day: has(c, 'date') ? (dayOf(c['date']) ?? m.day) : m.day,
      };
    }
    case 'InvoiceCancelled':
      return { ...m, status: 'cancelled' };
    case 'InvoicePartiallyPaid':
    case 'InvoicePaid':
      return { ...m, paid: m.paid + Number(d['amount']) };
    case 'InvoicePaymentReleased':
      return { ...m, paid: m.paid - Number(d['amount']) };
    default:
      return m;
  }
};

/** A survey's fields or changes: its owner, status, type and the exit answers its response holds. */
const surveyPatch = (m: Member, f: Fields): Member => {
  const answers = has(f, 'surveyDataResponse') ? exitSurveyAnswers(f['surveyDataResponse']) : undefined;
  return {
    ...owned(m, f),
    status: has(f, 'status') ? str(f['status']) : m.status,
    type: has(f, 'type') ? str(f['type']) : m.type,
    reasonId: answers ? answers.reasonId : m.reasonId,
    comment: answers ? answers.improvement : m.comment,
  };
};

/** Mirrors the survey's table (a simple resource): dated by its creation, as the surveys list filters createdAt. */
const survey = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { record?: Fields; changes?: Fields };
  switch (e.type) {
    case SURVEY_EVENTS.created:
      return surveyPatch({ ...m, present: true, day: dayOf(e.metadata.occurredAt) }, d.record ?? {});
    case SURVEY_EVENTS.deleted:
      return { ...m, present: false };
    default:
      return d.changes ? surveyPatch(m, d.changes) : m;
  }
};

const EVOLVE: Readonly<Record<MemberKind, (m: Member, e: RecordedEvent) => Member>> = {
  order,
  request,
  storage,
  invoice,
  survey,
};

/** The member after the event, its segment that of its customer now. Pure. */
export const evolveMember = (
  kind: MemberKind,
  before: Member | undefined,
  e: RecordedEvent,
  segmentOf: (userId: number | null) => Segment,
): Member => {
  const after = EVOLVE[kind](before ?? blankMember(kind, memberIdOf(e)), e);
  if (after === before) return after;
  const segment = segmentOf(after.userId);
  return segment === after.segment ? after : { ...after, segment };
};
