import type { RecordedEvent } from '@console/contracts';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { RefNames } from './ref-names.js';

/** How a projection takes a batch of events (see `applyBatchWith`). */
export interface BatchSteps {
  /** Folds one event into the rows the batch gathers (RowBatch); an event it does not own: nothing. */
  gather(e: RecordedEvent): void | Promise<void>;
  /** Writes the gathered rows (writeRows), reading the names as they stand. */
  flush(): Promise<void>;
  /**
   * Events applied one at a time because they read stored rows or names: the names and rows gathered before are
   * written first.
   */
  readonly oneByOne?: { readonly types: ReadonlySet<string>; apply(e: RecordedEvent): Promise<void> };
}

/**
 * A projection's `applyBatch`: the names the events give are noted (merged per record) and the rows gathered, then
 * the names written (the cache, and the stored rows copying them), then the rows, which copy the names as they now
 * stand. Each row's copied names thus end equal to the current name of the record its key names, as when the events
 * are applied one by one; a rebuild gives the live rows.
 */
export const applyBatchWith = async (
  trx: Transaction<ReadModels>,
  events: readonly RecordedEvent[],
  names: RefNames<string, string>,
  steps: BatchSteps,
): Promise<void> => {
  const changes = names.changes();
  for (const e of events) {
    changes.note(e);
    if (steps.oneByOne?.types.has(e.type)) {
      await changes.write(trx);
      await steps.flush();
      await steps.oneByOne.apply(e);
    } else {
      await steps.gather(e);
    }
  }
  await changes.write(trx);
  await steps.flush();
};
