import type { EventStore } from '@console/infra';
import type { Kysely } from 'kysely';
import type { RunnerTables } from '../read-models.js';
import { resetProjection } from './checkpoint-store.js';
import type { Projection } from '../core/projection.js';
import { Projector, type CatchUpResult } from './projector.js';

export interface RebuildOptions<DB extends RunnerTables> {
  readonly store: EventStore;
  readonly db: Kysely<DB>;
  /** Every projection of the app; `names` picks among them. */
  readonly projections: readonly Projection<DB>[];
  /** The projections to rebuild; empty or undefined: all. */
  readonly names?: readonly string[];
  /** Most events per transaction. Default: the smallest of the projections' rebuildBatchSize, or the projector's. */
  readonly batchSize?: number;
}

/** The projector's batch (projector.ts): a rebuild's unless every projection rebuilt takes more. */
const PROJECTOR_BATCH_SIZE = 1_000;

const rebuildBatchSize = (chosen: readonly Pick<Projection<never>, 'rebuildBatchSize'>[]): number =>
  chosen.length === 0
    ? PROJECTOR_BATCH_SIZE
    : Math.min(...chosen.map((p) => p.rebuildBatchSize ?? PROJECTOR_BATCH_SIZE));

/**
 * Rebuilds read models from position START (ARCHITECTURE §5): empties the projections' tables, puts their
 * checkpoints back to START, and replays every event up to the head as it was when the replay began. A projector
 * running meanwhile notices its checkpoint moved and continues from it; nothing is applied twice.
 */
export const rebuildProjections = async <DB extends RunnerTables>(
  options: RebuildOptions<DB>,
): Promise<CatchUpResult> => {
  const chosen = selectProjections(options.projections, options.names);
  for (const projection of chosen) await resetProjection(options.db, projection);
  const projector = new Projector<DB>({
    store: options.store,
    db: options.db,
    projections: chosen,
    batchSize: options.batchSize ?? rebuildBatchSize(chosen),
    onError: () => undefined, // catchUp rejects with the error itself
  });
  return projector.catchUp();
};

export const selectProjections = <P extends { readonly name: string }>(
  all: readonly P[],
  names?: readonly string[],
): P[] => {
  if (!names || names.length === 0) return [...all];
  const unknown = names.filter((n) => !all.some((p) => p.name === n));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown projection(s): ${unknown.join(', ')}. Known: ${all.map((p) => p.name).join(', ') || '(none)'}`,
    );
  }
  return all.filter((p) => names.includes(p.name));
};
