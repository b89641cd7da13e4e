import crypto from 'node:crypto';
import { signWatiWebhook, WATI_SIGNATURE_HEADER } from '../wati-webhook.js';
import { listenLocal, readRaw, sendJson, type LocalHttpServer } from './local-http.js';

/** A message the local WATI server took. */
export interface LocalWatiMessage {
  readonly localMessageId: string;
  readonly whatsappNumber: string;
  readonly kind: 'template' | 'text';
  readonly templateName: string;
  readonly broadcastName: string;
  readonly parameters: readonly { readonly name: string; readonly value: string }[];
  readonly text: string;
  readonly receivedAt: Date;
  /** The server dropped its answer to this one (kept, then the connection destroyed). */
  readonly answerDropped: boolean;
}

/** A message's statuses, as WATI's webhooks name them. */
export type LocalWatiStatus = 'sent' | 'delivered' | 'read' | 'replied' | 'failed';

const EVENT_OF_STATUS: Readonly<Record<LocalWatiStatus, { eventType: string; statusString: string }>> = {
  sent: { eventType: 'templateMessageSent_v2', statusString: 'SENT' },
  delivered: { eventType: 'sentMessageDELIVERED_v2', statusString: 'Delivered' },
  read: { eventType: 'sentMessageREAD_v2', statusString: 'Read' },
  replied: { eventType: 'sentMessageREPLIED_v2', statusString: 'Replied' },
  failed: { eventType: 'templateMessageFailed', statusString: 'Failed' },
};

/** How the local server misbehaves, as a test sets it; all off by default. */
export interface LocalWatiSwitches {
  /** Every nth call is answered 503 before anything is taken; 0: none. */
  readonly refuseEveryNthCall: number;
  /** Every nth message is taken and its answer dropped (the connection destroyed); 0: none. */
  readonly dropAnswerEveryNth: number;
  /** Answer every call with this HTTP status (4xx or 5xx) and WATI's refusal body; nothing is taken. */
  readonly replyStatus: number | undefined;
}

const OFF: LocalWatiSwitches = { refuseEveryNthCall: 0, dropAnswerEveryNth: 0, replyStatus: undefined };

export interface LocalWatiOptions {
  /** The bearer token the server takes. */
  readonly token: string;
  /** The secret the server signs its webhooks with (the app's WATI_WEBHOOK_SECRET). */
  readonly webhookSecret: string;
  /** Where it posts delivery webhooks (changeable later: the app's address is known only once it listens). */
  readonly webhookUrl?: string;
  /** Statuses posted by themselves after each message is taken (the embedded default: sent, delivered). */
  readonly autoStatuses?: readonly LocalWatiStatus[];
  /** The newest messages kept (10,000 unless told): a long-running development server must not grow without end. */
  readonly keep?: number;
}

export interface LocalWati extends LocalHttpServer {
  /** Every message taken, oldest first. */
  messages(): readonly LocalWatiMessage[];
  /** The copies taken under one broadcast name. */
  messagesOf(broadcastName: string): readonly LocalWatiMessage[];
  counts(): { readonly calls: number; readonly refused: number; readonly answersDropped: number };
  set(switches: Partial<LocalWatiSwitches>): void;
  setWebhookUrl(url: string | undefined): void;
  /** Posts a message's status to the webhook URL, signed (or signed with another secret); the receiver's HTTP status. */
  postStatus(localMessageId: string, status: LocalWatiStatus, signWith?: string): Promise<number>;
  reset(): void;
}

const VALID_NUMBER = /^\d{8,15}$/;
const refusal = (info: string) => ({ result: false, info });

/**
 * A local WATI that speaks the calls the console makes: bearer token; POST /api/v1/sendTemplateMessage
 * ?whatsappNumber= with template_name, broadcast_name, parameters (a template named `missing…` is unknown, a number
 * not of 8 to 15 digits invalid: `result: false` under HTTP 200, as WATI answers); POST /api/v1/sendSessionMessage/
 * {number}?messageText=. It posts WATI's status webhooks (templateMessageSent_v2, sentMessageDELIVERED_v2, …) to a
 * URL, signed with HMAC-SHA256 of the raw body (wati-webhook.ts), and has the failures tests switch on.
 */
