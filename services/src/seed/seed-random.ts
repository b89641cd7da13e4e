/** mulberry32: a tiny seeded generator, so the demo data is the same on every machine. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
};

/** One of `shares`' values, each drawn in proportion to its share. */
export const shareOf = <T>(random: ReturnType<typeof seededRandom>, shares: readonly (readonly [T, number])[]): T => {
  const total = shares.reduce((a, [, n]) => a + n, 0);
  let x = random.next() * total;
  for (const [value, n] of shares) if ((x -= n) < 0) return value;
  return shares[shares.length - 1]![0];
};
