import { streamCategory } from '@console/contracts';
import type { ReadAllFilter } from './event-store.port.js';

/** An absent or empty list does not filter. */
const allows = (list: readonly string[] | undefined, value: string): boolean =>
  list === undefined || list.length === 0 || list.includes(value);

/** Whether an event of `type` in `streamId` passes `filter`: used where the store cannot filter itself. */
export const matchesFilter = (streamId: string, type: string, filter: ReadAllFilter | undefined): boolean =>
  filter === undefined || (allows(filter.types, type) && allows(filter.categories, streamCategory(streamId)));

/** Whether `filter` leaves any event out: a list in it that is not empty. */
export const filtersEvents = (filter: ReadAllFilter | undefined): filter is ReadAllFilter =>
  (filter?.types?.length ?? 0) > 0 || (filter?.categories?.length ?? 0) > 0;
