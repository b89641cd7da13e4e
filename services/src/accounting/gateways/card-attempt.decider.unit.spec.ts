import { GATEWAY_MESSAGES, type CardState, type PaymentEvent } from '@console/contracts';
import { invoiceDecider } from '../invoice.decider.js';
import { paymentDecider } from '../payment.decider.js';
import {
  callbackDecision,
  captureDecision,
  chargeableCard,
  outOfScope,
  reconcileStep,
  resumeRefusal,
  type GatewayCustomer,
} from './card-attempt.decider.js';
import type { Actor } from '../../core/command-context.js';
import { paymentAttemptDecider } from './attempt-reservations.js';
import { invoiceIssued } from '../accounting-fixtures.js';

const now = new Date('2026-11-25T10:00:00Z');
const customer: GatewayCustomer = {
  partnerId: 1,
  countryId: 1,
  currency: 'AED',
  email: 'c@example.com',
  name: 'C',
  tapCustomerId: null,
};
const card = (over: Partial<NonNullable<CardState>> = {}): { id: number; state: CardState } => ({
  id: 4,
  state: {
    id: 4,
    userId: 3,
    partnerId: 1,
    countryId: 1,
    mode: 'payfort',
    cardHolderName: 'C',
    cardNumber: '4111********1111',
    tokenName: 'tok_4',
    expiryDate: '12/30',
    status: 'active',
    createdAt: now.toISOString(),
    default: true,
    deleted: false,
    ...over,
  },
});
const issued = invoiceIssued();
const invoice = invoiceDecider.evolve(invoiceDecider.initialState, issued);
const payment = (mode: 'tap' | 'payfort', cardId?: number) =>
  (
    paymentDecider.decide(
      {
        type: 'RecordPayment',
        id: 7,
        origin: 'gateway',
        userId: 3,
        partnerId: 1,
        countryId: 1,
        creatorId: 2,
        input: { type: 'payment', mode, amount: 50_000, currency: 'AED', invoiceIds: [] },
        data: { response: cardId === undefined ? { eci: 'ECOMMERCE' } : { eci: 'RECURRING', cardId } },
      },
      null,
      now,
    ) as PaymentEvent[]
  ).reduce(paymentDecider.evolve, null)!;
const partnerUser = { id: 9, partnerId: 2, isPartner: true } as Actor;

