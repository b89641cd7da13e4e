import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { LRUCache } from 'lru-cache';

const TokenClaims = t.intersection([t.type({ sub: t.string }), t.partial({ exp: t.number })]);

/** Tokens verified lately: about one per signed-in browser tab, so a few thousand cover a busy console. */
const VERIFIED_CAPACITY = 2_000;

interface Verified {
  readonly userId: number;
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

  constructor(
    secret: string,
    private readonly ttl: string = '12h',
    /** ms since the epoch, as Date.now (tests move it). */
    private readonly clock: () => number = Date.now,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  issue(userId: number): string {
    return jwt.sign({ iat: Math.floor(this.clock() / 1000) }, this.key, {
      subject: String(userId),
      expiresIn: this.ttl as jwt.SignOptions['expiresIn'],
      algorithm: 'HS256',
    });
  }

  /** The user id, or undefined for a token that is bad, expired or not ours. */
  verify(token: string): number | undefined {
    const known = this.verified.get(token);
    if (known) {
      // As jsonwebtoken decides: expired from the second `exp` names.
      if (this.clock() < known.expiresAt) return known.userId;
      this.verified.delete(token);
      return undefined;
    }
    const checked = this.check(token);
    if (!checked) return undefined;
    this.verified.set(token, checked);
    return checked.userId;
  }

  private check(token: string): Verified | undefined {
    try {
      const claims = TokenClaims.decode(
        jwt.verify(token, this.key, { algorithms: ['HS256'], clockTimestamp: Math.floor(this.clock() / 1000) }),
      );
      if (isLeft(claims)) return undefined;
      const userId = Number(claims.right.sub);
      if (!Number.isSafeInteger(userId)) return undefined;
      const { exp } = claims.right;
      return { userId, expiresAt: exp === undefined ? Infinity : exp * 1000 };
    } catch {
      return undefined;
    }
  }
}
