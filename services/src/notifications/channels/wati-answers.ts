import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';

const text = t.union([t.string, t.null]);

/**
 * WATI's answer to sendTemplateMessage: `result`, and the message's localMessageId under `receivers` (the v2 shape)
 * or `model.ids` (older v1 answers); a refusal is `result: false` with `info` or `error`, often under HTTP 200.
 */
const TemplateAnswer = t.intersection([
  t.type({ result: t.boolean }),
  t.partial({
    info: text,
    error: text,
    receivers: t.array(
      t.partial({ localMessageId: t.string, isValidWhatsAppNumber: t.boolean, errors: t.array(t.unknown) }),
    ),
    model: t.partial({ ids: t.array(t.string) }),
    validWhatsAppNumber: t.boolean,
  }),
]);

/** WATI's answer to sendSessionMessage: `ok` / `result: "success"` and the message with its localMessageId. */
const SessionAnswer = t.partial({
  ok: t.boolean,
  result: t.union([t.boolean, t.string]),
  info: text,
  message: t.partial({ localMessageId: t.string, id: t.string, whatsappMessageId: t.string }),
});

/** What an answer says: taken (with WATI's message id, when it names one), refused with WATI's words, or unreadable. */
export type WatiAnswer =
  | { readonly kind: 'taken'; readonly localMessageId: string | null }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unreadable' };

export const readTemplateAnswer = (body: unknown): WatiAnswer => {
  const a = TemplateAnswer.decode(body);
  if (isLeft(a)) return { kind: 'unreadable' };
  const r = a.right;
  const receiver = r.receivers?.[0];
  if (!r.result || r.validWhatsAppNumber === false || receiver?.isValidWhatsAppNumber === false)
    return { kind: 'refused', message: r.info ?? r.error ?? 'WATI refused the message' };
  return { kind: 'taken', localMessageId: receiver?.localMessageId ?? r.model?.ids?.[0] ?? null };
};

export const readSessionAnswer = (body: unknown): WatiAnswer => {
  const a = SessionAnswer.decode(body);
  if (isLeft(a)) return { kind: 'unreadable' };
  const r = a.right;
  if (r.ok !== true && r.result !== true && r.result !== 'success')
    return { kind: 'refused', message: r.info ?? 'WATI refused the message' };
  return { kind: 'taken', localMessageId: r.message?.localMessageId ?? r.message?.id ?? null };
};
