import crypto from 'node:crypto';
import type { DeliveryStatus } from '@console/contracts';
import { listenLocal, readRaw, sendJson, type LocalHttpServer } from './local/local-http.js';
import { verifyWatiWebhook, WATI_SIGNATURE_HEADER, type WatiDeliveryUpdate } from './wati-webhook.js';
import type { ChannelFailureKind } from './channel-failure.js';
import { isWhatsAppFailure, type WhatsApp, type WhatsAppTemplateMessage } from './whatsapp.port.js';

/** WATI's names of a message's statuses, as its webhooks carry them. */
export type WatiStatusName = 'sent' | 'delivered' | 'read' | 'replied' | 'failed';

/** What a test reads of the WhatsApp server an adapter talks to, and the failures it can make it have. */
export interface WhatsAppUnderTest {
  readonly whatsApp: WhatsApp;
  /** An adapter of the same kind pointed at an address where nothing listens. */
  readonly unreachable: WhatsApp;
  /** The template messages the server took under a broadcast name. */
  copies(broadcastName: string): readonly {
    readonly localMessageId: string;
    readonly whatsappNumber: string;
    readonly templateName: string;
    readonly parameters: readonly { readonly name: string; readonly value: string }[];
  }[];
  /** The text messages the server took for a number. */
  texts(whatsappNumber: string): readonly { readonly localMessageId: string; readonly text: string }[];
  /** From now on the server answers every call 503, loses its answers, or answers every call with `status`. */
  misbehave(how: 'refuseCalls' | 'loseAnswers' | { status: number }): void;
  behave(): void;
  /** The secret the delivery webhooks are signed with. */
  readonly webhookSecret: string;
  /** Has the server post a status of a message to `url` (signed with another secret, to forge one). */
  postStatus(url: string, localMessageId: string, status: WatiStatusName, signWith?: string): Promise<void>;
  stop(): Promise<void>;
}

let n = 0;
const template = (extra: Partial<WhatsAppTemplateMessage> = {}): WhatsAppTemplateMessage => ({
  whatsappNumber: `9715${String(Date.now() % 1e8).padStart(8, '0')}`,
  templateName: 'request_note_en',
  broadcastName: `task-${Date.now()}-${++n}-${crypto.randomBytes(3).toString('hex')}:whatsApp`,
  parameters: [
    { name: 'name', value: 'Customer' },
    { name: 'request_no', value: String(n) },
  ],
  ...extra,
});

const failureOf = async (p: Promise<unknown>): Promise<ChannelFailureKind> => {
  try {
    await p;
  } catch (e) {
    if (isWhatsAppFailure(e)) return e.kind;
    throw e;
  }
  throw new Error('the message was sent');
};

/** A webhook receiver as the controller will be: verify, then apply; 401 for a bad signature, nothing applied. */
const startReceiver = async (secret: () => string) => {
  const applied: WatiDeliveryUpdate[] = [];
  const answers: number[] = [];
  const server: LocalHttpServer = await listenLocal(async (req, res) => {
    const header = req.headers[WATI_SIGNATURE_HEADER];
    const verdict = verifyWatiWebhook(await readRaw(req), typeof header === 'string' ? header : undefined, secret());
    if (verdict.kind === 'accepted') applied.push(verdict.update);
    const status = verdict.kind !== 'rejected' ? 200 : verdict.reason === 'signature' ? 401 : 400;
    answers.push(status);
    sendJson(res, status, {});
  });
  return { ...server, applied, answers };
};

