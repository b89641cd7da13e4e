import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { LRUCache } from 'lru-cache';

const TokenClaims = t.intersection([t.type({ sub: t.string }), t.partial({ exp: t.number, sid: t.number })]);

/** Tokens verified lately: about one per signed-in browser tab, so a few thousand cover a busy console. */
const VERIFIED_CAPACITY = 2_000;

interface Verified {
  readonly userId: number;
  /** The sign-in (user log) the token was issued for, when it names one: its sign-out closes that log. */
  readonly sessionId: number | undefined;
  /** When the token expires (its `exp`), in ms; Infinity for one without. */
  readonly expiresAt: number;
}

/** Bearer tokens: HS256 JWTs naming the user; roles and partner are read fresh on every call, never trusted from it. */
export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as a public key on
   * every call (a thrown and caught error), which was about a millisecond of each API call (issue 13's profile).
   */
  private readonly key: KeyObject;
  /**
   * Each call of a signed-in tab sends the same token: its signature is checked once, then only its expiry (the
   * HMAC, base64 and JSON of a verification were a few per cent of a command's CPU, issue 13). Keyed by the whole
   * token, so only the very string that passed is trusted again; least recently used first out.
   */
  private readonly verified = new LRUCache<string, Verified>({ max: VERIFIED_CAPACITY });
  /**
   * Tokens signed out, refused until they expire anyway. Kept in this process's memory (like the sign-in
   * throttle): with several API processes a signed-out token still works on the others until its expiry.
   */
  private readonly revoked = new LRUCache<string, true>({ max: 100_000 });

  constructor(
    secret: string,
    private readonly ttl: string = '12h',
    /** ms since the epoch, as Date.now (tests move it). */
    private readonly clock: () => number = Date.now,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  issue(userId: number, sessionId?: number): string {
    const claims = { iat: Math.floor(this.clock() / 1000), ...(sessionId === undefined ? {} : { sid: sessionId }) };
    return jwt.sign(claims, this.key, {
      subject: String(userId),
      expiresIn: this.ttl as jwt.SignOptions['expiresIn'],
      algorithm: 'HS256',
    });
  }

  /** The user id, or undefined for a token that is bad, expired or not ours. */
  verify(token: string): number | undefined {
    return this.verifiedClaims(token)?.userId;
  }

  /** The sign-in a valid token was issued for (undefined: a bad token, or one issued without). */
  sessionOf(token: string): number | undefined {
    return this.verifiedClaims(token)?.sessionId;
  }

  /** Signs the token out: refused from now on by this process. */
  revoke(token: string): void {
    const checked = this.verifiedClaims(token);
    if (!checked) return;
    this.verified.delete(token);
    const ttl = checked.expiresAt === Infinity ? 0 : Math.max(1, checked.expiresAt - this.clock());
    this.revoked.set(token, true, ttl === 0 ? {} : { ttl });
  }

  private verifiedClaims(token: string): Verified | undefined {
    if (this.revoked.has(token)) return undefined;
    const known = this.verified.get(token);
    if (known) {
      // As jsonwebtoken decides: expired from the second `exp` names.
      if (this.clock() < known.expiresAt) return known;
      this.verified.delete(token);
      return undefined;
    }
    const checked = this.check(token);
    if (!checked) return undefined;
    this.verified.set(token, checked);
    return checked;
  }

  private check(token: string): Verified | undefined {
    try {
      const claims = TokenClaims.decode(
        jwt.verify(token, this.key, { algorithms: ['HS256'], clockTimestamp: Math.floor(this.clock() / 1000) }),
      );
      if (isLeft(claims)) return undefined;
      const userId = Number(claims.right.sub);
      if (!Number.isSafeInteger(userId)) return undefined;
      const { exp, sid } = claims.right;
      return { userId, sessionId: sid, expiresAt: exp === undefined ? Infinity : exp * 1000 };
    } catch {
      return undefined;
    }
  }
}
