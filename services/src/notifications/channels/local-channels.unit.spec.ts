import crypto from 'node:crypto';
import { listenLocal, readRaw, sendJson } from './local/local-http.js';
import {
  SmtpMailer,
  startLocalChannels,
  verifyWatiWebhook,
  WATI_SIGNATURE_HEADER,
  WatiWhatsApp,
  type WatiDeliveryUpdate,
} from './index.js';

describe('the local channels of the embedded default', () => {
  it('start together; a mail and a template message reach them; sent and delivered come back signed', async () => {
    const webhookSecret = crypto.randomBytes(32).toString('hex');
    const updates: WatiDeliveryUpdate[] = [];
    const receiver = await listenLocal(async (req, res) => {
      const header = req.headers[WATI_SIGNATURE_HEADER];
      const v = verifyWatiWebhook(await readRaw(req), typeof header === 'string' ? header : undefined, webhookSecret);
      if (v.kind === 'accepted') updates.push(v.update);
      sendJson(res, v.kind === 'rejected' ? 401 : 200, {});
    });
    const channels = await startLocalChannels({
      secret: crypto.randomBytes(16).toString('hex'),
      webhookSecret,
      webhookUrl: receiver.url,
    });
    try {
      expect(channels.urls.smtp).toBe(`smtp://127.0.0.1:${channels.smtp.port}`);
      expect(channels.urls.wati).toBe(channels.wati.url);
      await new SmtpMailer(channels.smtpSettings).send({
        from: 'notifications@console.test',
        to: ['c@customer.test'],
        subject: 'Thank you',
        html: '<p>Thank you</p>',
        messageId: '<local-channels-1@console.test>',
      });
      expect(channels.smtp.receivedWith('<local-channels-1@console.test>')).toHaveLength(1);
      const sent = await new WatiWhatsApp(channels.watiSettings).sendTemplate({
        whatsappNumber: '971501234567',
        templateName: 'thank_you_en',
        broadcastName: 'task-1:whatsApp',
        parameters: [{ name: 'name', value: 'C' }],
      });
      for (let i = 0; i < 100 && updates.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(updates.map((u) => [u.localMessageId, u.status])).toEqual([
        [sent.localMessageId, 'sent'],
        [sent.localMessageId, 'delivered'],
      ]);
    } finally {
      await channels.stop();
      await receiver.stop();
    }
  });

  it('refuse a secret too short to derive the local WATI’s token from', async () => {
    await expect(startLocalChannels({ secret: 'short', webhookSecret: 'x' })).rejects.toThrow(/16 characters/);
  });
});
