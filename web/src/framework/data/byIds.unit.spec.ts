import { chunksOf, FETCH_BY_IDS_CHUNK, mergeInIdOrder } from './byIds';

describe('fetching by ids in chunks (spec 1 §7.2)', () => {
  const ids = Array.from({ length: 45 }, (_v, i) => i + 1);

  it('splits ids into chunks of 20, in order, the last one shorter', () => {
    expect(FETCH_BY_IDS_CHUNK).toBe(20);
    const chunks = chunksOf(ids);
    expect(chunks.map((c) => c.length)).toEqual([20, 20, 5]);
    expect(chunks.flat()).toEqual(ids);
  });

  it('makes one chunk of a short list, none of an empty one, and refuses a size that cannot split', () => {
    expect(chunksOf([3, 1, 2])).toEqual([[3, 1, 2]]);
    expect(chunksOf([])).toEqual([]);
    expect(chunksOf(ids, 20)).toHaveLength(3);
    expect(chunksOf([1, 2, 3], 1)).toEqual([[1], [2], [3]]);
    expect(() => chunksOf(ids, 0)).toThrow(RangeError);
  });

  it('merges the answers in the order the ids were asked, each record once, whatever order they came in', () => {
    const asked = ['7', 3, 9, 1];
    const merged = mergeInIdOrder(asked, [
      [{ id: 3 }, { id: 7 }],
      [{ id: 1 }, { id: 9 }, { id: 3 }],
    ]);
    expect(merged.map((r) => r.id)).toEqual([7, 3, 9, 1]);
  });

  it('leaves out ids nobody answered and keeps rows not asked for at the end', () => {
    const merged = mergeInIdOrder([5, 6, 8], [[{ id: 8 }], [{ id: 99 }, { id: 5 }]]);
    expect(merged.map((r) => r.id)).toEqual([5, 8, 99]);
  });
});
