import type { RecordedEvent } from '@console/contracts';
import type { Transaction } from 'kysely';

/**
 * One read model's builder (ARCHITECTURE §5). The runner feeds it every event after its checkpoint, in global
 * order, a batch at a time, inside one transaction that also moves its checkpoint: `apply` must write only
 * through `trx`, and read only tables it owns (`tables`), or a rebuild would not give the live tables.
 */
export interface Projection<DB> {
  /** Unique and stable: the checkpoint's key. */
  readonly name: string;
  /** Bump it when `apply` or the tables change meaning: the runner then rebuilds the read model from START. */
  readonly version: number;
  /**
   * Event types `apply` is called for; all other events only move the checkpoint. 'all': every event (history,
   * which records every change of every record).
   */
  readonly handles: readonly string[] | 'all';
  /**
   * Optional: of the events `handles` names, whether `apply` changes anything for this one (a customer's rename is
   * nothing to the sign-in's e-mail index). An event it says no to is one it does not handle: no transaction and no
   * commit for it, as for the types it does not name (issue 13). It must depend on the event alone, so that a
   * rebuild skips the same events as the live run.
   */
  concerns?(event: RecordedEvent): boolean;
  /** Qualified tables it owns (`rm.users`), truncated on rebuild and named in "read model changed". */
  readonly tables: readonly string[];
  apply(trx: Transaction<DB>, event: RecordedEvent): Promise<void>;
  /**
   * Optional: the handled events of one batch at once, in order, with the same effect as `apply` on each. A
   * projection that can write runs of events in one statement (a rebuild's thousands of registrations) offers it.
   */
  applyBatch?(trx: Transaction<DB>, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * Optional: the events a rebuild may give it per batch, when larger than the projector's (rebuild.ts): what a
   * batch costs whatever its size (its reads of state, its statements) is then paid less often. Its applyBatch
   * must hold that many (a statement's parameters, its memory). A rebuild uses the smallest of its projections'.
   */
  readonly rebuildBatchSize?: number;
  /**
   * Optional: what a process manager does outside the read models (appends to the event store), for the handled
   * events of one batch, run before the batch's transaction opens. A batch's transaction row-locks its checkpoint,
   * which gives it a transaction id, and the store's snapshot fence keeps every reader of the log from seeing
   * events committed after that id until it ends: work held inside it would hold every projection back. Effects
   * must be idempotent: a crash before the checkpoint moves repeats them.
   */
  effects?(events: readonly RecordedEvent[]): Promise<void>;
}
