import jwt from 'jsonwebtoken';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';

const TokenClaims = t.type({ sub: t.string });

/** Bearer tokens: HS256 JWTs naming the user; roles and partner are read fresh on every call, never trusted from it. */
export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttl: string = '12h',
  ) {}

  issue(userId: number): string {
    return jwt.sign({}, this.secret, {
      subject: String(userId),
      expiresIn: this.ttl as jwt.SignOptions['expiresIn'],
      algorithm: 'HS256',
    });
  }

  /** The user id, or undefined for a token that is bad, expired or not ours. */
  verify(token: string): number | undefined {
    try {
      const claims = TokenClaims.decode(jwt.verify(token, this.secret, { algorithms: ['HS256'] }));
      if (isLeft(claims)) return undefined;
      const id = Number(claims.right.sub);
      return Number.isSafeInteger(id) ? id : undefined;
    } catch {
      return undefined;
    }
  }
}
