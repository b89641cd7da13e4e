import type { ResourceRecord } from '../resources.js';

/** A service type as GET /api/service-types answers it (spec 3 §3): its rent in 1/10000 of its currency. */
export type ServiceTypeRow = ResourceRecord<'service-types'> & {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
};
