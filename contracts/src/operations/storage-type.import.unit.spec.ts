import {
  importRowErrorText,
  missingFieldsMessage,
  missingImportFields,
  storageTypeOfImportRow,
} from './storage-type.import.js';

describe('storage type CSV import (spec 3 §5)', () => {
  it("names the missing required columns: 'Missing fields: {list}'", () => {
    const missing = missingImportFields(['code', 'name', 'size', 'inventory']);
    expect(missing).toEqual(['userId', 'partnerId']);
    expect(missingFieldsMessage(missing)).toBe('Missing fields: userId, partnerId');
    expect(missingImportFields([' code', 'name ', 'size', 'userId', 'partnerId', 'inventory'])).toEqual([]);
  });

  it('forces inventory true and partner 1 whatever the row says', () => {
    const r = storageTypeOfImportRow({
      code: 'X',
      name: 'Crate',
      size: '0.06',
      height: '0.3',
      width: '0.4',
      length: '0.5',
      inventory: 'false',
      partnerId: '7',
      userId: '12',
    });
    expect(r).toMatchObject({
      ok: true,
      record: { code: 'X', size: 0.06, inventory: true, partnerId: 1, userId: 12, countryIds: [1, 2, 3] },
    });
  });

  it('gives a row its errors with the rules’ messages', () => {
    const r = storageTypeOfImportRow({
      code: '',
      name: 'Crate',
      size: '12',
      inventory: 'true',
      partnerId: '1',
      userId: 'x',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { path: 'userId', message: 'Must be a number' },
      { path: 'code', message: 'Required' },
      { path: 'size', message: 'Value must be more than 0 up to 10' },
    ]);
    expect(importRowErrorText({ row: 3, errors: r.errors })).toBe(
      'Row 3: userId: Must be a number; code: Required; size: Value must be more than 0 up to 10',
    );
  });

  it('computes an empty size from the dimensions', () => {
    const r = storageTypeOfImportRow({
      code: 'C',
      name: 'Cube',
      size: '',
      height: '0.5',
      width: '0.5',
      length: '0.5',
      inventory: '',
      partnerId: '',
      userId: '',
    });
    expect(r).toMatchObject({ ok: true, record: { size: 0.125, consumedSize: 0.125 } });
  });
});
