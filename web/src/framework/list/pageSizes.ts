/**
 * The page sizes a pagination offers: the screen's options, plus the current size when the spec keeps a default
 * out of them (requests: 20 of 10/25/50/100), so the chosen size still shows as chosen.
 */
export const offeredPageSizes = (options: readonly number[], current: number): number[] =>
  options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b);
