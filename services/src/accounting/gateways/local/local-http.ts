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

/**
 * What a local gateway took, counted per merchant reference (PayFort merchant_reference, Tap reference.idempotent):
 * every charge that took money counts, so a test proves "one charge per attempt" from the gateway's side. And a
 * switch that makes the gateway lose its answers for a while (it acts, then answers after the slow delay), the way
 * a network does.
 */
export class ChargeBook {
  private readonly counts = new Map<string, number>();
  private losingUntil = 0;

  charged(reference: string): void {
    this.counts.set(reference, (this.counts.get(reference) ?? 0) + 1);
  }

  /** Charges that took money for the reference; every reference's when none is named. */
  charges(reference?: string): number {
    if (reference !== undefined) return this.counts.get(reference) ?? 0;
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }

  loseAnswersFor(ms: number): void {
    this.losingUntil = Date.now() + ms;
  }

  losing(): boolean {
    return Date.now() < this.losingUntil;
  }
}

/** What the tests read of a local gateway's books and how they make it lose answers. */
export interface LocalGatewayBooks {
  /** Charges that took money for the reference (or in all): never more than one per attempt. */
  charges(reference?: string): number;
  /** For `ms` from now, the gateway acts on API calls but answers each only after the slow delay (a lost answer). */
  loseAnswersFor(ms: number): void;
}