export const startLocalWati = async (options: LocalWatiOptions): Promise<LocalWati> => {
  let messages: LocalWatiMessage[] = [];
  let switches = OFF;
  let webhookUrl = options.webhookUrl;
  let calls = 0;
  let refused = 0;
  let taken = 0;
  let answersDropped = 0;
  const byId = new Map<string, LocalWatiMessage>();

  const postStatus = async (localMessageId: string, status: LocalWatiStatus, signWith?: string): Promise<number> => {
    const m = byId.get(localMessageId);
    if (!webhookUrl || !m) return 0;
    const body = JSON.stringify({
      ...EVENT_OF_STATUS[status],
      localMessageId,
      id: crypto.randomBytes(12).toString('hex'),
      whatsappMessageId: `wamid.${crypto.createHash('sha256').update(localMessageId).digest('base64url')}`,
      conversationId: crypto.createHash('sha256').update(m.whatsappNumber).digest('hex').slice(0, 24),
      text: m.kind === 'text' ? m.text : null,
      type: m.kind,
      timestamp: String(Math.floor(Date.now() / 1000)),
      waId: m.whatsappNumber,
      ...(m.kind === 'template' ? { templateName: m.templateName } : {}),
      ...(status === 'failed' ? { failedCode: '131026', failedDetail: 'Message undeliverable' } : {}),
    });
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WATI_SIGNATURE_HEADER]: signWatiWebhook(body, signWith ?? options.webhookSecret),
      },
      body,
    }).catch(() => undefined);
    return res?.status ?? 0;
  };

  const server = await listenLocal(async (req, res, base) => {
    const url = new URL(req.url ?? '/', base);
    const raw = await readRaw(req);
    if (req.headers.authorization !== `Bearer ${options.token}`) return sendJson(res, 401, refusal('Unauthorized'));
    calls += 1;
    if (switches.refuseEveryNthCall > 0 && calls % switches.refuseEveryNthCall === 0) {
      refused += 1;
      res.setHeader('retry-after', '1');
      return sendJson(res, 503, refusal('Service unavailable, try again later'));
    }
    if (switches.replyStatus !== undefined) return sendJson(res, switches.replyStatus, refusal('Answered by the test'));
    const template = url.pathname === '/api/v1/sendTemplateMessage';
    const session = /^\/api\/v1\/sendSessionMessage\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'POST' || (!template && !session)) return sendJson(res, 404, refusal('Not found'));
    const body = template ? jsonOf(raw) : {};
    if (body === undefined) return sendJson(res, 400, refusal('The body is not JSON'));
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const whatsappNumber = template ? (url.searchParams.get('whatsappNumber') ?? '') : decodeURIComponent(session![1]!);
    if (!VALID_NUMBER.test(whatsappNumber)) return sendJson(res, 200, refusal('Invalid WhatsApp number'));
    const templateName = typeof fields['template_name'] === 'string' ? fields['template_name'] : '';
    if (template && (templateName === '' || /^missing/i.test(templateName)))
      return sendJson(res, 200, refusal(`Template ${templateName} not found`));
    taken += 1;
    const drop = switches.dropAnswerEveryNth > 0 && taken % switches.dropAnswerEveryNth === 0;
    const message: LocalWatiMessage = {
      localMessageId: crypto.randomUUID(),
      whatsappNumber,
      kind: template ? 'template' : 'text',
      templateName,
      broadcastName: typeof fields['broadcast_name'] === 'string' ? fields['broadcast_name'] : '',
      parameters: parametersOf(fields['parameters']),
      text: url.searchParams.get('messageText') ?? '',
      receivedAt: new Date(),
      answerDropped: drop,
    };
    messages.push(message);
    byId.set(message.localMessageId, message);
    const over = messages.length - (options.keep ?? 10_000);
    if (over > 0) for (const old of messages.splice(0, over)) byId.delete(old.localMessageId);
    // As WATI does, the statuses follow the answer, one after the other.
    const auto = options.autoStatuses ?? [];
    if (auto.length > 0)
      res.once('close', () => {
        void (async () => {
          for (const status of auto) await postStatus(message.localMessageId, status);
        })();
      });
    if (drop) {
      answersDropped += 1;
      return void req.socket.destroy();
    }
    const receiver = { localMessageId: message.localMessageId, waId: whatsappNumber, isValidWhatsAppNumber: true };
    return template
      ? sendJson(res, 200, {
          result: true,
          error: null,
          templateName,
          receivers: [{ ...receiver, errors: [] }],
          parameters: message.parameters,
        })
      : sendJson(res, 200, { ok: true, result: 'success', message: { ...receiver, text: message.text, type: 'text' } });
  });
  return {
    ...server,
    messages: () => messages,
    messagesOf: (broadcastName) => messages.filter((m) => m.broadcastName === broadcastName),
    counts: () => ({ calls, refused, answersDropped }),
    set: (s) => void (switches = { ...switches, ...s }),
    setWebhookUrl: (u) => void (webhookUrl = u),
    postStatus,
    reset: () => {
      messages = [];
      byId.clear();
      switches = OFF;
      calls = refused = taken = answersDropped = 0;
    },
  };
};

const parametersOf = (v: unknown): { name: string; value: string }[] =>
  (Array.isArray(v) ? (v as unknown[]) : []).flatMap((p) => {
    const o = typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : {};
    const value = typeof o['value'] === 'string' || typeof o['value'] === 'number' ? String(o['value']) : '';
    return typeof o['name'] === 'string' ? [{ name: o['name'], value }] : [];
  });

const jsonOf = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8') || '{}') as unknown;
  } catch {
    return undefined;
  }
};
