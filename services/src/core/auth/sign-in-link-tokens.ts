import crypto from 'node:crypto';
import type { SignInLinkPurpose } from '@console/contracts';

/** What a mailed link's token is made of: the link's id (its stream) and its secret part. */
export interface SignInLinkToken {
  readonly id: number;
  readonly verifier: string;
}

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** The page of the console each link opens (hash routes: the token never reaches a server's access log). */
const PAGE: Readonly<Record<SignInLinkPurpose, string>> = Object.freeze({
  reset: 'reset-password',
  magic: 'magic-link',
});

/**
 * The tokens of the password-reset and sign-in links (issue 34 §2): `<id>.<verifier>`, the verifier an HMAC-SHA256
 * of the link's id under a key derived from the installation's secret for this purpose only (256 bits: not
 * guessable). Nothing stores the verifier: the link's stream keeps its SHA-256 (to check a token presented), and the
 * notifier derives it again to write the mail, so a task, a communication record or an event never holds a usable
 * link. Shared by identity (issue, check) and the notifier (write the mail).
 */
export class SignInLinkTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = crypto.createHmac('sha256', jwtSecret).update('sign-in-links').digest();
  }

  verifierOf(id: number): string {
    return crypto.createHmac('sha256', this.key).update(`signinlink-${id}`).digest('base64url');
  }

  tokenOf(id: number): string {
    return `${id}.${this.verifierOf(id)}`;
  }

  /** The console's address of a link: `<base>/#/reset-password?token=…`. */
  linkOf(baseUrl: string, purpose: SignInLinkPurpose, id: number): string {
    return `${baseUrl.replace(/\/+$/, '')}/#/${PAGE[purpose]}?token=${this.tokenOf(id)}`;
  }

  /** The id and verifier of a token as typed, or undefined for anything not shaped like one. */
  static parse(token: unknown): SignInLinkToken | undefined {
    if (typeof token !== 'string') return undefined;
    const m = TOKEN.exec(token.trim());
    return m ? { id: Number(m[1]), verifier: m[2]! } : undefined;
  }

  static hashOf(verifier: string): string {
    return crypto.createHash('sha256').update(verifier).digest('hex');
  }
}
