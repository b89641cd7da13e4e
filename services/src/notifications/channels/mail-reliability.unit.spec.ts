import { startLocalSmtp, type LocalSmtp } from './local/local-smtp.server.js';
import { mailMessageIdOf } from './mail-message-id.js';
import { isMailFailure, type Mailer, type OutgoingMail } from './mailer.port.js';
import { SmtpMailer } from './smtp.mailer.js';

const MAILS = 200;
const CONCURRENCY = 8;

/** The simplest honest sender: retry temporary failures and lost answers with the same mail (same Message-ID). */
const sendUntilAnswered = async (mailer: Mailer, mail: OutgoingMail): Promise<{ lostAnswers: number }> => {
  let lostAnswers = 0;
  for (let attempt = 1; attempt <= 20; attempt++) {
    try {
      await mailer.send(mail);
      return { lostAnswers };
    } catch (e) {
      if (!isMailFailure(e) || e.kind === 'refused') throw e;
      if (e.kind === 'answerLost') lostAnswers += 1;
    }
  }
  throw new Error(`${mail.messageId} was never answered`);
};

describe('200 mails through a server refusing every third connection and losing one answer in fifty', () => {
  let server: LocalSmtp;
  beforeAll(async () => {
    server = await startLocalSmtp();
    server.set({ refuseEveryNthConnection: 3, dropAnswerEveryNth: 50 });
  });
  afterAll(() => server.stop());

  it('every mail arrives; the only duplicates are lost answers, each copy with its mail’s Message-ID', async () => {
    const mailer = new SmtpMailer({
      host: server.host,
      port: server.port,
      secure: false,
      auth: undefined,
      timeoutMs: 10_000,
    });
    const mails = Array.from({ length: MAILS }, (_, i): OutgoingMail => ({
      from: 'notifications@console.test',
      to: [`customer-${i}@customer.test`],
      subject: `Thank you ${i}`,
      html: `<p>Thank you, customer ${i}</p>`,
      messageId: mailMessageIdOf(`task-${i}:email`, 'console.test'),
    }));
    const lost = new Map<string, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < mails.length) {
          const m = mails[next++]!;
          lost.set(m.messageId, (await sendUntilAnswered(mailer, m)).lostAnswers);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const counts = server.counts();
    console.log(
      `[mail reliability] ${MAILS} mails in ${seconds.toFixed(1)} s: ${counts.connections} connections, ` +
        `${counts.refused} refused, ${counts.answersDropped} answers dropped, ${server.received().length} copies kept`,
    );
    expect(counts.refused).toBeGreaterThanOrEqual(MAILS / 3);
    expect(counts.answersDropped).toBeGreaterThanOrEqual(3);
    for (const m of mails) expect(server.receivedWith(m.messageId)).toHaveLength(1 + lost.get(m.messageId)!);
    const lostTotal = [...lost.values()].reduce((a, b) => a + b, 0);
    expect(lostTotal).toBe(counts.answersDropped);
    expect(server.received()).toHaveLength(MAILS + lostTotal);
    expect(new Set(server.received().map((r) => r.messageId))).toEqual(new Set(mails.map((m) => m.messageId)));
  });
});
