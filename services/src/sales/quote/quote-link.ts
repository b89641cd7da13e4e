import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';

/** How long a signed quote link works. */
export const QUOTE_LINK_TTL_SECONDS = 300;

const LinkClaims = t.type({ sub: t.string, doc: t.literal('quote'), id: t.number });

/**
 * Short-lived signed links to a lead's quote PDF (`/pdf/quote?id=<id>&token=<link token>`), for a browser tab that
 * cannot send the bearer header. The link token is signed with a key derived from the JWT secret for this purpose
 * only, so it is never accepted as a bearer token, and it names the one lead it opens.
 */
export class QuoteLinks {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = crypto.createHmac('sha256', jwtSecret).update('quote-link').digest();
  }

  issue(userId: number, leadId: number, now = Date.now()): { token: string; expiresAt: string } {
    const token = jwt.sign({ doc: 'quote', id: leadId }, this.key, {
      subject: String(userId),
      expiresIn: QUOTE_LINK_TTL_SECONDS,
      algorithm: 'HS256',
    });
    return { token, expiresAt: new Date(now + QUOTE_LINK_TTL_SECONDS * 1000).toISOString() };
  }

  /** The user the link was issued to, when the token is good, unexpired and for this lead. */
  verify(token: string, leadId: number): number | undefined {
    try {
      const claims = LinkClaims.decode(jwt.verify(token, this.key, { algorithms: ['HS256'] }));
      if (isLeft(claims) || claims.right.id !== leadId) return undefined;
      const userId = Number(claims.right.sub);
      return Number.isSafeInteger(userId) ? userId : undefined;
    } catch {
      return undefined;
    }
  }
}
