import type { Actor } from '../core/command-context.js';

interface Cached {
  readonly actor: Actor | undefined;
  readonly generation: number;
}

/**
 * The signed-in users of recent calls, kept until the users read model next changes (issue 13: the lookup was a
 * round trip on every call, a tenth of a rename). Only a process that applies the users projection itself can
 * keep it: its projector says when `rm.users` committed, so a role change or a suspension still counts from the
 * next call after its read model row, exactly as with a fresh read. Elsewhere every call reads the row.
 */
export class ActorCache {
  private generation = 0;
  private readonly actors = new Map<number, Cached>();

  constructor(
    private readonly load: (userId: number) => Promise<Actor | undefined>,
    private readonly maxEntries = 10_000,
  ) {}

  /** The users read model committed a change: every kept actor may be stale. */
  usersChanged(): void {
    this.generation += 1;
    this.actors.clear();
  }

  async actor(userId: number): Promise<Actor | undefined> {
    const generation = this.generation;
    const cached = this.actors.get(userId);
    if (cached && cached.generation === generation) return cached.actor;
    const actor = await this.load(userId);
    // Kept only if nothing committed during the read: the row read may predate that commit.
    if (generation === this.generation) {
      if (this.actors.size >= this.maxEntries) this.actors.clear();
      this.actors.set(userId, { actor, generation });
    }
    return actor;
  }
}
