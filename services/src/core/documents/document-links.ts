import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';

/** The documents a signed link opens: the quote of a lead (`/pdf/quote`), the note of a request (`/pdf/note`). */
export type LinkedDocument = 'quote' | 'note' | 'receipt' | 'statement' | 'invoice';

/**
 * What a signed link opens: a document, the live feed (`/api/v1/live?link=`, which EventSource opens without headers),
 * or the consumer app as a customer (impersonation: never a bearer token of this API).
 */
export type SignedLinkPurpose = LinkedDocument | 'live' | 'impersonation';

/** How long a signed document link works. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;

/**
 * Short-lived signed links to one document (`/pdf/<doc>?id=<id>&token=<link token>`), for a browser tab that cannot
 * send the bearer header. Each kind of document is signed with its own key derived from the JWT secret for this
 * purpose only, so a link token is never a bearer token nor another document's link, and it names the one record
 * it opens.
 */
export class DocumentLinks {
  private readonly key: Buffer;
  private readonly claims: t.Type<{ sub: string; doc: SignedLinkPurpose; id: number }, unknown, unknown>;

  constructor(
    jwtSecret: string,
    private readonly doc: SignedLinkPurpose,
  ) {
    this.key = crypto.createHmac('sha256', jwtSecret).update(`${doc}-link`).digest();
    this.claims = t.type({ sub: t.string, doc: t.literal(doc), id: t.number });
  }

  issue(
    userId: number,
    id: number,
    now = Date.now(),
    ttlSeconds = DOCUMENT_LINK_TTL_SECONDS,
  ): { token: string; expiresAt: string } {
    const token = jwt.sign({ doc: this.doc, id, iat: Math.floor(now / 1000) }, this.key, {
      subject: String(userId),
      expiresIn: ttlSeconds,
      algorithm: 'HS256',
    });
    return { token, expiresAt: new Date(now + ttlSeconds * 1000).toISOString() };
  }

  /** The user the link was issued to, when the token is good, unexpired and for this record. */
  verify(token: string, id: number): number | undefined {
    try {
      const claims = this.claims.decode(jwt.verify(token, this.key, { algorithms: ['HS256'] }));
      if (isLeft(claims) || claims.right.id !== id) return undefined;
      const userId = Number(claims.right.sub);
      return Number.isSafeInteger(userId) ? userId : undefined;
    } catch {
      return undefined;
    }
  }
}
