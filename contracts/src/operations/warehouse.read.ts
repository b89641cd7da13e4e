import type { ResourceRecord } from '../resources.js';

/** What every read row of a generic resource adds to its record: its id and when it was made and last changed. */
interface Stamped {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A warehouse as rm.warehouses holds it (operations-shared.md): the record and its number of locations. */
export type WarehouseRow = ResourceRecord<'warehouses'> &
  Stamped & {
    readonly locationCount: number;
  };

/** A location as rm.locations holds it (operations-shared.md): the record and its occupancy from check-ins (issue 14). */
export type LocationRow = ResourceRecord<'locations'> &
  Stamped & {
    readonly usedVolume: number;
    readonly freeVolume: number;
    readonly storageCount: number;
    readonly storageIds: number[];
  };

/** A team as GET /api/teams(/:id) answers it (spec 2 §3 Team). */
export type TeamRow = ResourceRecord<'teams'> & Stamped;

/** A box as POST /api/v1/boxes/list and GET /api/boxes(/:id) answer it (spec 3 §3 Box). */
export type BoxRow = ResourceRecord<'boxes'> & Stamped;

/** A blocked slot as GET /api/blocked-slots answers it (spec 2 §3 Blocked slot). */
export type BlockedSlotRow = ResourceRecord<'blocked-slots'> & Stamped;
