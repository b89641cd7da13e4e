import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Signed-out sessions kept at most: more than a day of sign-outs of a busy console. */
const CAPACITY = 1_000_000;
/** How far back a sign-out can still matter: past it, every token of that session has expired (12 h tokens). */
const TOKEN_LIFETIME_HOURS = 24;

/**
 * Signed-out sessions, as every API process must see them (issue 34: a sign-out holds with several API processes).
 * A sign-out is `UserLoggedOut` on its session's stream, and its answer waits until `rm.user_logs` has it, so any
 * process that reads that table from then on refuses the session's token.
 *
 * - A process that applies the user logs projection itself (`follows`) knows every sign-out as its projector commits
 *   it (`closed`, called before any answer waiting on that commit is given), and those of before it started
 *   (`load`): it answers from memory, with no read per call (issue 13's budget).
 * - Any other process reads the session's row on each call of a token naming one; a closed session is then kept.
 */
export class SessionRevocations {
  private readonly signedOut = new LRUCache<number, true>({ max: CAPACITY });

  constructor(
    private readonly db: Kysely<ReadModels>,
    private readonly follows: boolean,
  ) {}

  /** The sign-outs of the tokens still alive, before the projector starts telling this process of new ones. */
  async load(): Promise<void> {
    const rows = await this.db
      .selectFrom('rm.user_logs')
      .select('id')
      .where('logoutAt', 'is not', null)
      .where('loginAt', '>', sql<Date>`now() - make_interval(hours => ${TOKEN_LIFETIME_HOURS})`)
      .execute();
    for (const r of rows) this.signedOut.set(r.id, true);
  }

  /** The projector committed these sessions' sign-outs (or this process's own sign-out appended one). */
  closed(sessionId: number): void {
    this.signedOut.set(sessionId, true);
  }

  async isClosed(sessionId: number): Promise<boolean> {
    if (this.signedOut.has(sessionId)) return true;
    if (this.follows) return false;
    const row = await this.db
      .selectFrom('rm.user_logs')
      .select('logoutAt')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    if (!row?.logoutAt) return false;
    this.signedOut.set(sessionId, true);
    return true;
  }
}
