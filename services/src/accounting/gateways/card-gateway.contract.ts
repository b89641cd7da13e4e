import type { CardGateway, SavedCardCharge } from './card-gateway.port.js';

/** A gateway under test, with the local server's books and a way to walk its hosted page as a customer would. */
export interface GatewayUnderTest {
  readonly gateway: CardGateway;
  /** How many transactions took money for the attempt. */
  captured(attemptId: string): number;
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
}

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

    it('a hosted payment comes back verified with its attempt; a forged one is refused', async () => {
      const c = charge(t, 'charge');
      await t.gateway.startHostedPayment(c);
      const back = await t.payHosted(c.attemptId, 'pay');
      const r = await t.gateway.readCallback(back);
      expect(r).toMatchObject({ attemptId: c.attemptId, outcome: 'captured', amount: t.amount });
      await expect(t.gateway.readCallback(t.forge(c.attemptId, back))).rejects.toThrow();
    });
  });
};
