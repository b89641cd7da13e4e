import { positionToString, type GlobalPosition, type RecordedEvent } from '@console/contracts';

interface Asker {
  readonly limit: number;
  readonly resolve: (events: RecordedEvent[]) => void;
  readonly reject: (error: unknown) => void;
}

interface Group {
  readonly from: GlobalPosition;
  limit: number;
  readonly askers: Asker[];
}

/**
 * Unfiltered reads of the log from one position, asked in the same turn of the event loop, go as ONE query
 * (issue 13): an append that commits wakes the projector and the relay in the same turn, and both read the same
 * events after the same position. The query leaves at the end of that turn (setImmediate), so it is never one
 * that was sent before a reader asked: a reader woken by an append reads at least that append. Each asker gets
 * the first `limit` events of the query, which reads as many as the largest asked. A reader alone waits for the
 * end of the turn too: microseconds, against a query.
 */
export class JoinedLogReads {
  private readonly asked = new Map<string, Group>();

  constructor(private readonly query: (from: GlobalPosition, limit: number) => Promise<readonly RecordedEvent[]>) {}

  read(from: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const key = positionToString(from);
    let group = this.asked.get(key);
    if (!group) {
      const created: Group = { from, limit, askers: [] };
      this.asked.set(key, created);
      setImmediate(() => this.send(key, created));
      group = created;
    }
    group.limit = Math.max(group.limit, limit);
    const { askers } = group;
    return new Promise((resolve, reject) => askers.push({ limit, resolve, reject }));
  }

  private send(key: string, group: Group): void {
    this.asked.delete(key);
    this.query(group.from, group.limit).then(
      (events) => {
        // Each its own array: a reader may keep or change it.
        for (const a of group.askers) a.resolve(events.slice(0, a.limit));
      },
      (error: unknown) => {
        for (const a of group.askers) a.reject(error);
      },
    );
  }
}
