import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';

const TokenClaims = t.type({ sub: t.string });

/** Bearer tokens: HS256 JWTs naming the user; roles and partner are read fresh on every call, never trusted from it. */
export class TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as a public key on
   * every call (a thrown and caught error), which was about a millisecond of each API call (issue 13's profile).
   */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttl: string = '12h',
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  issue(userId: number): string {
    return jwt.sign({}, this.key, {
      subject: String(userId),
      expiresIn: this.ttl as jwt.SignOptions['expiresIn'],
      algorithm: 'HS256',
    });
  }

  /** The user id, or undefined for a token that is bad, expired or not ours. */
  verify(token: string): number | undefined {
    try {
      const claims = TokenClaims.decode(jwt.verify(token, this.key, { algorithms: ['HS256'] }));
      if (isLeft(claims)) return undefined;
      const id = Number(claims.right.sub);
      return Number.isSafeInteger(id) ? id : undefined;
    } catch {
      return undefined;
    }
  }
}
