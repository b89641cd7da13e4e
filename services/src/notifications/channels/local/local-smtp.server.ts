import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { MAIL_SIGNATURE_HEADER, signMailWebhook } from '../../delivery/mail-webhook.js';

/** A mail as the local server received it: what a test (and the dev mailbox page) reads back. */
export interface ReceivedMail {
  /** The Message-ID header, `<…@…>`. */
  readonly messageId: string;
  /** The envelope: MAIL FROM and every RCPT TO the server took. */
  readonly envelopeFrom: string;
  readonly envelopeTo: readonly string[];
  readonly from: string;
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly { filename: string; contentType: string; content: Buffer }[];
  readonly headers: ReadonlyMap<string, unknown>;
  readonly receivedAt: Date;
  /** The server dropped its answer to this one (kept, then the connection destroyed). */
  readonly answerDropped: boolean;
}

/** How the local server misbehaves, as a test sets it; all off by default. */
export interface LocalSmtpSwitches {
  /** Every nth connection is refused with 421 (SMTP's "try again later"); 0: none. */
  readonly refuseEveryNthConnection: number;
  /** Every nth message is kept and its answer dropped (the connection destroyed after DATA); 0: none. */
  readonly dropAnswerEveryNth: number;
  /** Answer every message with this reply instead of 250 (a 4xx or 5xx); nothing is kept. */
  readonly replyToData: { readonly code: number; readonly message: string } | undefined;
  /** Told of every mail kept, before it is answered (a test kills its sender there: sent, the answer never read). */
  readonly beforeAnswer: ((mail: ReceivedMail) => void) | undefined;
}

const OFF: LocalSmtpSwitches = {
  refuseEveryNthConnection: 0,
  dropAnswerEveryNth: 0,
  replyToData: undefined,
  beforeAnswer: undefined,
};

export interface LocalSmtp {
  readonly host: string;
  readonly port: number;
  /** `smtp://127.0.0.1:<port>` */
  readonly url: string;
  /** Every mail kept (the newest `keep`, 10,000 unless told), oldest first (a dropped answer's mail too). */
  received(): readonly ReceivedMail[];
  /** The copies kept of one Message-ID. */
  receivedWith(messageId: string): readonly ReceivedMail[];
  /** What happened so far: connections opened and refused, answers dropped. */
  counts(): { readonly connections: number; readonly refused: number; readonly answersDropped: number };
  /** Changes some switches; the others stay. */
  set(switches: Partial<LocalSmtpSwitches>): void;
  /**
   * Where it posts a signed delivery notice for every mail it puts in its mailbox (as a provider's event webhook
   * does; notifications/delivery/mail-webhook.ts); undefined: none. The app's address is known only once it listens.
   */
  setDeliveryWebhook(url: string | undefined): void;
  /** Cuts every open connection (a server restarting): a client's next mail opens a new one. */
  dropConnections(): void;
  /** Forgets the mails and counts and turns every switch off. */
  reset(): void;
  stop(): Promise<void>;
}

const smtpError = (code: number, message: string): Error & { responseCode: number } =>
  Object.assign(new Error(message), { responseCode: code });

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? '')).filter((v) => v !== '');

/**
 * A recipient's local part decides how the server treats it, like the local card gateways' tokens: `refuse…@`
 * is refused (550), `defer…@` deferred (450), any other taken.
 */
const recipientReply = (address: string): Error | undefined =>
  /^refuse/i.test(address)
    ? smtpError(550, 'Mailbox unavailable')
    : /^defer/i.test(address)
      ? smtpError(450, 'Mailbox busy, try again later')
      : undefined;

/**
 * A local SMTP server (smtp-server) that keeps what it receives in memory, read by mailparser, with the failures a
 * network and a real server have, switched on by tests: refused connections, 4xx/5xx replies, and answers lost
 * after DATA (the mail kept, the connection destroyed without a reply), the one SMTP failure a retry may double.
 */
export const startLocalSmtp = async (
  options: { readonly keep?: number; readonly deliverySecret?: string } = {},
): Promise<LocalSmtp> => {
  /** The newest mails kept (a long-running development server must not grow without end). */
  const keep = options.keep ?? 10_000;
  let mails: ReceivedMail[] = [];
  let switches = OFF;
  let connections = 0;
  let refused = 0;
  let messages = 0;
  let answersDropped = 0;
  let deliveryUrl: string | undefined;
  /** Tells the app the mail is in the mailbox; a failed post is not retried (the record then stays `sent`). */
  const notify = (messageId: string) => {
    const url = deliveryUrl;
    const secret = options.deliverySecret;
    if (!url || !secret || !messageId) return;
    const body = JSON.stringify({ messageId, event: 'delivered', timestamp: new Date().toISOString() });
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [MAIL_SIGNATURE_HEADER]: signMailWebhook(body, secret) },
      body,
    }).catch(() => undefined);
  };
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    size: 30 * 1024 * 1024,
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      connections += 1;
      const n = switches.refuseEveryNthConnection;
      if (n > 0 && connections % n === 0) {
        refused += 1;
        return callback(smtpError(421, 'Too many connections, try again later'));
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      callback(recipientReply(address.address));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const reply = switches.replyToData;
          if (reply) return callback(smtpError(reply.code, reply.message));
          messages += 1;
          const n = switches.dropAnswerEveryNth;
          const drop = n > 0 && messages % n === 0;
          const mail: ReceivedMail = {
            messageId: parsed.messageId ?? '',
            envelopeFrom: envelopeAddress(session),
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            cc: addresses(parsed.cc),
            subject: parsed.subject ?? '',
            html: parsed.html === false || parsed.html === undefined ? '' : parsed.html,
            text: parsed.text ?? '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
            headers: parsed.headers,
            receivedAt: new Date(),
            answerDropped: drop,
          };
          mails.push(mail);
          switches.beforeAnswer?.(mail);
          if (mails.length > keep) mails.splice(0, mails.length - keep);
          notify(parsed.messageId ?? '');
          if (!drop) return callback();
          answersDropped += 1;
          // The mail is kept; the answer never comes: the client cannot know whether it was delivered.
          for (const c of server.connections) if (c.session === session) c._socket.destroy();
        })
        .catch((e: unknown) => callback(e instanceof Error ? e : new Error(String(e))));
    },
  });
  // A client gone mid-conversation (ECONNRESET: a killed sender) is the client's affair, not a crash of this server.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: () => mails,
    receivedWith: (messageId) => mails.filter((m) => m.messageId === messageId),
    counts: () => ({ connections, refused, answersDropped }),
    set: (s) => void (switches = { ...switches, ...s }),
    setDeliveryWebhook: (url) => void (deliveryUrl = url),
    dropConnections: () => {
      for (const c of server.connections) c._socket.destroy();
    },
    reset: () => {
      mails = [];
      switches = OFF;
      connections = refused = messages = answersDropped = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const c of server.connections) c._socket.destroy();
        server.close(() => resolve());
      }),
  };
};

const envelopeAddress = (session: SMTPServerSession): string => {
  const from = session.envelope.mailFrom;
  return from === false ? '' : from.address;
};
