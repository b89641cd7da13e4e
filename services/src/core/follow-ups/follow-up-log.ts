import { comparePositions, type GlobalPosition } from '@console/contracts';
import type { EventStore } from '@console/infra';

/** What the process managers appended for one correlation (one HTTP call and everything it caused). */
export interface FollowUps {
  /** The latest position appended for the correlation. */
  readonly position: GlobalPosition;
  /** The event types appended, so a chain (a follow-up another manager reacts to) is followed too. */
  readonly types: ReadonlySet<string>;
}

/** Correlations remembered: far more than the calls answered within one 2 s wait, so none is forgotten in time. */
const DEFAULT_CAPACITY = 10_000;

/**
 * The positions the process managers (task recorder, storage mover) appended, by the correlation id their events
 * carry (metadataCausedBy keeps the cause's): a command's answer learns from it where what its events caused
 * landed in the log, and waits for the read models up to there (issue 31). In memory, in the process that runs the
 * managers; the oldest correlations are dropped first.
 */
export class FollowUpLog {
  private readonly byCorrelation = new Map<string, { position: GlobalPosition; types: Set<string> }>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  record(correlationId: string, position: GlobalPosition, types: readonly string[]): void {
    const held = this.byCorrelation.get(correlationId);
    if (held) {
      this.byCorrelation.delete(correlationId);
      if (comparePositions(position, held.position) > 0) held.position = position;
      for (const t of types) held.types.add(t);
      this.byCorrelation.set(correlationId, held);
      return;
    }
    this.byCorrelation.set(correlationId, { position, types: new Set(types) });
    if (this.byCorrelation.size > this.capacity) {
      const oldest = this.byCorrelation.keys().next();
      if (!oldest.done) this.byCorrelation.delete(oldest.value);
    }
  }

  /** What was appended for `correlationId` after `after`; undefined when nothing was. */
  after(correlationId: string, after: GlobalPosition): FollowUps | undefined {
    const held = this.byCorrelation.get(correlationId);
    return held && comparePositions(held.position, after) > 0 ? held : undefined;
  }
}

/**
 * The store as a process manager appends through it: every append is also noted in `log` under its events'
 * correlation id, with the position it got. Everything else is the store itself.
 */
export const recordingFollowUps = (store: EventStore, log: FollowUpLog): EventStore =>
  new Proxy(store, {
    get(target, prop) {
      if (prop === 'append') {
        const append: EventStore['append'] = async (streamId, events, expected) => {
          const result = await target.append(streamId, events, expected);
          const byCorrelation = new Map<string, string[]>();
          for (const e of events) {
            const c = e.metadata.correlationId;
            byCorrelation.set(c, [...(byCorrelation.get(c) ?? []), e.type]);
          }
          for (const [c, types] of byCorrelation) log.record(c, result.position, types);
          return result;
        };
        return append;
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
