import type { CardGateway, SavedCardCharge } from './card-gateway.port.js';
import { refundKeyOf, type CardRefund } from './card-refund.js';

/** A gateway under test, with the local server's books and a way to walk its hosted page as a customer would. */
export interface GatewayUnderTest {
  readonly gateway: CardGateway;
  /** How many charges took money for the attempt: the local server's own count (its books per reference). */
  captured(attemptId: string): number;
  /** Refunds the local server made under the key (its own books: never more than one per key). */
  refunds(refundKey: string): number;
  /** Money the local server gave back of the attempt's charge, in 1/10000 units. */
  refunded(attemptId: string): number;
  /** The gateway acts on calls but answers only after its slow delay, for `ms` from now (a lost answer). */
  loseAnswersFor(ms: number): void;
  /** The app's records: an attempt (its amount and currency) the app issued, which the hosted page accepts. */
  issue(attemptId: string): void;
  /** Opens the hosted page of a payment started earlier: its HTTP status (400 for what the app never issued). */
  openHosted(attemptId: string): Promise<number>;
  /** Pays (or declines) on the hosted page; answers what came back to the return URL. */
  payHosted(
    attemptId: string,
    outcome: 'pay' | 'decline',
  ): Promise<{ fields: Record<string, unknown>; headers: Record<string, string> }>;
  /** What a forger would send back for the attempt (a changed amount, a made-up signature). */
  forge(
    attemptId: string,
    back: { fields: Record<string, unknown>; headers: Record<string, string> },
  ): { fields: Record<string, unknown>; headers: Record<string, string> };
  /** A card token the local server charges, declines, or charges and answers late. */
  token(kind: 'charge' | 'decline' | 'slow'): string;
  readonly currency: SavedCardCharge['currency'];
  readonly amount: number;
  /** How long the server's late answers take (longer than the adapter's timeout). */
  readonly slowMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let n = 0;
const charge = (t: GatewayUnderTest, kind: 'charge' | 'decline' | 'slow'): SavedCardCharge => ({
  attemptId: `payment-${Date.now()}${++n}`,
  amount: t.amount,
  currency: t.currency,
  customerEmail: 'c@example.com',
  customerName: 'Card Customer',
  cardToken: t.token(kind),
  tapCustomerId: 'cus_local',
  description: 'test',
  returnUrl: 'http://127.0.0.1:9/return',
  webhookUrl: 'http://127.0.0.1:9/webhook',
});

/** The behaviour every card gateway adapter has (ARCHITECTURE: one contract suite per port). */
export const cardGatewayContract = (
  name: string,
  make: () => Promise<GatewayUnderTest & { stop(): Promise<void> }>,
) => {
  /** A captured charge, and a refund of part of it under the n-th key of its payment. */
  const captured = async (t: GatewayUnderTest) => {
    const c = charge(t, 'charge');
    const r = await t.gateway.chargeSavedCard(c);
    expect(r.outcome).toBe('captured');
    const paymentId = Number(c.attemptId.slice('payment-'.length));
    const refund = (n: number, amount: number): CardRefund => ({
      refundKey: refundKeyOf(paymentId, n),
      attemptId: c.attemptId,
      chargeId: r.gatewayId,
      amount,
      currency: c.currency,
      reason: 'requested_by_customer',
    });
    return { c, refund };
  };
  /** Part of the amount, in whole units of the smallest coin of every currency (0.01 AED, 0.001 KWD). */
  const partOf = (amount: number) => Math.floor(amount / 2 / 100) * 100;

  describe(`${name} card gateway`, () => {
    let t: GatewayUnderTest & { stop(): Promise<void> };
    beforeAll(async () => {
      t = await make();
    });
    afterAll(() => t.stop());

    it('charges a saved card once, the amount as asked', async () => {
      const c = charge(t, 'charge');
      const r = await t.gateway.chargeSavedCard(c);
      expect(r).toMatchObject({ outcome: 'captured', amount: t.amount });
      expect(r.gatewayId).toEqual(expect.any(String));
      expect(t.captured(c.attemptId)).toBe(1);
    });

    it('reports a declined card with the gateway’s words, nothing taken', async () => {
      const c = charge(t, 'decline');
      const r = await t.gateway.chargeSavedCard(c);
      expect(r.outcome).toBe('declined');
      expect(r.message.length).toBeGreaterThan(0);
      expect(t.captured(c.attemptId)).toBe(0);
    });

    it('a lost answer is unknown; settling it finds the charge made, and never charges again', async () => {
      const c = charge(t, 'slow');
      expect((await t.gateway.chargeSavedCard(c)).outcome).toBe('unknown');
      const settled = await t.gateway.settle(c);
      expect(settled).toMatchObject({ outcome: 'captured', amount: t.amount });
      await t.gateway.settle(c);
      expect(t.captured(c.attemptId)).toBe(1);
    });

    it('settling an attempt the gateway never saw charges it, once', async () => {
      const c = charge(t, 'charge');
      expect((await t.gateway.settle(c)).outcome).toBe('captured');
      expect((await t.gateway.settle(c)).outcome).toBe('captured');
      expect(t.captured(c.attemptId)).toBe(1);
    });

    it('the same attempt sent twice is charged once: its reference is the idempotency key', async () => {
      const c = charge(t, 'charge');
      expect((await t.gateway.chargeSavedCard(c)).outcome).toBe('captured');
      // PayFort refuses a used merchant_reference (read as unknown, never declined); Tap answers the charge it made.
      expect((await t.gateway.chargeSavedCard(c)).outcome).not.toBe('declined');
      expect(await t.gateway.settle(c)).toMatchObject({ outcome: 'captured', amount: t.amount });
      expect(t.captured(c.attemptId)).toBe(1);
    });

    it('the status of a declined attempt is declined: settling it charges nothing', async () => {
      const c = charge(t, 'decline');
      expect((await t.gateway.chargeSavedCard(c)).outcome).toBe('declined');
      expect((await t.gateway.settle(c)).outcome).toBe('declined');
      expect(t.captured(c.attemptId)).toBe(0);
    });

    it('answers lost to the charge and to the status query stay unknown; asked later, the one charge is found', async () => {
      const c = charge(t, 'charge');
      t.loseAnswersFor(t.slowMs);
      expect((await t.gateway.chargeSavedCard(c)).outcome).toBe('unknown');
      expect((await t.gateway.settle(c)).outcome).toBe('unknown');
      await sleep(t.slowMs);
      expect(await t.gateway.settle(c)).toMatchObject({ outcome: 'captured', amount: t.amount });
      expect(t.captured(c.attemptId)).toBe(1);
    });

    it('refunds part of a charge, then the rest; a refund beyond what is left is refused, nothing returned', async () => {
      const { c, refund } = await captured(t);
      const part = partOf(t.amount);
      expect((await t.gateway.refund(refund(1, part))).outcome).toBe('refunded');
      expect(t.refunded(c.attemptId)).toBe(part);
      const rest = await t.gateway.refund(refund(2, t.amount - part));
      expect(rest.outcome).toBe('refunded');
      expect(rest.refundId).toEqual(expect.any(String));
      const beyond = await t.gateway.refund(refund(3, 100));
      expect(beyond.outcome).toBe('declined');
      expect(beyond.message.length).toBeGreaterThan(0);
      expect(t.refunded(c.attemptId)).toBe(t.amount);
      expect(t.refunds(refund(3, 100).refundKey)).toBe(0);
    });

    it('a refund above the charge is refused at once', async () => {
      const { c, refund } = await captured(t);
      expect((await t.gateway.refund(refund(1, t.amount + 100))).outcome).toBe('declined');
      expect(t.refunded(c.attemptId)).toBe(0);
    });

    it('the same refund key twice returns the money once', async () => {
      const { c, refund } = await captured(t);
      const r = refund(1, partOf(t.amount));
      const first = await t.gateway.refund(r);
      const again = await t.gateway.refund(r);
      expect(first.outcome).toBe('refunded');
      expect(again).toMatchObject({ outcome: 'refunded', refundId: first.refundId });
      expect(t.refunds(r.refundKey)).toBe(1);
      expect(t.refunded(c.attemptId)).toBe(partOf(t.amount));
    });

    it('a refund of a charge the gateway does not know is refused', async () => {
      const { refund } = await captured(t);
      const r = { ...refund(1, 100), attemptId: `payment-${Date.now()}999`, chargeId: 'chg_000000000000000000' };
      const out = await t.gateway.refund(r);
      expect(out.outcome).toBe('declined');
      expect(t.refunds(r.refundKey)).toBe(0);
    });

    it('a lost refund answer is unknown; settling it finds the one refund made, and never refunds again', async () => {
      const { c, refund } = await captured(t);
      const r = refund(1, partOf(t.amount));
      t.loseAnswersFor(t.slowMs);
      expect((await t.gateway.refund(r)).outcome).toBe('unknown');
      await sleep(t.slowMs);
      expect((await t.gateway.settleRefund(r, null)).outcome).toBe('refunded');
      const known = await t.gateway.settleRefund(r, null);
      expect(known.outcome).toBe('refunded');
      expect((await t.gateway.settleRefund(r, known.refundId)).outcome).toBe('refunded');
      expect(t.refunds(r.refundKey)).toBe(1);
      expect(t.refunded(c.attemptId)).toBe(partOf(t.amount));
    });

    it('settling a refund the gateway never saw refunds it, once', async () => {
      const { c, refund } = await captured(t);
      const r = refund(1, partOf(t.amount));
      expect((await t.gateway.settleRefund(r, null)).outcome).toBe('refunded');
      expect((await t.gateway.settleRefund(r, null)).outcome).toBe('refunded');
      expect(t.refunds(r.refundKey)).toBe(1);
      expect(t.refunded(c.attemptId)).toBe(partOf(t.amount));
    });

    it('the hosted page takes only an attempt the app issued', async () => {
      const c = charge(t, 'charge');
      await t.gateway.startHostedPayment(c);
      expect(await t.openHosted(c.attemptId)).toBe(400);
    });

    it('a hosted payment comes back verified with its attempt; a forged one is refused', async () => {
      const c = charge(t, 'charge');
      t.issue(c.attemptId);
      await t.gateway.startHostedPayment(c);
      const back = await t.payHosted(c.attemptId, 'pay');
      const r = await t.gateway.readCallback(back);
      expect(r).toMatchObject({ attemptId: c.attemptId, outcome: 'captured', amount: t.amount });
      await expect(t.gateway.readCallback(t.forge(c.attemptId, back))).rejects.toThrow();
    });
  });
};
