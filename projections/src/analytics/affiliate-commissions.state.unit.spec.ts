import type { RecordedEvent } from '@console/contracts';
import { commissionOf, foldCommission, type LinkKind, type LinkStore } from './affiliate-commissions.state.js';

const memoryStore = (): LinkStore => {
  const links = new Map<string, unknown>();
  return {
    get: <T>(kind: LinkKind, id: number) => Promise.resolve(links.get(`${kind}:${id}`) as T | undefined),
    set: (kind: LinkKind, id: number, state: unknown) => {
      links.set(`${kind}:${id}`, state);
      return Promise.resolve();
    },
    affiliateOfUser: (userId: number) => {
      const found = [...links.entries()].find(
        ([k, v]) => k.startsWith('affiliate:') && (v as { userId: number | null }).userId === userId,
      );
      return Promise.resolve(
        found && { id: Number(found[0].slice(10)), percent: (found[1] as { percent: number }).percent },
      );
    },
  };
};

const ev = (type: string, data: unknown): RecordedEvent =>
  ({ type, data, recordedAt: '2026-11-29T10:00:00.000Z' }) as unknown as RecordedEvent;

describe('affiliate commissions fold', () => {
  it('rounds to the currency smallest unit: fils (1/100) for AED, fils (1/1000) for KWD', () => {
    expect(commissionOf(400_100, 12.5, 'AED')).toBe(50_000);
    expect(commissionOf(400_100, 12.5, 'KWD')).toBe(50_010);
    expect(commissionOf(0, 12.5, 'SAR')).toBe(0);
  });

  it('credits a payment on the affiliate order, and a cancellation takes back what was credited', async () => {
    const store = memoryStore();
    await foldCommission(store, ev('AffiliateCreated', { id: 3, record: { userId: 70, commissionsPercent: 10 } }));
    await foldCommission(store, ev('StorageCreated', { id: 1, fields: { orderId: 9, affiliateUserId: 70 } }));
    await foldCommission(store, ev('InvoiceIssued', { id: 5, orderId: 9, currency: 'KWD', countryId: 2 }));
    await foldCommission(store, ev('InvoiceIssued', { id: 6, orderId: 8, currency: 'KWD', countryId: 2 }));
    const paid = await foldCommission(store, ev('InvoicePaid', { id: 5, amount: 1_000_000, paidAt: '2026-11-01' }));
    expect(paid).toMatchObject({ affiliateId: 3, amount: 100_000, collected: 1_000_000, reason: 'collected' });
    // An invoice of an order no storage links to an affiliate earns nothing.
    expect(await foldCommission(store, ev('InvoicePaid', { id: 6, amount: 5, paidAt: '2026-11-01' }))).toBeUndefined();
    const cancelled = await foldCommission(store, ev('InvoiceCancelled', { id: 5 }));
    expect(cancelled).toMatchObject({ amount: -100_000, collected: -1_000_000, reason: 'cancelled' });
    expect(await foldCommission(store, ev('InvoicePaymentReleased', { id: 5, amount: 1_000_000 }))).toBeUndefined();
  });
});
