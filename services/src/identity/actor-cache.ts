import { LRUCache } from 'lru-cache';
import type { Actor } from '../core/command-context.js';

const USER_STREAM = /^user-(\d+)$/;

interface Cached {
  readonly actor: Actor | undefined;
}

/**
 * The signed-in users of recent calls, each kept until the users read model commits a change of its row (issue 13:
 * the lookup was a round trip on every call). Only a process that applies the users projection itself can keep
 * them: its projector says what `rm.users` committed before any answer waiting on it is given, so a role change or
 * a suspension still counts from the next call, exactly as with a fresh read. Elsewhere every call reads the row.
 */
export class ActorCache {
  /** Counts the commits of rm.users seen. */
  private generation = 0;
  private readonly actors: LRUCache<number, Cached>;

  constructor(
    private readonly load: (userId: number) => Promise<Actor | undefined>,
    maxEntries = 10_000,
  ) {
    this.actors = new LRUCache({ max: maxEntries });
  }

  /**
   * The users read model committed rows from these streams' events. A user's row (what makes an actor: roles,
   * status, partner, name, e-mail) follows its own stream `user-<id>`, so only those users are read again; an
   * event of any other stream (or none named) may touch any row, and every kept actor is dropped.
   */
  usersChanged(streamIds?: readonly string[]): void {
    this.generation += 1;
    const ids = streamIds?.map((s) => USER_STREAM.exec(s)?.[1]);
    if (!ids || ids.some((id) => id === undefined)) {
      this.actors.clear();
      return;
    }
    for (const id of ids) this.actors.delete(Number(id));
  }

  async actor(userId: number): Promise<Actor | undefined> {
    const cached = this.actors.get(userId);
    if (cached) return cached.actor;
    const generation = this.generation;
    const actor = await this.load(userId);
    // Kept only if nothing committed during the read: the row read may predate that commit.
    if (generation === this.generation) this.actors.set(userId, { actor });
    return actor;
  }
}
