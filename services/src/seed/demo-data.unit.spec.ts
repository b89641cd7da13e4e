import { requestPathTo } from './seed-requests.js';
import { DAY_MS, demoClock, fitBefore } from './demo-clock.js';
import { demoPhone, countryOfPhone } from './demo-phones.js';
import { demoPhotoPng, DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH } from './demo-image.js';
import { requestStatusOnDate, storageFitsMoves, storageMovesOfPath } from './demo-request-plan.js';
import { planOrders } from './seed-orders.js';
import { seededRandom } from './seed-random.js';

const clock = demoClock(new Date('2026-11-29T11:00:00Z'));

describe('phones by country', () => {
  it('writes +971 5X for the UAE, +965 for Kuwait, +966 5X for KSA, each number once', () => {
    for (let n = 0; n < 2000; n++) {
      expect(demoPhone(1, n)).toMatch(/^\+9715\d{8}$/);
      expect(demoPhone(2, n)).toMatch(/^\+965[569]\d{7}$/);
      expect(demoPhone(3, n)).toMatch(/^\+9665\d{8}$/);
    }
    for (const country of [1, 2, 3]) {
      const numbers = Array.from({ length: 20_000 }, (_, n) => demoPhone(country, n));
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.every((p) => countryOfPhone(p) === country)).toBe(true);
    }
  });

  it("gives a lead's new customer a phone of the lead's country", () => {
    const plans = planOrders(400, [], [], clock);
    for (const p of plans) {
      const phone = (p.body as { phone?: string }).phone;
      expect(countryOfPhone(phone!)).toBe(p.body.countryId);
    }
  });
});

describe('dates', () => {
  it('squeezes a record’s planned times before now, keeping their order', () => {
    const start = clock.now - 3 * DAY_MS;
    const fitted = fitBefore(start, [start + DAY_MS, start + 10 * DAY_MS, start + 11 * DAY_MS], clock.now);
    expect(fitted.every((t) => t >= start && t <= clock.now)).toBe(true);
    expect([...fitted].sort((a, b) => a - b)).toEqual(fitted);
    expect(fitBefore(start, [start + DAY_MS], clock.now)).toEqual([start + DAY_MS]);
  });

  it('dates leads and orders and their actions before now, their service dates at most 60 days ahead', () => {
    const plans = planOrders(3000, [{ id: 1, partnerId: 1, countryId: 1 }], [7, 8], clock);
    for (const p of plans) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(clock.now);
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(clock.since);
      for (const s of p.steps) {
        expect(s.at.getTime()).toBeLessThanOrEqual(clock.now);
        expect(s.at.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      }
      expect(Date.parse(p.body.date!)).toBeLessThanOrEqual(clock.until);
    }
  });
});

describe('prices', () => {
  it('never plans a discount above what the order charges (its charges cannot hold a negative order amount)', () => {
    const customers = [1, 2, 3].map((countryId) => ({ id: countryId, partnerId: 1, countryId }));
    const amounts = planOrders(5000, customers, [7, 8], clock).map((p) => (p.body as { amount?: number }).amount);
    expect(amounts.filter((a) => a !== undefined).length).toBeGreaterThan(4000);
    expect(amounts.filter((a) => a !== undefined && a < 0)).toEqual([]);
  });
});

describe('requests by their dates', () => {
  const random = seededRandom(1);
  const draw = (dateMs: number) => Array.from({ length: 2000 }, () => requestStatusOnDate(random, dateMs, clock));

  it('settles every request of a past day: complete, cancelled or rejected', () => {
    for (const daysAgo of [1, 30, 700]) {
      expect(new Set(draw(clock.todayMs - daysAgo * DAY_MS + 3_600_000))).toEqual(
        new Set(['complete', 'cancelled', 'rejected']),
      );
    }
  });

  it('keeps pending, new, confirmed and on-hold requests ahead, approved only in the next days', () => {
    const far = new Set(draw(clock.todayMs + 20 * DAY_MS));
    expect(far).toEqual(new Set(['pending', 'new', 'confirmed', 'onhold', 'cancelled', 'rejected']));
    expect(new Set(draw(clock.todayMs + DAY_MS))).toContain('approved');
    const todays = new Set(draw(clock.todayMs + 3_600_000));
    expect(todays).toContain('transit');
    expect(todays).not.toContain('pending');
  });
});

describe('storages a request can move', () => {
  it('takes for a pickup to complete only a storage still at the customer’s, new', () => {
    const moves = storageMovesOfPath('pickup', requestPathTo('pickup', 'complete')!);
    expect(moves).toEqual(['markForPickup', 'pickUp', 'checkIn']);
    expect(storageFitsMoves('pickup', 'new', moves)).toBe(true);
    for (const s of ['forpickup', 'out', 'delivered', 'stored', 'in'] as const)
      expect(storageFitsMoves('pickup', s, moves)).toBe(false);
  });

  it('takes for a delivery only a storage in the warehouse, and any it lists when nothing moves', () => {
    const moves = storageMovesOfPath('delivery', requestPathTo('delivery', 'complete')!);
    expect(moves).toEqual(['markForDelivery', 'checkOut', 'deliver']);
    expect(storageFitsMoves('delivery', 'stored', moves)).toBe(true);
    expect(storageFitsMoves('delivery', 'in', moves)).toBe(true);
    expect(storageFitsMoves('delivery', 'fordelivery', moves)).toBe(false);
    expect(
      storageFitsMoves('delivery', 'stored', storageMovesOfPath('delivery', requestPathTo('delivery', 'new')!)),
    ).toBe(true);
  });
});

it('draws a small PNG for the demo photos', () => {
  const png = demoPhotoPng(5);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(16)).toBe(DEMO_IMAGE_WIDTH);
  expect(png.readUInt32BE(20)).toBe(DEMO_IMAGE_HEIGHT);
  expect(png.length).toBeLessThan(4096);
  expect(demoPhotoPng(6).equals(png)).toBe(false);
});
