import crypto from 'node:crypto';

/** Where a mail's tracking links point and what signs them (issue 33: opened pixel and click links per message). */
export interface MailTracking {
  /** The console's public address, `https://console.example.com` (PUBLIC_URL). */
  readonly baseUrl: string;
  /** The signing key (derived from the JWT secret, trackingKeyOf). */
  readonly key: string;
}

export const TRACKING_PATH = '/api/v1/communication-records/track';

/** The key the tracking links are signed with: its own, derived from the installation's secret. */
export const trackingKeyOf = (jwtSecret: string): string =>
  crypto.createHmac('sha256', jwtSecret).update('mail-tracking').digest('base64url');

/** The signature of one message's link: the record, what the link does, and (for a click) where it goes. */
export const trackingSignature = (key: string, recordId: number, kind: 'open' | 'click', target = ''): string =>
  crypto.createHmac('sha256', key).update(`${kind}\n${recordId}\n${target}`).digest('base64url').slice(0, 32);

export const trackingSignatureValid = (
  key: string,
  recordId: number,
  kind: 'open' | 'click',
  given: unknown,
  target = '',
): boolean => {
  if (typeof given !== 'string' || given.length !== 32) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(trackingSignature(key, recordId, kind, target)));
};

const base = (t: MailTracking) => `${t.baseUrl.replace(/\/+$/, '')}${TRACKING_PATH}`;

export const openPixelUrl = (t: MailTracking, recordId: number): string =>
  `${base(t)}/${recordId}/open.gif?s=${trackingSignature(t.key, recordId, 'open')}`;

export const clickUrl = (t: MailTracking, recordId: number, target: string): string =>
  `${base(t)}/${recordId}/click?u=${encodeURIComponent(target)}&s=${trackingSignature(t.key, recordId, 'click', target)}`;

/** An attribute's text as the browser reads it (Handlebars writes `=` as `&#x3D;`), entities decoded, `&amp;` last. */
const unescapeAttr = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The mail's HTML with every http(s) link sent through its signed click address and a 1×1 pixel at the end of its
 * body. The body is the sanitized template's output (sanitize-html writes attributes double-quoted), so a pattern
 * over `<a … href="…">` finds every link.
 */
export const trackMailHtml = (html: string, recordId: number, t: MailTracking): string => {
  const linked = html.replace(
    /(<a\b[^>]*?\bhref=")(https?:\/\/[^"]+)(")/gi,
    (_m, open: string, href: string, close: string) =>
      `${open}${escapeAttr(clickUrl(t, recordId, unescapeAttr(href)))}${close}`,
  );
  const pixel = `<img src="${escapeAttr(openPixelUrl(t, recordId))}" width="1" height="1" alt="" style="display:none">`;
  return /<\/body>/i.test(linked) ? linked.replace(/<\/body>/i, `${pixel}</body>`) : `${linked}${pixel}`;
};
