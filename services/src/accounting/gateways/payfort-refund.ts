import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { unknownRefund, type RefundResult } from './card-refund.js';
import type { HttpAnswer } from './gateway-http.js';
import { payfortSignatureValid, payfortStatusOf } from './payfort-signature.js';

/** PayFort's answer to REFUND, or to CHECK_STATUS of one: only what the console reads of it. */
const PayfortRefundAnswer = t.intersection([
  t.type({ response_code: t.string }),
  t.partial({
    response_message: t.string,
    fort_id: t.string,
    merchant_reference: t.string,
    maintenance_reference: t.string,
    amount: t.union([t.string, t.number]),
    currency: t.string,
    transaction_status: t.string,
    transaction_code: t.string,
    transaction_message: t.string,
  }),
]);
type PayfortRefundAnswer = t.TypeOf<typeof PayfortRefundAnswer>;

/**
 * response_code statuses of a refund (paymentservices.amazon.com, message codes): 06 refund success, 07 refund
 * failed; 19 pending, 15 uncertain, 20 on hold are asked again later. 12 is a CHECK_STATUS success, whose
 * transaction_status is the refund's own.
 */
const outcomeOf = (status: string): RefundResult['outcome'] =>
  status === '06' ? 'refunded' : status === '19' || status === '15' || status === '20' ? 'unknown' : 'declined';

const resultOf = (a: PayfortRefundAnswer, status: string, message: string): RefundResult => ({
  outcome: outcomeOf(status),
  refundId: a.fort_id ?? null,
  message,
  response: {
    response_code: a.response_code,
    response_message: a.response_message,
    fort_id: a.fort_id,
    merchant_reference: a.merchant_reference,
    maintenance_reference: a.maintenance_reference,
    amount: a.amount,
    currency: a.currency,
  },
});

/** An answer not signed by the gateway is no answer: nothing is believed, the refund is looked up later. */
const decodeSigned = (answer: HttpAnswer, phrase: string): PayfortRefundAnswer | RefundResult => {
  if (answer.kind !== 'answer') return unknownRefund(answer.kind === 'timeout' ? 'timeout' : answer.error);
  if (
    typeof answer.body !== 'object' ||
    answer.body === null ||
    !payfortSignatureValid(answer.body as Record<string, unknown>, phrase)
  )
    return unknownRefund('The answer is not signed by the gateway');
  const decoded = PayfortRefundAnswer.decode(answer.body);
  return isLeft(decoded) ? unknownRefund('An answer the console cannot read') : decoded.right;
};
const isResult = (v: PayfortRefundAnswer | RefundResult): v is RefundResult => 'outcome' in v;

export const readPayfortRefund = (answer: HttpAnswer, phrase: string): RefundResult => {
  const a = decodeSigned(answer, phrase);
  if (isResult(a)) return a;
  return resultOf(a, payfortStatusOf(a.response_code), a.response_message ?? `response_code ${a.response_code}`);
};

/**
 * CHECK_STATUS of a refund: found, its own status stands for it; `undefined` when the gateway has no such refund
 * (it never saw the REFUND, so sending it again with the same key refunds at most once). Only a status that names
 * the refund's key is the refund's: the purchase's own status (14) must never be read as a refund's.
 */
export const readPayfortRefundStatus = (
  answer: HttpAnswer,
  phrase: string,
  refundKey: string,
): RefundResult | undefined => {
  const a = decodeSigned(answer, phrase);
  if (isResult(a)) return a;
  if (
    payfortStatusOf(a.response_code) !== '12' ||
    a.transaction_status === undefined ||
    a.maintenance_reference !== refundKey
  )
    return undefined;
  return resultOf(a, a.transaction_status, a.transaction_message ?? a.response_message ?? a.transaction_status);
};
