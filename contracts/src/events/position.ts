/**
 * A place in the log of all events. Two parts because neither store has a single gap-free counter:
 * PostgreSQL orders by (transaction id, sequence) behind the snapshot fence, EventStoreDB by (commit, prepare).
 * Compare positions only with `comparePositions`; never do arithmetic on them.
 */
export interface GlobalPosition {
  readonly major: bigint;
  readonly minor: bigint;
}

export const START: GlobalPosition = Object.freeze({ major: 0n, minor: 0n });

export const comparePositions = (a: GlobalPosition, b: GlobalPosition): -1 | 0 | 1 =>
  a.major < b.major ? -1 : a.major > b.major ? 1 : a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;

export const isAtOrAfter = (a: GlobalPosition, b: GlobalPosition): boolean => comparePositions(a, b) >= 0;

/** The newest of `positions` (undefined for none). */
export const latestPosition = (positions: Iterable<GlobalPosition>): GlobalPosition | undefined => {
  let latest: GlobalPosition | undefined;
  for (const p of positions) if (latest === undefined || comparePositions(p, latest) > 0) latest = p;
  return latest;
};

export const positionToString = (p: GlobalPosition): string => `${p.major}:${p.minor}`;

export const positionFromString = (s: string): GlobalPosition => {
  const [major, minor] = s.split(':');
  if (major === undefined || minor === undefined) throw new Error(`Not a position: ${s}`);
  return { major: BigInt(major), minor: BigInt(minor) };
};
