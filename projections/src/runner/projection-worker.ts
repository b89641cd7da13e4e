import { comparePositions, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import type { RunnerTables } from '../read-models.js';
import type { StoppedProjection } from './projection-failures.js';
import type { Projection } from '../core/projection.js';

/** What one commit changed, for "read model changed" notifications. */
export interface CommittedBatch {
  readonly projection: string;
  readonly tables: readonly string[];
  /** The projection's checkpoint after the commit: the position of the batch's last event. */
  readonly position: GlobalPosition;
  /** How many events of the batch the projection handled (always > 0: batches that changed nothing are silent). */
  readonly events: number;
}

export interface ProjectionFailure {
  /** The projection that failed; for a batch that failed as a whole, the names of all it carried. */
  readonly projection: string;
  readonly error: unknown;
  /** Consecutive failures so far. */
  readonly attempt: number;
  /**
   * When the batch is tried again; undefined when it is not: a projection stopped on an event it cannot apply
   * (see `stoppedAt`), a version conflict, or catch-up mode.
   */
  readonly retryInMs: number | undefined;
  /** The event the projection stopped on, when it stopped alone. */
  readonly stoppedAt?: StoppedProjection;
}

/** `retrying`: a batch failed and will be tried again; `failed`: stopped (an event it cannot apply, or a version conflict). */
export type WorkerState = 'starting' | 'rebuilding' | 'catching-up' | 'live' | 'retrying' | 'failed' | 'stopped';

/** The checkpoint in the database is not where this worker left it: someone else moved it. Reload and go on. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

/** Another process runs a different version of this projection: fighting over it would rebuild it for ever. */
export class ProjectionVersionConflictError extends Error {
  override readonly name = 'ProjectionVersionConflictError';
}

/**
 * One projection's place in the projector's shared loop (projection-loop.ts): its checkpoint as this process last
 * committed it, whether it is stopped, and its counters. The loop reads and commits batches for all of them.
 */
export class ProjectionWorker<DB extends RunnerTables> {
  position: GlobalPosition | undefined;
  /** Its checkpoint in the database, which trails `position` while only unhandled batches went by (projection-loop.ts). */
  stored: GlobalPosition | undefined;
  state: WorkerState = 'starting';
  lastError: string | undefined;
  eventsRead = 0;
  eventsApplied = 0;
  /** The recorded failure (rm.projection_failures), until the projection gets past its event. */
  failure: StoppedProjection | undefined;
  /** Left out of every batch: stopped on `failure`'s event until a retry, or on a version conflict for good. */
  stopped = false;

  private readonly handles: ReadonlySet<string> | 'all';

  constructor(readonly projection: Projection<DB>) {
    this.handles = projection.handles === 'all' ? 'all' : new Set(projection.handles);
  }

  get name(): string {
    return this.projection.name;
  }

  handlesEvent(event: RecordedEvent): boolean {
    return (this.handles === 'all' || this.handles.has(event.type)) && (this.projection.concerns?.(event) ?? true);
  }

  handledOf(events: readonly RecordedEvent[]): readonly RecordedEvent[] {
    return this.handles === 'all' && !this.projection.concerns ? events : events.filter((e) => this.handlesEvent(e));
  }

  /** The events of `batch` after this projection's checkpoint (a projection ahead of the batch's start skips some). */
  pendingOf(batch: readonly RecordedEvent[]): readonly RecordedEvent[] {
    const position = this.position;
    if (!position) return [];
    const first = batch.findIndex((e) => comparePositions(e.position, position) > 0);
    return first < 0 ? [] : first === 0 ? batch : batch.slice(first);
  }

  /** Stopped on an event of the batch that ends at `batchEnd`: waits for positions after that batch need not wait for it. */
  stoppedBefore(target: GlobalPosition): boolean {
    return this.stopped && this.failure !== undefined && comparePositions(target, this.failure.batchEnd) > 0;
  }

  /** Stopped on an event at or before `target` whose batch reaches it: a wait for `target` cannot succeed. */
  stoppedOn(target: GlobalPosition): boolean {
    return (
      this.stopped &&
      this.failure !== undefined &&
      comparePositions(target, this.failure.position) >= 0 &&
      comparePositions(target, this.failure.batchEnd) <= 0
    );
  }
}
