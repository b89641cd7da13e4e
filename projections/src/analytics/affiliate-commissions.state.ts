import { CURRENCY_DECIMALS, MONEY_SCALE, type Currency, type RecordedEvent } from '@console/contracts';

/**
 * The pure fold of affiliate commissions (spec 2 Affiliates, spec 1 §3 Affiliate commission). The only link from an
 * order to an affiliate in the specs is a storage of the order naming the affiliate's user (`affiliateUserId`, spec
 * 2 §3 Storage); the affiliate's own user is `userId` of the affiliates resource. A payment allocated to an invoice
 * of such an order credits the affiliate its commissionsPercent of the amount collected; a payment given back
 * (refund, deletion) and a cancelled invoice take back what was credited for it, at the percent it was credited at.
 */
export type LinkKind = 'affiliate' | 'storage' | 'order' | 'invoice';

export interface AffiliateLink {
  readonly userId: number | null;
  readonly percent: number;
}
export interface StorageLink {
  readonly orderId: number | null;
  readonly affiliateUserId: number | null;
}
export interface OrderLink {
  readonly affiliateUserId: number;
}
/** An invoice's order and what was credited for it: the affiliate, the percent, the collected and the commission. */
export interface InvoiceLink {
  readonly orderId: number | null;
  readonly currency: Currency;
  readonly countryId: number;
  readonly affiliateId: number | null;
  readonly percent: number;
  readonly collected: number;
  readonly commission: number;
}

/** One commission row: positive when collected, negative when taken back. Money in MONEY_SCALE units. */
export interface CommissionRow {
  readonly affiliateId: number;
  readonly invoiceId: number;
  readonly orderId: number | null;
  readonly countryId: number;
  readonly currency: Currency;
  readonly collected: number;
  readonly amount: number;
  readonly reason: 'collected' | 'refunded' | 'cancelled';
  readonly createdAt: string;
}

/** What the fold reads and writes: links by kind and id; the user's affiliate by user id. */
export interface LinkStore {
  get<T>(kind: LinkKind, id: number): Promise<T | undefined>;
  set(kind: LinkKind, id: number, state: unknown): Promise<void>;
  /** The affiliate whose user this is (the lowest id if several name it). */
  affiliateOfUser(userId: number): Promise<{ readonly id: number; readonly percent: number } | undefined>;
}

/** The commission on `collected` at `percent`, rounded to the currency's smallest unit (fils, halalas). */
export const commissionOf = (collected: number, percent: number, currency: Currency): number => {
  const unit = MONEY_SCALE / 10 ** CURRENCY_DECIMALS[currency];
  return Math.round((collected * percent) / 100 / unit) * unit || 0;
};

type Fields = Readonly<Record<string, unknown>>;
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const has = (f: Fields, k: string): boolean => f[k] !== undefined;

export const AFFILIATE_COMMISSION_EVENT_TYPES: readonly string[] = [
  'AffiliateCreated',
  'AffiliateUpdated',
  'AffiliateDeleted',
  'StorageCreated',
  'StorageUpdated',
  'InvoiceIssued',
  'InvoiceCancelled',
  'InvoicePartiallyPaid',
  'InvoicePaid',
  'InvoicePaymentReleased',
];

const storageEvent = async (store: LinkStore, id: number, f: Fields, created: boolean): Promise<void> => {
  const before = created ? undefined : await store.get<StorageLink>('storage', id);
  const after: StorageLink = {
    orderId: has(f, 'orderId') ? num(f['orderId']) : (before?.orderId ?? null),
    affiliateUserId: has(f, 'affiliateUserId') ? num(f['affiliateUserId']) : (before?.affiliateUserId ?? null),
  };
  await store.set('storage', id, after);
  // The order is the affiliate's once a storage of it names the affiliate's user; the latest such storage decides.
  if (after.orderId !== null && after.affiliateUserId !== null)
    await store.set('order', after.orderId, { affiliateUserId: after.affiliateUserId } satisfies OrderLink);
};

