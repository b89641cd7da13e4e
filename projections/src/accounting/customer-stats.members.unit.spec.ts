import type { RecordedEvent } from '@console/contracts';
import { evolveMember, kindOf, type Member } from './customer-stats.members.js';

let seq = 0;
const ev = (type: string, data: unknown): RecordedEvent => ({
  id: `e${++seq}`,
  type,
  data,
  streamId: 's',
  streamVersion: seq,
  position: { major: 1n, minor: BigInt(seq) },
  recordedAt: '2026-11-25T00:00:00Z',
  metadata: {
    userId: null,
    partnerId: null,
    correlationId: 'c',
    causationId: null,
    command: 'x',
    occurredAt: '2026-11-25T00:00:00Z',
  },
});

const fold = (events: RecordedEvent[]): Member | undefined =>
  events.reduce<Member | undefined>((m, e) => evolveMember(kindOf(e.type)!, m, e), undefined);

describe('customer-stats members', () => {
  it('an invoice bills its amount, counts its allocations net of releases, and bills nothing once cancelled (as the ledger posts)', () => {
    const issued = {
      id: 7,
      userId: 3,
      partnerId: 2,
      countryId: 1,
      currency: 'AED',
      amount: 105_000,
      status: 'unpaid',
      type: 'other',
    };
    const m = fold([
      ev('InvoiceIssued', issued),
      ev('InvoicePartiallyPaid', { id: 7, paymentId: 1, amount: 40_000 }),
      ev('InvoiceUpdated', { id: 7, changes: { amount: 210_000 } }),
      ev('InvoicePaymentReleased', { id: 7, paymentId: 1, amount: 40_000 }),
      ev('InvoicePaid', { id: 7, paymentId: 2, amount: 210_000 }),
    ])!;
    expect(m).toMatchObject({
      kind: 'invoice',
      id: 7,
      userId: 3,
      partnerId: 2,
      amount: 210_000,
      paid: 210_000,
      cancelled: false,
      present: true,
    });
    const cancelled = evolveMember('invoice', m, ev('InvoiceCancelled', { id: 7, from: 'paid', chargeIds: [] }));
    // An edit after cancelling moves nothing: the ledger posts nothing for it either.
    expect(evolveMember('invoice', cancelled, ev('InvoiceUpdated', { id: 7, changes: { amount: 1 } }))).toMatchObject({
      cancelled: true,
      amount: 210_000,
    });
  });

  it('a storage follows its owner and status, and stores the volume of its open record until checked out', () => {
    const created = fold([
      ev('StorageCreated', { id: 5, createdAt: '2026-11-25T00:00:00Z', fields: { userId: 3, size: 2 } }),
    ])!;
    expect(created).toMatchObject({ kind: 'storage', userId: 3, partnerId: 1, status: 'new', stored: 0 });
    const inside = evolveMember(
      'storage',
      created,
      ev('StorageCheckedIn', { storageId: 5, recordId: 9, userId: 3, size: 1.5, at: '2026-11-25T00:00:00Z' }),
    );
    expect(inside).toMatchObject({ status: 'in', stored: 1.5 });
    const stored = evolveMember('storage', inside, ev('StorageLocated', { storageId: 5, recordId: 9, size: 2.5 }));
    expect(stored).toMatchObject({ status: 'stored', stored: 1.5 });
    const moved = evolveMember(
      'storage',
      stored,
      ev('StorageUpdated', { id: 5, changes: { userId: 4, partnerId: 2 } }),
    );
    expect(moved).toMatchObject({ userId: 4, partnerId: 2, stored: 1.5 });
    expect(
      evolveMember('storage', moved, ev('StorageCheckedOut', { storageId: 5, recordId: 9, size: 1.5 })),
    ).toMatchObject({ status: 'out', stored: 0 });
  });

  it("records without a partner are the business's (partner 1); a deleted one stops counting", () => {
    const lead = fold([
      ev('LeadCreated', { id: 1, status: 'new', createdAt: 'x', assigneeId: null, fields: { userId: 8 } }),
    ])!;
    expect(lead).toMatchObject({ kind: 'order', userId: 8, partnerId: 1, present: true });
    expect(evolveMember('order', lead, ev('LeadDeleted', { id: 1 }))).toMatchObject({ present: false });
    const charge = fold([
      ev('ChargeCreated', {
        id: 2,
        type: 'storage',
        amount: 500,
        userId: 8,
        partnerId: 3,
        countryId: 1,
        currency: 'AED',
      }),
    ])!;
    expect(evolveMember('charge', charge, ev('ChargeUpdated', { id: 2, changes: { amount: 700 } }))).toMatchObject({
      type: 'storage',
      amount: 700,
      partnerId: 3,
    });
  });
});
