import { renderMessage } from '../notifier/render-message.js';
import { trackingSignatureValid, trackMailHtml, type MailTracking } from './mail-tracking.js';

const T: MailTracking = { baseUrl: 'https://console.example/', key: 'k'.repeat(32) };

describe('mail tracking', () => {
  it('sends every http link through its signed click address and adds one pixel', () => {
    const body = renderMessage(
      { subject: 'Pay {{amount}}', body: '<p>Pay: <a href="{{url}}">here</a> or <a href="mailto:x@y.z">mail</a></p>' },
      { url: 'https://pay.example/p?a=1&b=2', amount: '10 & more' },
    );
    if (!body.ok) throw new Error(body.error);
    expect(body.subject).toBe('Pay 10 & more');
    const html = trackMailHtml(body.body, 42, T);
    const click = /href="([^"]+\/42\/click\?[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const url = new URL(click);
    expect(url.origin + url.pathname).toBe('https://console.example/api/v1/communication-records/track/42/click');
    expect(url.searchParams.get('u')).toBe('https://pay.example/p?a=1&b=2');
    expect(trackingSignatureValid(T.key, 42, 'click', url.searchParams.get('s'), 'https://pay.example/p?a=1&b=2')).toBe(
      true,
    );
    // Another target, record or key: the signature does not hold.
    expect(trackingSignatureValid(T.key, 42, 'click', url.searchParams.get('s'), 'https://evil.example/')).toBe(false);
    expect(trackingSignatureValid(T.key, 43, 'click', url.searchParams.get('s'), 'https://pay.example/p?a=1&b=2')).toBe(
      false,
    );
    expect(html).toContain('href="mailto:x@y.z"');
    expect(html.match(/open\.gif/g)).toHaveLength(1);
  });

  it('reports a template that does not render instead of throwing', () => {
    expect(renderMessage({ subject: 'x', body: '{{#nohelper}}a{{/nohelper' }, {})).toEqual({
      ok: false,
      error: expect.any(String),
    });
  });
});