const row = (
  inv: InvoiceLink,
  invoiceId: number,
  collected: number,
  amount: number,
  reason: CommissionRow['reason'],
  createdAt: string,
): CommissionRow => ({
  affiliateId: inv.affiliateId!,
  invoiceId,
  orderId: inv.orderId,
  countryId: inv.countryId,
  currency: inv.currency,
  collected,
  amount,
  reason,
  createdAt,
});

/** Folds one event into the links; returns the commission row it makes, if any. Pure but for `store`. */
export const foldCommission = async (store: LinkStore, e: RecordedEvent): Promise<CommissionRow | undefined> => {
  const d = e.data as Fields & { id: number; record?: Fields; fields?: Fields; changes?: Fields };
  switch (e.type) {
    case 'AffiliateCreated':
    case 'AffiliateUpdated': {
      const f = d.record ?? d.changes ?? {};
      const before = await store.get<AffiliateLink>('affiliate', d.id);
      await store.set('affiliate', d.id, {
        userId: has(f, 'userId') ? num(f['userId']) : (before?.userId ?? null),
        percent: has(f, 'commissionsPercent') ? Number(f['commissionsPercent']) : (before?.percent ?? 0),
      } satisfies AffiliateLink);
      return undefined;
    }
    case 'AffiliateDeleted':
      await store.set('affiliate', d.id, { userId: null, percent: 0 } satisfies AffiliateLink);
      return undefined;
    case 'StorageCreated':
      await storageEvent(store, d.id, d.fields ?? {}, true);
      return undefined;
    case 'StorageUpdated':
      await storageEvent(store, d.id, d.changes ?? {}, false);
      return undefined;
    case 'InvoiceIssued':
      await store.set('invoice', d.id, {
        orderId: num(d['orderId']),
        currency: d['currency'] as Currency,
        countryId: Number(d['countryId']),
        affiliateId: null,
        percent: 0,
        collected: 0,
        commission: 0,
      } satisfies InvoiceLink);
      return undefined;
    case 'InvoicePartiallyPaid':
    case 'InvoicePaid': {
      const inv = await store.get<InvoiceLink>('invoice', d.id);
      if (!inv || inv.orderId === null) return undefined;
      let linked = inv;
      if (inv.affiliateId === null) {
        const order = await store.get<OrderLink>('order', inv.orderId);
        const affiliate = order ? await store.affiliateOfUser(order.affiliateUserId) : undefined;
        if (!affiliate) return undefined;
        linked = { ...inv, affiliateId: affiliate.id, percent: affiliate.percent };
      }
      const collected = Number(d['amount']);
      const amount = commissionOf(collected, linked.percent, linked.currency);
      await store.set('invoice', d.id, {
        ...linked,
        collected: linked.collected + collected,
        commission: linked.commission + amount,
      } satisfies InvoiceLink);
      return row(linked, d.id, collected, amount, 'collected', String(d['paidAt']));
    }
    case 'InvoicePaymentReleased': {
      const inv = await store.get<InvoiceLink>('invoice', d.id);
      if (!inv || inv.affiliateId === null || inv.collected <= 0) return undefined;
      const released = Math.min(Number(d['amount']), inv.collected);
      // The last of what was collected takes back the rest of the commission, so nothing is left by rounding.
      const amount = released === inv.collected ? inv.commission : commissionOf(released, inv.percent, inv.currency);
      await store.set('invoice', d.id, {
        ...inv,
        collected: inv.collected - released,
        commission: inv.commission - amount,
      } satisfies InvoiceLink);
      return row(inv, d.id, -released, -amount, 'refunded', e.recordedAt);
    }
    case 'InvoiceCancelled': {
      const inv = await store.get<InvoiceLink>('invoice', d.id);
      if (!inv || inv.affiliateId === null || inv.collected <= 0) return undefined;
      await store.set('invoice', d.id, { ...inv, collected: 0, commission: 0 } satisfies InvoiceLink);
      return row(inv, d.id, -inv.collected, -inv.commission, 'cancelled', e.recordedAt);
    }
    default:
      return undefined;
  }
};
