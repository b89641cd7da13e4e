import type { RequestRow } from '@console/contracts';

/** The time slot as hours ('9 - 13'), or nothing. */
export const slotOf = (r: Pick<RequestRow, 'from' | 'to'>): string =>
  r.from !== null && r.to !== null ? `${r.from}:00 - ${r.to}:00` : '';