describe('card attempt decider', () => {
  it("answers another partner's customer or payment as not found", () => {
    expect(outOfScope(partnerUser, 1, 3)).toMatchObject({ kind: 'not_found' });
    expect(outOfScope(partnerUser, 2, 3)).toBeUndefined();
    expect(outOfScope(null, 1, 3)).toBeUndefined();
  });

  it('refuses a capture in order: gateway, amount, invoice, card, Tap customer; else names the card to charge', () => {
    const body = { userId: 3, amount: 50_000, invoiceId: 1 };
    expect(captureDecision('tap', body, customer, invoice, card())).toMatchObject({
      errors: [{ path: 'userId', message: GATEWAY_MESSAGES.wrongProvider }],
    });
    expect(captureDecision('payfort', { ...body, amount: 0 }, customer, invoice, card())).toMatchObject({
      kind: 'validation',
    });
    expect(captureDecision('payfort', body, customer, null, card())).toMatchObject({ errors: [{ path: 'invoiceId' }] });
    expect(captureDecision('payfort', { ...body, amount: 2_000_000 }, customer, invoice, card())).toMatchObject({
      errors: [{ message: GATEWAY_MESSAGES.overBalance }],
    });
    expect(captureDecision('payfort', body, customer, invoice, undefined)).toMatchObject({
      errors: [{ message: GATEWAY_MESSAGES.noActiveCard }],
    });
    expect(captureDecision('payfort', body, customer, invoice, card({ userId: 8 }))).toMatchObject({
      errors: [{ message: GATEWAY_MESSAGES.cardNotCustomers }],
    });
    expect(captureDecision('tap', body, { ...customer, countryId: 2 }, invoice, card())).toMatchObject({
      errors: [{ message: GATEWAY_MESSAGES.noTapCustomer }],
    });
    expect(captureDecision('payfort', body, customer, invoice, card())).toEqual({ id: 4, token: 'tok_4' });
    // Spec 3 §9: the auto-charge of an invoice needs country 1; a KSA invoice is refused, nothing is charged.
    expect(
      captureDecision('payfort', body, { ...customer, countryId: 3 }, { ...invoice!, countryId: 3 }, card()),
    ).toMatchObject({
      errors: [{ path: 'invoiceId', message: GATEWAY_MESSAGES.autoChargeCountry }],
    });
  });

  it('settles a payment with a card no longer active, never charges a new one with it', () => {
    expect(chargeableCard(card({ status: 'inactive' }), 3, true)).toEqual({ id: 4, token: 'tok_4' });
    expect(chargeableCard(card({ status: 'inactive' }), 3, false)).toMatchObject({ kind: 'validation' });
  });

  it('an attempt key resumes only the same customer, amount and gateway', () => {
    expect(resumeRefusal(payment('payfort', 4), 'payfort', { userId: 3, amount: 50_000 })).toBeUndefined();
    expect(resumeRefusal(payment('payfort', 4), 'payfort', { userId: 3, amount: 60_000 })).toMatchObject({
      errors: [{ path: 'attemptKey' }],
    });
    expect(resumeRefusal(payment('payfort', 4), 'tap', { userId: 3, amount: 50_000 })).toMatchObject({
      errors: [{ path: 'attemptKey' }],
    });
  });

  it("reconciles a pending card payment with its gateway; a Tap link waits for Tap's callback", () => {
    expect(reconcileStep(payment('payfort', 4))).toEqual({ step: 'settle', provider: 'payfort', cardId: 4 });
    expect(reconcileStep(payment('payfort'))).toEqual({ step: 'settle', provider: 'payfort', cardId: undefined });
    expect(reconcileStep(payment('tap'))).toEqual({ step: 'answer', status: 'pending' });
    const failed = paymentDecider.evolve(payment('tap'), {
      type: 'PaymentFailed',
      data: { id: 7, from: 'pending', data: { response: { message: 'Insufficient funds' } } },
    });
    expect(reconcileStep(failed!)).toMatchObject({
      errors: [{ path: 'card', message: `${GATEWAY_MESSAGES.declined}: Insufficient funds` }],
    });
  });

  it('a callback settles only a pending payment of its own gateway, and only with a known outcome', () => {
    expect(callbackDecision(undefined, undefined, 'tap', 'captured')).toMatchObject({
      errors: [{ message: GATEWAY_MESSAGES.badLink }],
    });
    expect(callbackDecision(7, payment('payfort'), 'tap', 'captured')).toMatchObject({
      errors: [{ message: GATEWAY_MESSAGES.badLink }],
    });
    expect(callbackDecision(7, payment('tap'), 'tap', 'captured')).toEqual({ id: 7, settle: true });
    expect(callbackDecision(7, payment('tap'), 'tap', 'unknown')).toEqual({ id: 7, settle: false });
  });

  it('an attempt key is taken only from the holder the caller read: the loser of a race finds the winner', () => {
    const reserve = (paymentId: number, after: number | null, held: number | null) =>
      paymentAttemptDecider.decide({ type: 'ReservePaymentAttempt', paymentId, after }, held, now);
    expect(reserve(7, null, null)).toEqual([{ type: 'PaymentAttemptReserved', data: { paymentId: 7 } }]);
    expect(reserve(8, null, 7)).toEqual([]);
    expect(reserve(9, 7, 7)).toEqual([{ type: 'PaymentAttemptReserved', data: { paymentId: 9 } }]);
    expect(reserve(10, 7, 9)).toEqual([]);
  });
});
