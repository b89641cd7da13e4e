import { signWatiWebhook, verifyWatiWebhook } from './wati-webhook.js';
import { loadWatiConfig } from './wati.config.js';

const SECRET = 'a-shared-secret-of-this-installation';
const body = (event: Record<string, unknown>) => Buffer.from(JSON.stringify(event));
const delivered = body({
  eventType: 'sentMessageDELIVERED_v2',
  statusString: 'Delivered',
  localMessageId: '16bf77ae-79e8-691eb4b',
  whatsappMessageId: 'wamid.HBgN',
  text: null,
  timestamp: '1765791326',
});

describe('a WATI delivery webhook', () => {
  it('signed with the shared secret: decoded to the record’s status, with WATI’s time and message id', () => {
    expect(verifyWatiWebhook(delivered, signWatiWebhook(delivered, SECRET), SECRET)).toEqual({
      kind: 'accepted',
      update: {
        localMessageId: '16bf77ae-79e8-691eb4b',
        status: 'delivered',
        whatsappMessageId: 'wamid.HBgN',
        at: new Date(1765791326 * 1000),
        failure: undefined,
      },
    });
  });

  it('with no signature, another secret’s, a malformed one or a changed body: rejected for its signature', () => {
    const changed = Buffer.from(delivered.toString().replace('DELIVERED', 'READ'));
    for (const [raw, signature] of [
      [delivered, undefined],
      [delivered, signWatiWebhook(delivered, 'another secret')],
      [delivered, 'sha256=xyz'],
      [delivered, signWatiWebhook(delivered, SECRET).replace('sha256=', '')],
      [changed, signWatiWebhook(delivered, SECRET)],
    ] as const)
      expect(verifyWatiWebhook(raw, signature, SECRET)).toEqual({ kind: 'rejected', reason: 'signature' });
  });

  it('signed but not JSON, not WATI’s shape or without the message id: rejected as malformed', () => {
    for (const raw of [
      Buffer.from('not json'),
      body({ statusString: 'Delivered' }),
      body({ eventType: 'sentMessageREAD_v2', localMessageId: 42 }),
      body({ eventType: 'sentMessageREAD_v2' }),
    ])
      expect(verifyWatiWebhook(raw, signWatiWebhook(raw, SECRET), SECRET)).toEqual({
        kind: 'rejected',
        reason: 'malformed',
      });
  });

  it('every status of a message’s life; another event (an incoming message) is ignored', () => {
    const statusOf = (eventType: string, extra: Record<string, unknown> = {}) => {
      const raw = body({ eventType, localMessageId: 'm-1', created: '2026-11-29T10:00:00Z', ...extra });
      const v = verifyWatiWebhook(raw, signWatiWebhook(raw, SECRET), SECRET);
      return v.kind === 'accepted' ? [v.update.status, v.update.failure] : [v.kind];
    };
    expect(statusOf('templateMessageSent_v2')).toEqual(['sent', undefined]);
    expect(statusOf('templateMessageSent')).toEqual(['sent', undefined]);
    expect(statusOf('sentMessageREAD_v2')).toEqual(['read', undefined]);
    expect(statusOf('sentMessageREPLIED_v2')).toEqual(['receivedReply', undefined]);
    expect(statusOf('templateMessageFailed', { failedCode: '131026', failedDetail: 'Message undeliverable' })).toEqual([
      'failed',
      '131026: Message undeliverable',
    ]);
    expect(statusOf('message')).toEqual(['ignored']);
    expect(statusOf('constructor')).toEqual(['ignored']);
  });
});

describe('WATI settings', () => {
  it('from WATI_URL, WATI_TOKEN, WATI_WEBHOOK_SECRET; none in development means the local server', () => {
    expect(
      loadWatiConfig({
        WATI_URL: 'https://live-mt-server.wati.io/123456/',
        WATI_TOKEN: 'tok',
        WATI_WEBHOOK_SECRET: 's',
        WATI_TIMEOUT_MS: '2000',
      }),
    ).toEqual({
      wati: { url: 'https://live-mt-server.wati.io/123456', token: 'tok', timeoutMs: 2000 },
      webhookSecret: 's',
      local: false,
    });
    expect(loadWatiConfig({})).toEqual({ wati: undefined, webhookSecret: undefined, local: true });
    expect(loadWatiConfig({ NODE_ENV: 'production' }).local).toBe(false);
  });
});
