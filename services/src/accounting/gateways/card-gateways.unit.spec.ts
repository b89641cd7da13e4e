import crypto from 'node:crypto';
import { cardGatewayContract } from './card-gateway.contract.js';
import type { CardGateway, HostedRedirect } from './card-gateway.port.js';
import { localGatewayKeys, type IssuedAttempts } from './local/local-keys.js';
import { localPayfortConfig, startLocalPayfort } from './local/local-payfort.server.js';
import { localTapConfig, startLocalTap } from './local/local-tap.server.js';
import { PayfortGateway } from './payfort.gateway.js';
import { payfortSignature } from './payfort-signature.js';
import { TapGateway } from './tap.gateway.js';

// Generous for a loaded 2-core machine: only a "slow" card or a lost answer may time out.
const TIMEOUT_MS = 800;
const SLOW_MS = 2_000;
/** This test's own installation: keys from a random secret, as every installation's are (none in the code). */
const KEYS = localGatewayKeys(crypto.randomBytes(32).toString('hex'));
/** The app's records of a test: the attempts it issued, for any amount (the integration tests check amounts). */
const records = () => {
  const issuedIds = new Set<string>();
  const issued: IssuedAttempts = async (attemptId) => issuedIds.has(attemptId);
  return { issued, issue: (attemptId: string) => void issuedIds.add(attemptId) };
};
/** The books both local servers keep. */
type LocalServer = Pick<
  Awaited<ReturnType<typeof startLocalPayfort>> & Awaited<ReturnType<typeof startLocalTap>>,
  'charges' | 'refunds' | 'refunded' | 'loseAnswersFor' | 'stop'
>;
const options = (issued: IssuedAttempts) => ({ slowMs: SLOW_MS, keys: KEYS, issued });

/** The hosted pages the gateway sends payers to, by attempt: the contract's payer opens them. */
const rememberRedirects = (gateway: CardGateway): Map<string, HostedRedirect> => {
  const redirects = new Map<string, HostedRedirect>();
  const start = gateway.startHostedPayment.bind(gateway);
  gateway.startHostedPayment = async (p) => {
    const r = await start(p);
    redirects.set(p.attemptId, r);
    return r;
  };
  return redirects;
};

/** What the contract reads of a local server's own books, the attempts the app issued, and how the server stops. */
const booksOf = (server: LocalServer, books: ReturnType<typeof records>) => ({
  slowMs: SLOW_MS,
  captured: (id: string) => server.charges(id),
  refunds: (key: string) => server.refunds(key),
  refunded: (id: string) => server.refunded(id),
  loseAnswersFor: (ms: number) => server.loseAnswersFor(ms),
  issue: books.issue,
  stop: () => server.stop(),
});

/** The hidden inputs of a page's first form and where it posts. */
const formOf = (html: string): { action: string; fields: Record<string, string> } => {
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[m[1]!] = m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
  return { action, fields };
};
const post = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('PayFort signature', () => {
  it('is SHA-256 of the phrase, the sorted name=value pairs, the phrase; signature and nested values left out', () => {
    const a = payfortSignature(
      { command: 'PURCHASE', amount: 1000, currency: 'AED', merchant_reference: 'payment-1' },
      'PHRASE',
    );
    const b = payfortSignature(
      {
        merchant_reference: 'payment-1',
        currency: 'AED',
        amount: '1000',
        command: 'PURCHASE',
        signature: 'x',
        nested: { a: 1 },
      },
      'PHRASE',
    );
    expect(a).toBe(b);
    expect(a).toBe(
      crypto
        .createHash('sha256')
        .update('PHRASEamount=1000command=PURCHASEcurrency=AEDmerchant_reference=payment-1PHRASE')
        .digest('hex'),
    );
    expect(payfortSignature({ amount: 1000 }, 'OTHER')).not.toBe(payfortSignature({ amount: 1000 }, 'PHRASE'));
  });
});

describe('PayFort settling a payment link', () => {
  it('an attempt without a saved card is only looked up: unknown until paid, never purchased by the console', async () => {
    const server = await startLocalPayfort(options(records().issued));
    const gateway = new PayfortGateway(localPayfortConfig(server.url, KEYS), TIMEOUT_MS);
    const attempt = {
      attemptId: `payment-link-${Date.now()}`,
      amount: 10_000,
      currency: 'AED' as const,
      customerEmail: 'c@example.com',
      customerName: 'C',
      cardToken: '',
      tapCustomerId: null,
      description: 'link',
      returnUrl: 'http://127.0.0.1:9/r',
      webhookUrl: 'http://127.0.0.1:9/w',
    };
    try {
      expect((await gateway.settle(attempt)).outcome).toBe('unknown');
      expect(server.captured()).toHaveLength(0);
    } finally {
      await server.stop();
    }
  });
});

cardGatewayContract('PayFort', async () => {
  const books = records();
  const server = await startLocalPayfort(options(books.issued));
  const gateway = new PayfortGateway(localPayfortConfig(server.url, KEYS), TIMEOUT_MS);
  const redirects = rememberRedirects(gateway);
  return {
    gateway,
    currency: 'AED',
    amount: 1_234_500,
    ...booksOf(server, books),
    token: (kind) => `tok_${kind}_${Math.random()}`,
    openHosted: async (id) => {
      const r = redirects.get(id)!;
      if (r.method !== 'POST') throw new Error('PayFort posts to its page');
      return (await post(r.url, { ...r.fields })).status;
    },
    payHosted: async (id, outcome) => {
      const r = redirects.get(id)!;
      if (r.method !== 'POST') throw new Error('PayFort posts to its page');
      const page = formOf(await (await post(r.url, { ...r.fields })).text());
      const back = formOf(await (await post(page.action, { ...page.fields, outcome })).text());
      return { fields: back.fields, headers: {} };
    },
    // The signed answer with another amount: its signature no longer holds.
    forge: (_id, back) => ({ fields: { ...back.fields, amount: '1' }, headers: {} }),
  };
});

cardGatewayContract('Tap', async () => {
  const books = records();
  const server = await startLocalTap(options(books.issued));
  const gateway = new TapGateway(localTapConfig(server.url, KEYS), TIMEOUT_MS);
  const redirects = rememberRedirects(gateway);
  return {
    gateway,
    currency: 'KWD',
    amount: 12_500,
    ...booksOf(server, books),
    token: (kind) => `card_${kind}_${Math.random()}`,
    openHosted: async (id) => (await fetch(redirects.get(id)!.url)).status,
    payHosted: async (id, outcome) => {
      const r = redirects.get(id)!;
      const paid = await post(r.url, { outcome });
      const location = new URL(paid.headers.get('location')!);
      return { fields: Object.fromEntries(location.searchParams), headers: {} };
    },
    // A webhook made up by someone without the secret key.
    forge: (id) => ({
      fields: {
        object: 'charge',
        id: 'chg_forged',
        status: 'CAPTURED',
        amount: 1,
        currency: 'KWD',
        reference: { transaction: id },
        transaction: { created: '1' },
      },
      headers: { hashstring: 'ab'.repeat(32) },
    }),
  };
});
