import type { GlobalPosition } from '@console/contracts';
import { causedPosition, type FollowUpManager } from './caused-position.js';
import { FollowUpLog } from './follow-up-log.js';

const at = (n: number): GlobalPosition => ({ major: BigInt(n), minor: 0n });
const n = (p: GlobalPosition): number => Number(p.major);

/** A manager that has read up to `reads` and answers at once. */
const manager = (name: string, handles: string[], reads: { n: number }): FollowUpManager & { asked: number[] } => {
  const asked: number[] = [];
  return {
    name,
    handles,
    asked,
    waitFor: (p) => {
      asked.push(n(p));
      return Promise.resolve(n(p) <= reads.n);
    },
  };
};

describe('where a command’s effect ends (issue 31)', () => {
  it('waits for no manager when none handles the command’s events', async () => {
    const m = manager('mover', ['RequestReceived'], { n: 0 });
    const r = await causedPosition({ managers: [m], log: new FollowUpLog() }, at(5), ['UserUpdated'], 'c1', 100);
    expect(r).toEqual({ position: at(5), reached: true });
    expect(m.asked).toEqual([]);
  });

  it('follows a chain: the mover’s storages, then a manager reacting to them', async () => {
    const log = new FollowUpLog();
    log.record('c1', at(9), ['StorageCreated']);
    log.record('c1', at(12), ['TaskCreated']);
    log.record('other', at(30), ['StorageCreated']);
    const mover = manager('mover', ['OrderStoragesSynced'], { n: 100 });
    const recorder = manager('recorder', ['StorageCreated'], { n: 100 });
    const r = await causedPosition({ managers: [mover, recorder], log }, at(7), ['OrderStoragesSynced'], 'c1', 100);
    expect(r).toEqual({ position: at(12), reached: true });
    expect(mover.asked).toEqual([7]);
    expect(recorder.asked).toEqual([12]);
  });

  it('says so when a manager does not get there in time', async () => {
    const m = manager('recorder', ['LeadQuoted'], { n: 3 });
    const r = await causedPosition({ managers: [m], log: new FollowUpLog() }, at(5), ['LeadQuoted'], 'c1', 10);
    expect(r.reached).toBe(false);
  });

  it('forgets the oldest correlations beyond its capacity, keeping the latest position of each', () => {
    const log = new FollowUpLog(2);
    log.record('a', at(3), ['X']);
    log.record('a', at(2), ['Y']);
    log.record('b', at(4), ['X']);
    log.record('c', at(5), ['X']);
    expect(log.after('a', at(0))).toBeUndefined();
    expect(log.after('b', at(0))?.position).toEqual(at(4));
    expect(log.after('c', at(5))).toBeUndefined();
  });
});
