import crypto from 'node:crypto';
import { isMailFailure, type Mailer, type MailFailureKind, type OutgoingMail } from './mailer.port.js';

/** What a test reads of the server a mailer sends to, and the failures it can make that server have. */
export interface MailerUnderTest {
  readonly mailer: Mailer;
  /** A mailer of the same kind pointed at an address where nothing listens. */
  readonly unreachable: Mailer;
  /** The copies the server kept of a Message-ID: header-parsed recipients, attachments. */
  copies(messageId: string): readonly {
    readonly to: readonly string[];
    readonly cc: readonly string[];
    readonly subject: string;
    readonly html: string;
    readonly text: string;
    readonly headers: ReadonlyMap<string, unknown>;
    readonly attachments: readonly { filename: string; contentType: string; content: Buffer }[];
  }[];
  /** From now on the server refuses every connection (421), answers every message with `reply`, or loses answers. */
  misbehave(how: 'refuseConnections' | 'loseAnswers' | { reply: number }): void;
  /** The server behaves again. */
  behave(): void;
  stop(): Promise<void>;
}

let n = 0;
const mail = (extra: Partial<OutgoingMail> = {}): OutgoingMail => {
  const key = `contract-${Date.now()}-${++n}-${crypto.randomBytes(4).toString('hex')}`;
  return {
    from: 'Console <notifications@console.test>',
    to: [`${key}@customer.test`],
    subject: `Your request note ${n}`,
    html: `<p>Hello, here is your request note (${key}).</p>`,
    text: `Hello, here is your request note (${key}).`,
    messageId: `<${key}@console.test>`,
    ...extra,
  };
};

/** The kind of failure a send rejects with; throws when it did not fail. */
const failureOf = async (p: Promise<unknown>): Promise<MailFailureKind> => {
  try {
    await p;
  } catch (e) {
    if (isMailFailure(e)) return e.kind;
    throw e;
  }
  throw new Error('the mail was sent');
};

/** The behaviour every mailer adapter owes the notifier (ARCHITECTURE: one contract suite per port). */
export const mailerContract = (name: string, make: () => Promise<MailerUnderTest>): void => {
  describe(`${name} mailer`, () => {
    let t: MailerUnderTest;
    beforeAll(async () => {
      t = await make();
    });
    afterAll(() => t.stop());
    afterEach(() => t.behave());

    it('delivers a mail with its recipients, bodies, headers, attachments and the Message-ID it was given', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(2048)]);
      const m = mail({
        cc: ['team@console.test'],
        headers: { 'X-Console-Task': 'task-17' },
        attachments: [{ filename: 'request-note.pdf', content: pdf, contentType: 'application/pdf' }],
      });
      const sent = await t.mailer.send(m);
      expect(sent).toMatchObject({ messageId: m.messageId, rejected: [] });
      expect([...sent.accepted].sort()).toEqual([...m.to, 'team@console.test'].sort());
      expect(sent.response).toMatch(/^250/);
      const [copy, ...more] = t.copies(m.messageId);
      expect(more).toHaveLength(0);
      expect(copy).toMatchObject({ to: m.to, cc: ['team@console.test'], subject: m.subject });
      expect(copy!.html).toContain('here is your request note');
      expect(copy!.text).toContain('here is your request note');
      expect(copy!.headers.get('x-console-task')).toBe('task-17');
      expect(copy!.attachments).toHaveLength(1);
      expect(copy!.attachments[0]).toMatchObject({ filename: 'request-note.pdf', contentType: 'application/pdf' });
      expect(copy!.attachments[0]!.content.equals(pdf)).toBe(true);
    });

    it('a refusal (5xx) is permanent, and nothing arrives', async () => {
      t.misbehave({ reply: 554 });
      const m = mail();
      expect(await failureOf(t.mailer.send(m))).toBe('refused');
      expect(t.copies(m.messageId)).toHaveLength(0);
    });

    it('a refused recipient beside a taken one: sent to the one, the other named as rejected', async () => {
      const m = mail({ to: ['refused-mailbox@customer.test', 'taken@customer.test'] });
      const sent = await t.mailer.send(m);
      expect(sent.accepted).toEqual(['taken@customer.test']);
      expect(sent.rejected).toEqual(['refused-mailbox@customer.test']);
      expect(t.copies(m.messageId)).toHaveLength(1);
    });

    it('every recipient refused is permanent; every recipient deferred is temporary', async () => {
      expect(await failureOf(t.mailer.send(mail({ to: ['refused@customer.test'] })))).toBe('refused');
      expect(await failureOf(t.mailer.send(mail({ to: ['deferred@customer.test'] })))).toBe('temporary');
    });

    it('a temporary failure (4xx) is temporary, and nothing arrives', async () => {
      t.misbehave({ reply: 451 });
      const m = mail();
      expect(await failureOf(t.mailer.send(m))).toBe('temporary');
      expect(t.copies(m.messageId)).toHaveLength(0);
    });

    it('a refused connection is temporary: by the server (421) or by nobody listening', async () => {
      t.misbehave('refuseConnections');
      const m = mail();
      expect(await failureOf(t.mailer.send(m))).toBe('temporary');
      expect(await failureOf(t.unreachable.send(m))).toBe('temporary');
      expect(t.copies(m.messageId)).toHaveLength(0);
    });

    it('an answer lost after DATA is "answer lost"; the retry with the same Message-ID is a second copy of it', async () => {
      t.misbehave('loseAnswers');
      const m = mail();
      expect(await failureOf(t.mailer.send(m))).toBe('answerLost');
      t.behave();
      expect((await t.mailer.send(m)).messageId).toBe(m.messageId);
      const copies = t.copies(m.messageId);
      expect(copies).toHaveLength(2);
      expect(copies[0]!.subject).toBe(copies[1]!.subject);
    });
  });
};
