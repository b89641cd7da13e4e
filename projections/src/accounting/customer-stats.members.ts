import {
  CARD_EVENT_TYPES,
  CHARGE_EVENT_TYPES,
  INVOICE_MONEY_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  PAYMENT_EVENT_TYPES,
  REQUEST_EVENT_TYPES,
  STORAGE_EVENT_TYPES,
  type RecordedEvent,
} from '@console/contracts';
import type { StatsKind } from './customer-stats.tables.js';

/** What one counted record contributes to its customer's and its partner's stats. */
export interface Member {
  readonly kind: StatsKind;
  readonly id: number;
  readonly userId: number | null;
  readonly partnerId: number | null;
  readonly countryId: number | null;
  readonly currency: string | null;
  readonly present: boolean;
  readonly status: string | null;
  readonly amount: number;
  readonly paid: number;
  readonly cancelled: boolean;
  readonly type: string | null;
  readonly stored: number;
}

const KIND_OF: readonly (readonly [readonly string[], StatsKind])[] = [
  [STORAGE_EVENT_TYPES, 'storage'],
  [REQUEST_EVENT_TYPES, 'request'],
  [ORDER_EVENT_TYPES, 'order'],
  [CHARGE_EVENT_TYPES, 'charge'],
  // A capture's hold (issue 30) moves no figure of the stats.
  [INVOICE_MONEY_EVENT_TYPES, 'invoice'],
  [PAYMENT_EVENT_TYPES, 'payment'],
  [CARD_EVENT_TYPES, 'card'],
];

export const STATS_EVENT_TYPES: readonly string[] = KIND_OF.flatMap(([types]) => types);

export const kindOf = (type: string): StatsKind | undefined => KIND_OF.find(([types]) => types.includes(type))?.[1];

/** The id of the record an event is about (storage check-in/out and locate name it storageId). */
export const recordIdOf = (e: RecordedEvent): number => {
  const d = e.data as { id?: number; storageId?: number };
  return d.id ?? d.storageId ?? 0;
};

const blank = (kind: StatsKind, id: number): Member => ({
  kind,
  id,
  userId: null,
  partnerId: null,
  countryId: null,
  currency: null,
  present: false,
  status: null,
  amount: 0,
  paid: 0,
  cancelled: false,
  type: null,
  stored: 0,
});

type Fields = Readonly<Record<string, unknown>>;
const num = (v: unknown): number | null | undefined => (typeof v === 'number' ? v : v === null ? null : undefined);
const str = (v: unknown): string | null | undefined => (typeof v === 'string' ? v : v === null ? null : undefined);

/** Owner fields a record's fields or changes carry; absent keys leave the member as it was. */
const owned = (m: Member, f: Fields): Member => ({
  ...m,
  userId: num(f['userId']) !== undefined ? (num(f['userId']) ?? null) : m.userId,
  partnerId: num(f['partnerId']) !== undefined ? (num(f['partnerId']) ?? null) : m.partnerId,
  countryId: num(f['countryId']) !== undefined ? (num(f['countryId']) ?? null) : m.countryId,
  currency: str(f['currency']) !== undefined ? (str(f['currency']) ?? null) : m.currency,
});

/** Records created without a partner belong to the business's own partner 1 (the records' defaults). */
const created = (m: Member, f: Fields): Member => {
  const o = owned({ ...m, present: true }, f);
  return { ...o, partnerId: o.partnerId ?? 1 };
};

const storage = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { fields?: Fields; changes?: Fields };
  switch (e.type) {
    case 'StorageCreated':
      return { ...created(m, d.fields ?? {}), status: str(d.fields?.['status']) ?? 'new' };
    case 'StorageUpdated':
    case 'StorageBulkUpdated':
      return { ...owned(m, d.changes ?? {}), status: str(d.changes?.['status']) ?? m.status };
    case 'StorageStatusMoved':
      return { ...m, status: str(d['to']) ?? m.status };
    case 'StorageCheckedIn':
      return { ...m, userId: m.userId ?? num(d['userId']) ?? null, status: 'in', stored: Number(d['size']) };
    case 'StorageLocated':
      // The volume stored stays what came in with the record (as user-usages counts it).
      return { ...m, status: 'stored' };
    case 'StorageCheckedOut':
      return { ...m, status: 'out', stored: 0 };
    default:
      return m;
  }
};

const request = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as { fields?: Fields; changes?: Fields };
  if (e.type === 'RequestCreated') return created(m, d.fields ?? {});
  if (e.type === 'RequestDeleted') return { ...m, present: false };
  return d.changes ? owned(m, d.changes) : m;
};

const order = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as { fields?: Fields; changes?: Fields };
  if (e.type === 'LeadCreated' || e.type === 'OrderCreated') return created(m, d.fields ?? {});
  if (e.type === 'LeadDeleted') return { ...m, present: false };
  return d.changes ? owned(m, d.changes) : m;
};

const charge = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { changes?: Fields };
  if (e.type === 'ChargeCreated')
    return { ...created(m, d), type: str(d['type']) ?? null, amount: Number(d['amount']) };
  if (e.type === 'ChargeDeleted') return { ...m, present: false };
  const c = d.changes ?? {};
  return { ...owned(m, c), type: str(c['type']) ?? m.type, amount: num(c['amount']) ?? m.amount };
};

/** Mirrors the ledger's postings (ledger.projection.ts), so outstanding = the ledger's receivable balance. */
const invoice = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { changes?: Fields };
  switch (e.type) {
    case 'InvoiceIssued':
      return {
        ...created(m, d),
        amount: Number(d['amount']),
        status: str(d['status']) ?? null,
        type: str(d['type']) ?? null,
      };
    case 'InvoiceUpdated': {
      const c = d.changes ?? {};
      return { ...owned(m, c), amount: m.cancelled ? m.amount : (num(c['amount']) ?? m.amount) };
    }
    case 'InvoiceCancelled':
      return { ...m, cancelled: true };
    case 'InvoicePartiallyPaid':
    case 'InvoicePaid':
      return { ...m, paid: m.paid + Number(d['amount']) };
    case 'InvoicePaymentReleased':
      return { ...m, paid: m.paid - Number(d['amount']) };
    default:
      return m;
  }
};

const payment = (m: Member, e: RecordedEvent): Member => {
  const d = e.data as Fields & { changes?: Fields };
  if (e.type === 'PaymentRecorded') return created(m, d);
  if (e.type === 'PaymentDeleted') return { ...m, present: false };
  return d.changes ? owned(m, d.changes) : m;
};

const card = (m: Member, e: RecordedEvent): Member => {
  if (e.type === 'CardSaved') return created(m, e.data as Fields);
  if (e.type === 'CardDeleted') return { ...m, present: false };
  return m;
};

const EVOLVE: Readonly<Record<StatsKind, (m: Member, e: RecordedEvent) => Member>> = {
  storage,
  request,
  order,
  charge,
  invoice,
  payment,
  card,
};

/** The member after the event; `before` is undefined for a record not seen yet. */
export const evolveMember = (kind: StatsKind, before: Member | undefined, e: RecordedEvent): Member =>
  EVOLVE[kind](before ?? blank(kind, recordIdOf(e)), e);
