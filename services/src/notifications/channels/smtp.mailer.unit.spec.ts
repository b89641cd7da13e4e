import { startLocalSmtp } from './local/local-smtp.server.js';
import { closedPort } from './local/closed-port.js';
import { mailerContract } from './mailer.contract.js';
import type { SmtpSettings } from './smtp.config.js';
import { SmtpMailer } from './smtp.mailer.js';
import { PooledSmtpMailer } from './pooled-smtp.mailer.js';

// Generous for a loaded 2-core machine; no case here waits for a timeout.
const TIMEOUT_MS = 10_000;
const settings = (port: number): SmtpSettings => ({
  host: '127.0.0.1',
  port,
  secure: false,
  auth: undefined,
  timeoutMs: TIMEOUT_MS,
});

mailerContract('nodemailer over SMTP, against the local SMTP server', async () => {
  const server = await startLocalSmtp();
  return {
    mailer: new SmtpMailer(settings(server.port)),
    unreachable: new SmtpMailer(settings(await closedPort())),
    copies: (messageId) => server.receivedWith(messageId),
    misbehave: (how) =>
      server.set(
        how === 'refuseConnections'
          ? { refuseEveryNthConnection: 1 }
          : how === 'loseAnswers'
            ? { dropAnswerEveryNth: 1 }
            : { replyToData: { code: how.reply, message: `Answered ${how.reply} by the test` } },
      ),
    behave: () => server.set({ refuseEveryNthConnection: 0, dropAnswerEveryNth: 0, replyToData: undefined }),
    stop: () => server.stop(),
  };
});

mailerContract('nodemailer over SMTP through a pool of connections, against the local SMTP server', async () => {
  const server = await startLocalSmtp();
  const mailer = new PooledSmtpMailer(settings(server.port), 4);
  const unreachable = new PooledSmtpMailer(settings(await closedPort()), 4);
  return {
    mailer,
    unreachable,
    copies: (messageId) => server.receivedWith(messageId),
    misbehave: (how) => {
      // Connections are refused when they open: the pool's open ones are cut first, as a restarting server does.
      if (how === 'refuseConnections') server.dropConnections();
      server.set(
        how === 'refuseConnections'
          ? { refuseEveryNthConnection: 1 }
          : how === 'loseAnswers'
            ? { dropAnswerEveryNth: 1 }
            : { replyToData: { code: how.reply, message: `Answered ${how.reply} by the test` } },
      );
    },
    behave: () => server.set({ refuseEveryNthConnection: 0, dropAnswerEveryNth: 0, replyToData: undefined }),
    stop: async () => {
      mailer.close();
      unreachable.close();
      await server.stop();
    },
  };
});
