import { RowBatch } from './batch-writer.js';

describe('RowBatch', () => {
  test('changes of a row inserted in the batch fold into the insert; a fold giving null deletes it', () => {
    const batch = new RowBatch();
    batch.insert(1, { id: 1, name: 'a', qty: 1 });
    batch.update(1, { qty: 2 });
    expect(batch.get(1)).toEqual({ kind: 'insert', value: { id: 1, name: 'a', qty: 2 } });
    batch.update(1, { qty: 5 }, () => null);
    expect(batch.get(1)).toEqual({ kind: 'delete' });
  });

  test('changes of a stored row merge into one update, later values winning; nothing after a deletion', () => {
    const batch = new RowBatch<{ n: number }>();
    batch.update(7, { a: 1, b: 1 }, () => ({ n: 0 }));
    batch.update(7, { b: 2 });
    expect(batch.get(7)).toEqual({ kind: 'update', columns: { a: 1, b: 2 } });
    batch.delete(7);
    batch.update(7, { a: 3 });
    expect(batch.get(7)).toEqual({ kind: 'delete' });
    expect(batch.size).toBe(1);
  });

  test('a fold folds what the projection keeps for a new row, not the columns', () => {
    const batch = new RowBatch<{ items: string[] }>();
    batch.insert(2, { items: ['x'] });
    batch.update(2, { ignored: true }, (v) => ({ items: [...v.items, 'y'] }));
    expect(batch.get(2)).toEqual({ kind: 'insert', value: { items: ['x', 'y'] } });
    batch.clear();
    expect(batch.size).toBe(0);
  });
});
