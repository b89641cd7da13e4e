import type { GlobalPosition } from '@console/contracts';
import type { FollowUpLog } from './follow-up-log.js';

/** A process manager as a command's answer sees it: what it reacts to, and how far it has read. */
export interface FollowUpManager {
  readonly name: string;
  /** The event types it appends something for. */
  readonly handles: readonly string[];
  /** True once it has handled every event up to `position` (its appends for them are stored). */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean>;
}

/** The process managers of this process and what they appended. */
export interface FollowUpWatch {
  readonly managers: readonly FollowUpManager[];
  readonly log: FollowUpLog;
}

export interface CausedPosition {
  /** The latest position the command's events and what they caused reached: what the read models must hold. */
  readonly position: GlobalPosition;
  /** false: a manager did not get there in time (the answer then says so, as a read model's timeout would). */
  readonly reached: boolean;
}

/**
 * Where a command's effect ends in the log (ARCHITECTURE §1: "what a process manager appends because of the
 * command counts as the command's effect"). Only the managers that handle one of the command's event types are
 * waited for (a command nothing reacts to waits for none); once they have passed its position, their appends in the
 * command's correlation are stored, and the log says where they landed. Those follow-ups may in turn concern a
 * manager (a chain): the loop goes on until no new follow-up appears, all within `timeoutMs`.
 */
export const causedPosition = async (
  watch: FollowUpWatch,
  start: GlobalPosition,
  eventTypes: readonly string[],
  correlationId: string | undefined,
  timeoutMs: number,
): Promise<CausedPosition> => {
  const deadline = Date.now() + timeoutMs;
  let position = start;
  let types = new Set(eventTypes);
  for (;;) {
    const concerned = watch.managers.filter((m) => m.handles.some((t) => types.has(t)));
    if (concerned.length === 0 || correlationId === undefined) return { position, reached: true };
    for (const manager of concerned) {
      if (!(await manager.waitFor(position, Math.max(0, deadline - Date.now())))) return { position, reached: false };
    }
    const followUps = watch.log.after(correlationId, position);
    if (!followUps) return { position, reached: true };
    position = followUps.position;
    types = new Set(followUps.types);
  }
};
