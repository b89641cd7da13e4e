import type { ResourceRecord } from '../resources.js';

/** A partner's commission slab as GET /api/partner-commission-slabs answers it (spec 3 §3 Commission slab). */
export type CommissionSlabRow = ResourceRecord<'partner-commission-slabs'> & {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
};
