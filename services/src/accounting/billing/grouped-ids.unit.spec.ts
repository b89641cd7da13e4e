import { GroupedIds } from './grouped-ids.js';

describe('grouped ids', () => {
  it('draws the ids asked at once in one draw per category, each caller its own', async () => {
    const draws: [string, number][] = [];
    let last = 100;
    const ids = new GroupedIds({
      nextMany: (category: string, count: number) => {
        draws.push([category, count]);
        return Promise.resolve(Array.from({ length: count }, () => (last += 1)));
      },
    });
    const [a, b, c, none] = await Promise.all([
      ids.nextMany('charge', 3),
      ids.nextMany('charge', 2),
      ids.next('invoice'),
      ids.nextMany('charge', 0),
    ]);
    expect(draws).toEqual([
      ['charge', 5],
      ['invoice', 1],
    ]);
    expect([a, b, c, none]).toEqual([[101, 102, 103], [104, 105], 106, []]);
    // Asked while a draw is under way: the next draw.
    const later = await Promise.all([ids.nextMany('charge', 1), ids.nextMany('charge', 1)]);
    expect(later).toEqual([[107], [108]]);
    expect(draws).toHaveLength(3);
  });
});
