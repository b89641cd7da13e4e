import { evolveHistory, historyDocument, HISTORY_MODELS, initialHistoryState } from '../history/history-models.js';
import { foldStorage, latestStorageRecord, openStorageRecord } from './storage.document.js';
import type { StorageEvent } from './storage.events.js';
import { displayedStorageLocation } from './storage.location.js';

const at = (m: number) => `2026-01-01T00:${String(m).padStart(2, '0')}:00.000Z`;
const created: StorageEvent = {
  type: 'StorageCreated',
  data: { id: 5, createdAt: at(0), fields: { storagetypeId: 1, userId: 9, size: 0.5, partnerId: 2 } },
};
const checkedIn = (recordId: number, locationId: number | null, m: number): StorageEvent => ({
  type: 'StorageCheckedIn',
  data: {
    recordId,
    storageId: 5,
    orderId: null,
    userId: 9,
    countryId: 1,
    partnerId: 2,
    warehouseId: 3,
    locationId,
    qty: 1,
    size: 0.5,
    at: at(m),
    byId: 1,
  },
});
const checkedOut = (recordId: number, m: number): StorageEvent => ({
  type: 'StorageCheckedOut',
  data: { recordId, storageId: 5, warehouseId: 3, locationId: 11, size: 0.5, at: at(m), byId: 1 },
});

describe('the storage fold', () => {
  it('creates with defaults and keeps the fields given', () => {
    const s = foldStorage([created])!;
    expect(s).toMatchObject({
      id: 5,
      status: 'new',
      partnerId: 2,
      storagetypeId: 1,
      code: null,
      isPart: false,
      records: [],
    });
  });
  it('a check-in opens a record; a check-out closes it', () => {
    const s = foldStorage([created, checkedIn(100, 11, 1)])!;
    expect(s.status).toBe('in');
    expect(openStorageRecord(s)).toMatchObject({
      id: 100,
      type: 'check_in',
      status: 'in',
      locationId: 11,
      from: at(1),
      to: null,
      inById: 1,
    });
    const out = foldStorage([checkedOut(100, 2)], s)!;
    expect(out.status).toBe('out');
    expect(openStorageRecord(out)).toBeUndefined();
    expect(out.records[0]).toMatchObject({ type: 'check_out', status: 'out', to: at(2), outById: 1, updatedAt: at(2) });
  });
  it('updates and bulk updates patch the fields they name', () => {
    const s = foldStorage([
      created,
      { type: 'StorageUpdated', data: { id: 5, changes: { name: 'Sofa' } } },
      { type: 'StorageBulkUpdated', data: { id: 5, changes: { from: '2026-02-01', status: 'stored' } } },
    ])!;
    expect(s).toMatchObject({ name: 'Sofa', from: '2026-02-01', status: 'stored', size: 0.5 });
  });
  it('is the storage model of history', () => {
    const model = HISTORY_MODELS['storage'];
    let h = initialHistoryState(model);
    for (const e of [created, checkedIn(100, 11, 1)]) h = evolveHistory(model, h, e, at(1));
    expect(historyDocument(model, h)).toMatchObject({ id: 5, status: 'in' });
  });
});

describe('the displayed location (spec 2 §3)', () => {
  it('is OUT, the path, or IN by the most recently updated record; nothing without records', () => {
    expect(displayedStorageLocation({ status: 'out', locationPath: 'A-1' })).toBe('OUT');
    expect(displayedStorageLocation({ status: 'in', locationPath: 'A-1' })).toBe('A-1');
    expect(displayedStorageLocation({ status: 'in', locationPath: null })).toBe('IN');
    expect(displayedStorageLocation({ status: 'in', locationPath: '' })).toBe('IN');
    expect(displayedStorageLocation(undefined)).toBeNull();
  });
  it('reads the most recently updated record', () => {
    const s = foldStorage([created, checkedIn(100, 11, 1), checkedOut(100, 2), checkedIn(101, null, 3)])!;
    expect(latestStorageRecord(s.records)?.id).toBe(101);
    const r = [
      { id: 1, updatedAt: at(5) },
      { id: 2, updatedAt: at(4) },
    ];
    expect(latestStorageRecord(r)?.id).toBe(1);
  });
});
