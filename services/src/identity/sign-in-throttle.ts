import { LRUCache } from 'lru-cache';

/**
 * Failed sign-ins counted per account (the e-mail as typed, normalised, known or not, so the answer never tells
 * which e-mails exist) and per client address, over a sliding window. Past the limit a sign-in is refused before
 * the password is checked, so a guesser learns nothing more, and the answer says when to try again. A success
 * clears its account's failures, never the address's (a guesser with one real account must not reset its count).
 *
 * Kept in the memory of the API process: no write per failure to the database, nothing to clean up, and a restart
 * only forgives. With several API processes each counts its own share, so the effective limit is that many times
 * higher (docs/decisions.md, Security).
 */
export interface ThrottleLimits {
  readonly windowMs: number;
  readonly perAccount: number;
  readonly perAddress: number;
}

export const SIGN_IN_LIMITS: ThrottleLimits = { windowMs: 15 * 60_000, perAccount: 10, perAddress: 50 };

/** Refused: how many whole seconds until the oldest counted failure leaves the window. */
export interface Throttled {
  readonly retryAfterSeconds: number;
}

/** Beyond this many tracked keys the oldest are dropped, so a flood of made-up e-mails cannot exhaust memory. */
const MAX_KEYS = 100_000;

/** The failure times of one key, oldest first, at most `limit` of them (older ones cannot matter). */
class FailureWindows {
  /** Least recently failed first out: `recent` only peeks, a failure moves its key last. */
  private readonly failures: LRUCache<string, number[]>;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    maxKeys: number,
  ) {
    this.failures = new LRUCache({ max: maxKeys });
  }

  private recent(key: string, now: number): number[] {
    const times = this.failures.peek(key);
    if (!times) return [];
    // Oldest first: the ones out of the window are a prefix, dropped in place so the key keeps its place.
    const firstInWindow = times.findIndex((t) => now - t < this.windowMs);
    if (firstInWindow === -1) {
      this.failures.delete(key);
      return [];
    }
    times.splice(0, firstInWindow);
    return times;
  }

  /** Seconds to wait when the key is at its limit, else undefined. */
  check(key: string, now: number): number | undefined {
    const times = this.recent(key, now);
    if (times.length < this.limit) return undefined;
    return Math.max(1, Math.ceil((times[0]! + this.windowMs - now) / 1000));
  }

  record(key: string, now: number): void {
    const times = this.recent(key, now);
    this.failures.set(key, [...times, now].slice(-this.limit));
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export class SignInThrottle {
  private readonly accounts: FailureWindows;
  private readonly addresses: FailureWindows;

  constructor(
    limits: ThrottleLimits = SIGN_IN_LIMITS,
    private readonly clock: () => number = Date.now,
    /** Keys tracked at most per kind (accounts, addresses), the least recently failed dropped first. */
    maxKeys = MAX_KEYS,
  ) {
    this.accounts = new FailureWindows(limits.perAccount, limits.windowMs, maxKeys);
    this.addresses = new FailureWindows(limits.perAddress, limits.windowMs, maxKeys);
  }

  /** Refused when the account or the address is at its limit (the longer wait of the two). */
  check(account: string, address: string): Throttled | undefined {
    const now = this.clock();
    const waits = [this.accounts.check(account, now), this.addresses.check(address, now)].filter(
      (w): w is number => w !== undefined,
    );
    return waits.length === 0 ? undefined : { retryAfterSeconds: Math.max(...waits) };
  }

  failed(account: string, address: string): void {
    const now = this.clock();
    this.accounts.record(account, now);
    this.addresses.record(address, now);
  }

  succeeded(account: string): void {
    this.accounts.clear(account);
  }
}
