import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { unknownRefund, type RefundResult } from './card-refund.js';
import { fieldText, type HttpAnswer } from './gateway-http.js';

/** Tap's refund object (POST /v2/refunds, GET /v2/refunds/{id}): only what the console reads of it. */
const TapRefundAnswer = t.intersection([
  t.type({ object: t.literal('refund'), id: t.string, status: t.string }),
  t.partial({
    amount: t.union([t.number, t.string]),
    currency: t.string,
    charge_id: t.string,
    response: t.partial({ code: t.string, message: t.string }),
  }),
]);

/** Tap's refusal of a request: { errors: [{ code, description }] }. */
const TapErrors = t.type({ errors: t.array(t.partial({ code: t.string, description: t.string })) });

/** Refund statuses: returned; still running (asked again later); the rest are refusals. */
const REFUNDED = new Set(['REFUNDED', 'SUCCEEDED']);
const RUNNING = new Set(['INITIATED', 'IN_PROGRESS', 'PENDING', 'UNKNOWN']);

/** What Tap said to a refund: a 4xx with errors is a refusal (no money moved); no answer, a 5xx or a running refund is unknown. */
export const readTapRefund = (answer: HttpAnswer): RefundResult => {
  if (answer.kind !== 'answer') return unknownRefund(answer.kind === 'timeout' ? 'timeout' : answer.error);
  if (answer.status >= 500) return unknownRefund(`HTTP ${answer.status}`);
  const refund = TapRefundAnswer.decode(answer.body);
  if (answer.status < 400 && !isLeft(refund)) {
    const r = refund.right;
    return {
      outcome: REFUNDED.has(r.status) ? 'refunded' : RUNNING.has(r.status) ? 'unknown' : 'declined',
      refundId: r.id,
      message: r.response?.message ?? r.status,
      response: {
        id: r.id,
        status: r.status,
        amount: r.amount,
        currency: r.currency,
        charge_id: r.charge_id,
        code: r.response?.code,
        message: r.response?.message,
      },
    };
  }
  if (answer.status < 400) return unknownRefund('Tap answered no refund');
  const errors = TapErrors.decode(answer.body);
  const message = isLeft(errors)
    ? `HTTP ${answer.status}`
    : errors.right.errors.map((e) => fieldText(e.description ?? e.code)).join('; ') || `HTTP ${answer.status}`;
  return { outcome: 'declined', refundId: null, message, response: { errors: message } };
};

export const isTapRefundId = (id: string): boolean => /^re_[A-Za-z0-9_]{1,80}$/.test(id);
