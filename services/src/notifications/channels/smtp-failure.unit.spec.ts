import { domainOf, mailMessageIdOf } from './mail-message-id.js';
import { loadSmtpConfig } from './smtp.config.js';
import { mailFailureOf } from './smtp-failure.js';

describe('reading an SMTP failure', () => {
  const err = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);

  it('a 5xx reply is refused, a 4xx reply temporary, wherever it came', () => {
    expect(mailFailureOf(err({ code: 'EMESSAGE', responseCode: 554 }), true)).toMatchObject({
      kind: 'refused',
      responseCode: 554,
    });
    expect(mailFailureOf(err({ code: 'EENVELOPE', responseCode: 450 }), false).kind).toBe('temporary');
    expect(mailFailureOf(err({ code: 'EPROTOCOL', responseCode: 421 }), false).kind).toBe('temporary');
  });

  it('no reply after the whole message went out is an answer lost; before it, temporary', () => {
    expect(mailFailureOf(err({ code: 'ECONNECTION' }), true).kind).toBe('answerLost');
    expect(mailFailureOf(err({ code: 'ETIMEDOUT' }), true).kind).toBe('answerLost');
    expect(mailFailureOf(err({ code: 'ECONNECTION' }), false).kind).toBe('temporary');
    expect(mailFailureOf(err({ code: 'ESOCKET' }), false).kind).toBe('temporary');
  });

  it('a mail no server would take (no recipients, too big) is refused without a reply', () => {
    expect(mailFailureOf(err({ code: 'EENVELOPE' }), false).kind).toBe('refused');
    expect(mailFailureOf(err({ code: 'EMESSAGE' }), false).kind).toBe('refused');
    expect(mailFailureOf('not an error', false).kind).toBe('temporary');
  });
});

describe('SMTP settings', () => {
  it('from SMTP_URL, with its credentials and TLS from smtps', () => {
    const c = loadSmtpConfig({ SMTP_URL: 'smtps://me%40x.com:p%40ss@smtp.example.com' });
    expect(c).toEqual({
      smtp: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        auth: { user: 'me@x.com', pass: 'p@ss' },
        timeoutMs: 30_000,
      },
      local: false,
    });
  });

  it('from SMTP_HOST and its neighbours; none in development means the local server, never in production', () => {
    expect(loadSmtpConfig({ SMTP_HOST: 'mail.test', SMTP_PORT: '2525', SMTP_TIMEOUT_MS: '500' }).smtp).toEqual({
      host: 'mail.test',
      port: 2525,
      secure: false,
      auth: undefined,
      timeoutMs: 500,
    });
    expect(loadSmtpConfig({})).toEqual({ smtp: undefined, local: true });
    expect(loadSmtpConfig({ NODE_ENV: 'production' }).local).toBe(false);
    expect(loadSmtpConfig({ SMTP_LOCAL: 'false' }).local).toBe(false);
  });
});

describe('a Message-ID from a business key', () => {
  it('is the same for the same key and another for another key, at the sender’s domain', () => {
    const domain = domainOf('Console <notifications@console.test>');
    expect(domain).toBe('console.test');
    expect(mailMessageIdOf('task-1:email', domain)).toBe(mailMessageIdOf('task-1:email', domain));
    expect(mailMessageIdOf('task-1:email', domain)).not.toBe(mailMessageIdOf('task-2:email', domain));
    expect(mailMessageIdOf('task-1:email', domain)).toMatch(/^<[0-9a-f]{32}@console\.test>$/);
    expect(domainOf('no address')).toBe('localhost');
  });
});
