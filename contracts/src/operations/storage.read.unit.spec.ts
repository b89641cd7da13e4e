import { STORAGE_FIELDS_HIDDEN_FROM_PARTNERS, storageRowForPartner, type StorageRow } from './storage.read.js';

describe("a storage row as a partner's list receives it (spec 2 §1, §6)", () => {
  it('has no warehouse, location or room, and everything else as it was', () => {
    const row = {
      id: 7,
      code: 'BX-7',
      name: 'Boxes',
      partnerId: 2,
      status: 'stored',
      warehouseId: 3,
      locationId: 41,
      locationPath: 'A-01-02',
      location: 'A-01-02',
      roomId: 4,
      roomName: 'Office',
    } as unknown as StorageRow;
    const seen = storageRowForPartner(row);
    for (const field of STORAGE_FIELDS_HIDDEN_FROM_PARTNERS) expect(seen[field]).toBeNull();
    expect(seen).toMatchObject({ id: 7, code: 'BX-7', name: 'Boxes', partnerId: 2, status: 'stored' });
    expect(row.location).toBe('A-01-02');
  });
});
