import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The security headers of every answer (helmet): a Content-Security-Policy for the console served at / (scripts
 * only from this origin; inline styles, which MUI's emotion writes; photos and videos from this origin, a data: or
 * blob: preview, or the S3 bucket's address, which is another origin with BLOB_STORE=s3; uploads PUT to that bucket
 * too), no framing, no referrer, nosniff, HSTS (ignored by browsers over plain http). Cross-Origin-Resource-Policy
 * is same-site, so the console on another port of the same host (the Vite dev server) still shows local blobs.
 * The blob endpoint sets a stricter policy of its own (infra's blob-serving.ts).
 */
export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'media-src': ["'self'", 'blob:', 'https:', 'http:'],
        'connect-src': ["'self'", 'https:', 'http:'],
        'font-src': ["'self'", 'data:'],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // helmet's default would send every request of a page served over plain http (a local or compose
        // start) to https, where nothing answers: TLS is the proxy's business, and HSTS covers it there.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });

interface BodyParserError {
  readonly type?: unknown;
  readonly status?: unknown;
  readonly expose?: unknown;
}

const isBodyParserError = (e: unknown): e is BodyParserError & Error =>
  e instanceof Error &&
  typeof (e as BodyParserError).type === 'string' &&
  typeof (e as BodyParserError).status === 'number';

/**
 * Express error middleware for the body parsers: malformed JSON, a wrong charset or a body too large become the
 * API's JSON error (ARCHITECTURE §6) with a fixed message. body-parser's own message quotes the body
 * ("Unexpected token ... in JSON at position ..." with the text), and a body may carry a password: never echoed.
 */
export const unreadableBodyAnswer = (err: unknown, _req: Request, res: Response, next: NextFunction): void => {
  if (!isBodyParserError(err) || res.headersSent) return next(err);
  const status = err.status as number;
  if (status === 413) {
    res.status(413).json({ name: 'PayloadTooLarge', message: 'The request body is too large', code: 413 });
    return;
  }
  if (status >= 400 && status < 500) {
    const message =
      err.type === 'entity.parse.failed' ? 'The request body is not valid JSON' : 'The request body cannot be read';
    res.status(400).json({ name: 'BadRequest', message, code: 400 });
    return;
  }
  next(err);
};
