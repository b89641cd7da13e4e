import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';

/** How long a signed request note link works (as the quote's). */
export const NOTE_LINK_TTL_SECONDS = 300;

const LinkClaims = t.type({ sub: t.string, doc: t.literal('note'), id: t.number });

/**
 * Short-lived signed links to a request's note PDF (`/pdf/note?id=<id>&token=<link token>`), for a browser tab that
 * cannot send the bearer header. Signed with a key derived from the JWT secret for this purpose only, so it is
 * never a bearer token nor a quote link, and it names the one request it opens.
 */
export class NoteLinks {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = crypto.createHmac('sha256', jwtSecret).update('note-link').digest();
  }

  issue(userId: number, requestId: number, now = Date.now(), ttlSeconds = NOTE_LINK_TTL_SECONDS): { token: string; expiresAt: string } {
    const token = jwt.sign({ doc: 'note', id: requestId, iat: Math.floor(now / 1000) }, this.key, {
      subject: String(userId),
      expiresIn: ttlSeconds,
      algorithm: 'HS256',
    });
    return { token, expiresAt: new Date(now + ttlSeconds * 1000).toISOString() };
  }

  /** The user the link was issued to, when the token is good, unexpired and for this request. */
  verify(token: string, requestId: number): number | undefined {
    try {
      const claims = LinkClaims.decode(jwt.verify(token, this.key, { algorithms: ['HS256'] }));
      if (isLeft(claims) || claims.right.id !== requestId) return undefined;
      const userId = Number(claims.right.sub);
      return Number.isSafeInteger(userId) ? userId : undefined;
    } catch {
      return undefined;
    }
  }
}
