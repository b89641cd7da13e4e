import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The body of a local gateway request: JSON, or a browser's url-encoded form. */
export const readBody = async (req: http.IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const v: unknown = JSON.parse(text);
      return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
};

export const sendJson = (res: http.ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page that posts `fields` to `action` by itself: how gateways send a browser back with signed fields. */
export const autoPostPage = (action: string, fields: Readonly<Record<string, string>>, nonce?: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting</title></head>` +
  `<body><form method="post" action="${escapeHtml(action)}">` +
  Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('') +
  `<button type="submit">Continue</button></form>` +
  `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>document.forms[0].submit()</script></body></html>`;

/** The local hosted payment page: the amount and a Pay and a Decline button posting to `action`. */
export const hostedPage = (gateway: string, action: string, amountText: string, fields: Readonly<Record<string, string>>): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(gateway)} (local)</title></head><body>` +
  `<h1>${escapeHtml(gateway)} (local test gateway)</h1><p>Amount: ${escapeHtml(amountText)}</p>` +
  ['pay', 'decline']
    .map(
      (outcome) =>
        `<form method="post" action="${escapeHtml(action)}">` +
        Object.entries({ ...fields, outcome }).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('') +
        `<button type="submit" id="${outcome}">${outcome === 'pay' ? 'Pay' : 'Decline'}</button></form>`,
    )
    .join('') +
  `</body></html>`;

export interface LocalServer {
  readonly url: string;
  stop(): Promise<void>;
}

export const listen = async (handler: (req: http.IncomingMessage, res: http.ServerResponse, base: string) => Promise<void>): Promise<LocalServer> => {
  let base = '';
  const server = http.createServer((req, res) => {
    handler(req, res, base).catch((e: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: (e as Error).message });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms).unref());

/**
 * How a local gateway treats a card, by its token: `...decline...` is declined, `...slow...` is charged and then
 * answered only after the slow delay (a timeout after charging); any other is charged.
 */
export type LocalCardBehaviour = 'charge' | 'decline' | 'slow';
export const behaviourOf = (token: string): LocalCardBehaviour => (/decline/i.test(token) ? 'decline' : /slow/i.test(token) ? 'slow' : 'charge');