/** The behaviour every WhatsApp adapter owes the notifier (ARCHITECTURE: one contract suite per port). */
export const whatsAppContract = (name: string, make: () => Promise<WhatsAppUnderTest>): void => {
  describe(`${name} WhatsApp`, () => {
    let t: WhatsAppUnderTest;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      t = await make();
      receiver = await startReceiver(() => t.webhookSecret);
    });
    afterAll(async () => {
      await receiver.stop();
      await t.stop();
    });
    afterEach(() => t.behave());

    it('sends a template message by its WATI name, broadcast name and variables; answers WATI’s message id', async () => {
      const m = template();
      const sent = await t.whatsApp.sendTemplate(m);
      const [copy, ...more] = t.copies(m.broadcastName);
      expect(more).toHaveLength(0);
      expect(copy).toMatchObject({
        whatsappNumber: m.whatsappNumber,
        templateName: m.templateName,
        parameters: m.parameters,
      });
      expect(sent).toEqual({ localMessageId: copy!.localMessageId, whatsappNumber: m.whatsappNumber });
    });

    it('sends a session text message', async () => {
      const number = `9665${String(Date.now() % 1e8).padStart(8, '0')}`;
      const sent = await t.whatsApp.sendText({ whatsappNumber: number, text: 'Your movers arrive at 9 & bring boxes' });
      expect(t.texts(number)).toEqual([
        expect.objectContaining({ localMessageId: sent.localMessageId, text: 'Your movers arrive at 9 & bring boxes' }),
      ]);
    });

    it('an unknown template or an invalid number is refused (WATI’s result: false), nothing taken', async () => {
      const unknown = template({ templateName: 'missing_template' });
      expect(await failureOf(t.whatsApp.sendTemplate(unknown))).toBe('refused');
      const invalid = template({ whatsappNumber: '12' });
      expect(await failureOf(t.whatsApp.sendTemplate(invalid))).toBe('refused');
      expect(t.copies(unknown.broadcastName)).toHaveLength(0);
      expect(t.copies(invalid.broadcastName)).toHaveLength(0);
    });

    it('a 4xx is refused; a busy server (503) or a refused connection is temporary, nothing taken', async () => {
      t.misbehave({ status: 400 });
      const m = template();
      expect(await failureOf(t.whatsApp.sendTemplate(m))).toBe('refused');
      t.misbehave('refuseCalls');
      expect(await failureOf(t.whatsApp.sendTemplate(m))).toBe('temporary');
      t.behave();
      expect(await failureOf(t.unreachable.sendTemplate(m))).toBe('temporary');
      expect(t.copies(m.broadcastName)).toHaveLength(0);
    });

    it('a lost answer is "answer lost"; the retry under the same broadcast name is a second copy of it', async () => {
      t.misbehave('loseAnswers');
      const m = template();
      expect(await failureOf(t.whatsApp.sendTemplate(m))).toBe('answerLost');
      t.behave();
      await t.whatsApp.sendTemplate(m);
      expect(t.copies(m.broadcastName)).toHaveLength(2);
    });

    it('posts each status back signed; verified and decoded to the delivery statuses of the record', async () => {
      const sent = await t.whatsApp.sendTemplate(template());
      const id = sent.localMessageId!;
      const names: WatiStatusName[] = ['sent', 'delivered', 'read', 'replied', 'failed'];
      for (const status of names) await t.postStatus(receiver.url, id, status);
      const mine = receiver.applied.filter((u) => u.localMessageId === id);
      expect(mine.map((u) => u.status)).toEqual<DeliveryStatus[]>([
        'sent',
        'delivered',
        'read',
        'receivedReply',
        'failed',
      ]);
      expect(mine.every((u) => u.at instanceof Date && typeof u.whatsappMessageId === 'string')).toBe(true);
      expect(mine[4]!.failure).toEqual(expect.any(String));
    });

    it('a webhook signed with another secret is refused (401) and applies nothing', async () => {
      const sent = await t.whatsApp.sendTemplate(template());
      const before = receiver.applied.length;
      await t.postStatus(receiver.url, sent.localMessageId!, 'delivered', 'not-the-shared-secret');
      expect(receiver.answers.at(-1)).toBe(401);
      expect(receiver.applied).toHaveLength(before);
    });
  });
};
