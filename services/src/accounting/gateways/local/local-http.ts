import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { autoPostPage, escapeHtml } from '../gateway-pages.js';
import { readBody } from '../gateway-http.js';

export { autoPostPage, readBody };

export const sendJson = (res: http.ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The local hosted payment page: the amount and a Pay and a Decline button posting to `action`. */
export const hostedPage = (
  gateway: string,
  action: string,
  amountText: string,
  fields: Readonly<Record<string, string>>,
): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(gateway)} (local)</title></head><body>` +
  `<h1>${escapeHtml(gateway)} (local test gateway)</h1><p>Amount: ${escapeHtml(amountText)}</p>` +
  ['pay', 'decline']
    .map(
      (outcome) =>
        `<form method="post" action="${escapeHtml(action)}">` +
        Object.entries({ ...fields, outcome })
          .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
          .join('') +
        `<button type="submit" id="${outcome}">${outcome === 'pay' ? 'Pay' : 'Decline'}</button></form>`,
    )
    .join('') +
  `</body></html>`;

export interface LocalServer {
  readonly url: string;
  stop(): Promise<void>;
}

export const listen = async (
  handler: (req: http.IncomingMessage, res: http.ServerResponse, base: string) => Promise<void>,
): Promise<LocalServer> => {
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
export const behaviourOf = (token: string): LocalCardBehaviour =>
  /decline/i.test(token) ? 'decline' : /slow/i.test(token) ? 'slow' : 'charge';
