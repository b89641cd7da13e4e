import crypto from 'node:crypto';
import { closedPort } from './local/closed-port.js';
import { startLocalWati } from './local/local-wati.server.js';
import { WatiWhatsApp } from './wati.whatsapp.js';
import { whatsAppContract } from './whatsapp.contract.js';

const TIMEOUT_MS = 10_000;
const TOKEN = crypto.randomBytes(16).toString('hex');
const SECRET = crypto.randomBytes(32).toString('hex');

whatsAppContract('WATI over fetch, against the local WATI server', async () => {
  const server = await startLocalWati({ token: TOKEN, webhookSecret: SECRET });
  const settings = (url: string) => ({ url, token: TOKEN, timeoutMs: TIMEOUT_MS });
  return {
    whatsApp: new WatiWhatsApp(settings(server.url)),
    unreachable: new WatiWhatsApp(settings(`http://127.0.0.1:${await closedPort()}`)),
    copies: (broadcastName) => server.messagesOf(broadcastName),
    texts: (number) => server.messages().filter((m) => m.kind === 'text' && m.whatsappNumber === number),
    misbehave: (how) =>
      server.set(
        how === 'refuseCalls'
          ? { refuseEveryNthCall: 1 }
          : how === 'loseAnswers'
            ? { dropAnswerEveryNth: 1 }
            : { replyStatus: how.status },
      ),
    behave: () => server.set({ refuseEveryNthCall: 0, dropAnswerEveryNth: 0, replyStatus: undefined }),
    webhookSecret: SECRET,
    postStatus: async (url, id, status, signWith) => {
      server.setWebhookUrl(url);
      await server.postStatus(id, status, signWith);
    },
    stop: () => server.stop(),
  };
});
