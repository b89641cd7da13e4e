import { readSessionAnswer, readTemplateAnswer, type WatiAnswer } from './wati-answers.js';
import type { WatiSettings } from './wati.config.js';
import {
  WhatsAppFailure,
  type WhatsApp,
  type WhatsAppSent,
  type WhatsAppTemplateMessage,
  type WhatsAppTextMessage,
} from './whatsapp.port.js';

/** Network errors that mean the request never reached WATI: nothing was sent, so a retry doubles nothing. */
const NOT_REACHED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** A field of an error, read without instanceof (fetch's errors come from another realm under some runners). */
const fieldOf = (v: unknown, name: 'cause' | 'code' | 'message'): unknown =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[name] : undefined;

const causeCode = (e: unknown): string | undefined => {
  const code = fieldOf(fieldOf(e, 'cause'), 'code');
  return typeof code === 'string' ? code : undefined;
};

/** WATI's HTTP API over fetch (bearer token); its answers decoded with io-ts (wati-answers.ts). */
export class WatiWhatsApp implements WhatsApp {
  constructor(private readonly settings: WatiSettings) {}

  sendTemplate(m: WhatsAppTemplateMessage): Promise<WhatsAppSent> {
    const query = new URLSearchParams({ whatsappNumber: m.whatsappNumber });
    const body = {
      template_name: m.templateName,
      broadcast_name: m.broadcastName,
      parameters: m.parameters.map((p) => ({ name: p.name, value: p.value })),
    };
    return this.call(`/api/v1/sendTemplateMessage?${query.toString()}`, body, readTemplateAnswer, m.whatsappNumber);
  }

  sendText(m: WhatsAppTextMessage): Promise<WhatsAppSent> {
    const query = new URLSearchParams({ messageText: m.text });
    const path = `/api/v1/sendSessionMessage/${encodeURIComponent(m.whatsappNumber)}?${query.toString()}`;
    return this.call(path, undefined, readSessionAnswer, m.whatsappNumber);
  }

  /**
   * One call, read as the port's three kinds: no connection is temporary; a timeout or a connection dropped after
   * the request went out is an answer lost; 429 and 5xx are temporary; another 4xx or `result: false` is refused.
   */
  private async call(
    path: string,
    body: unknown,
    read: (body: unknown) => WatiAnswer,
    whatsappNumber: string,
  ): Promise<WhatsAppSent> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (e) {
      const code = causeCode(e);
      const text = fieldOf(e, 'message');
      const message = `WATI: ${code ?? (typeof text === 'string' ? text : 'no answer')}`;
      throw new WhatsAppFailure(code !== undefined && NOT_REACHED.has(code) ? 'temporary' : 'answerLost', message);
    }
    const raw = await res.text().catch(() => undefined);
    if (raw === undefined) throw new WhatsAppFailure('answerLost', 'WATI: the answer was cut off', res.status);
    if (res.status === 429 || res.status >= 500)
      throw new WhatsAppFailure('temporary', `WATI: HTTP ${res.status} ${raw.slice(0, 200)}`, res.status);
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const answer = res.ok ? read(json) : undefined;
    if (answer?.kind === 'taken') return { localMessageId: answer.localMessageId, whatsappNumber };
    if (answer?.kind === 'unreadable')
      throw new WhatsAppFailure('answerLost', `WATI: an answer the console cannot read: ${raw.slice(0, 200)}`, 200);
    const words = answer?.kind === 'refused' ? answer.message : raw.slice(0, 200);
    throw new WhatsAppFailure('refused', `WATI: ${words}`, res.status);
  }
}
