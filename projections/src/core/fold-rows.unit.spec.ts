import type { RecordedEvent } from '@console/contracts';
import { foldRows, type FoldedBatch, type RowsFold } from './fold-rows.js';

let seq = 0;
const ev = (type: string, data: { id: number; by?: number }): RecordedEvent => ({
  id: `e${++seq}`,
  type,
  data,
  streamId: `counter-${data.id}`,
  streamVersion: seq,
  position: { major: 1n, minor: BigInt(seq) },
  recordedAt: '2026-12-01T00:00:00Z',
  metadata: {
    userId: null,
    partnerId: null,
    correlationId: 'c',
    causationId: null,
    command: 'x',
    occurredAt: '2026-12-01T00:00:00Z',
  },
});

interface Counter {
  readonly id: number;
  readonly n: number;
}

/** A counter per id: Added adds, Touched changes nothing, Removed folds it away; every move is logged. */
const counters = (stored: Counter[]) => {
  const loads: number[][] = [];
  const writes: FoldedBatch<number, Counter, string>[] = [];
  const steps: RowsFold<number, Counter, string> = {
    keyOf: (e) => (e.type === 'Other' ? undefined : (e.data as { id: number }).id),
    load: async (keys) => {
      loads.push([...keys]);
      return new Map(stored.filter((r) => keys.includes(r.id)).map((r) => [r.id, r]));
    },
    fold: (row, e) => {
      const { id, by = 0 } = e.data as { id: number; by?: number };
      if (e.type === 'Added') return { id, n: (row?.n ?? 0) + by };
      if (e.type === 'Removed') return undefined;
      return row;
    },
    emit: (before, after, e) => (before === after ? [] : [`${e.type}:${before?.n ?? '-'}→${after?.n ?? '-'}`]),
    write: async (batch) => {
      writes.push(batch);
    },
  };
  return { steps, loads, writes };
};

describe('foldRows', () => {
  test('reads the rows of the batch once, folds every event in order into its row, and writes once', async () => {
    const { steps, loads, writes } = counters([
      { id: 1, n: 10 },
      { id: 3, n: 5 },
    ]);
    const events = [
      ev('Added', { id: 2, by: 1 }),
      ev('Added', { id: 1, by: 2 }),
      ev('Other', { id: 9 }),
      ev('Touched', { id: 3 }),
      ev('Added', { id: 2, by: 4 }),
      ev('Removed', { id: 1 }),
    ];
    await foldRows(events, steps);
    expect(loads).toEqual([[2, 1, 3]]);
    expect(writes).toHaveLength(1);
    const { rows, out } = writes[0]!;
    expect([...rows.keys()]).toEqual([2, 1, 3]);
    expect(rows.get(2)).toEqual({ row: { id: 2, n: 5 }, changed: true, last: events[4] });
    // Folded away after a change: no row, changed.
    expect(rows.get(1)).toEqual({ row: undefined, changed: true, last: events[5] });
    // An event that gives the row back changes nothing.
    expect(rows.get(3)).toEqual({ row: { id: 3, n: 5 }, changed: false, last: events[3] });
    expect(out).toEqual(['Added:-→1', 'Added:10→12', 'Added:1→5', 'Removed:12→-']);
  });

  test('a batch of one event gives what the batch gives for it: the rows end as one event at a time leaves them', async () => {
    const stored = [{ id: 1, n: 1 }];
    const events = [ev('Added', { id: 1, by: 2 }), ev('Added', { id: 1, by: 3 })];
    const whole = counters(stored);
    await foldRows(events, whole.steps);
    let rows = stored;
    for (const e of events) {
      const one = counters(rows);
      await foldRows([e], one.steps);
      rows = [...one.writes[0]!.rows.values()].flatMap((r) => (r.row ? [r.row] : []));
    }
    expect(rows).toEqual([whole.writes[0]!.rows.get(1)!.row]);
  });

  test('a batch with no event to fold reads and writes nothing', async () => {
    const { steps, loads, writes } = counters([]);
    await foldRows([ev('Other', { id: 1 })], steps);
    await foldRows([], steps);
    expect(loads).toEqual([]);
    expect(writes).toEqual([]);
  });
});
