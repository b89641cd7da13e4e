import { formatMoney, money } from '../money/money.js';
import {
  commissionSlabFor,
  monthlyRent,
  priceQuote,
  rateSlabFor,
  sizeFromItems,
  storageRate,
  type CommissionSlab,
} from './pricing.js';

/*
 * Every figure below is worked by hand in its comment. Money is in 1/10000 of the unit: AED 1 = 10,000.
 * Rates (spec 2 §9), country 1 per CBM per month: ≤1 → 150, ≤2 → 130, ≤3 → 110, ≤4 → 100, ≤5 → 90, ≤6 → 80,
 * above 6 → 75; other countries 10. Minimum monthly rent: 150 (country 1), 6 (others).
 */

describe('rate slabs of country 1, at each boundary', () => {
  it.each([
    // size, rate (AED), rent by hand (AED)            rent in 1/10000
    [1, 150, '1 × 150 = 150', 1_500_000],
    [1.5, 130, '1.5 × 130 = 195', 1_950_000],
    [2, 130, '2 × 130 = 260', 2_600_000],
    [2.01, 110, '2.01 × 110 = 221.1', 2_211_000],
    [3, 110, '3 × 110 = 330', 3_300_000],
    [3.5, 100, '3.5 × 100 = 350', 3_500_000],
    [4, 100, '4 × 100 = 400', 4_000_000],
    [4.5, 90, '4.5 × 90 = 405', 4_050_000],
    [5, 90, '5 × 90 = 450', 4_500_000],
    [5.5, 80, '5.5 × 80 = 440', 4_400_000],
    [6, 80, '6 × 80 = 480', 4_800_000],
    [6.5, 75, '6.5 × 75 = 487.5', 4_875_000],
  ])('%s CBM: AED %s per CBM, %s', (size, rate, _hand, rent) => {
    expect(storageRate(1, size)).toBe(rate * 10_000);
    expect(monthlyRent(1, size)).toBe(rent);
    expect(priceQuote({ countryId: 1, size }).rent).toBe(rent);
  });

  it('the slab bound is inclusive: 1.00000001 CBM is already the second slab', () => {
    expect(rateSlabFor(1).upTo).toBe(1);
    expect(rateSlabFor(1.00000001).upTo).toBe(2);
    expect(rateSlabFor(6.00000001).upTo).toBeNull();
  });

  it('rounds the product half away from zero to 1/10000', () => {
    // 7.33333333 × 75 = 549.99999975 AED = 5,499,999.9975 → 5,500,000
    expect(monthlyRent(1, 7.33333333)).toBe(5_500_000);
  });
});

describe('minimum rent', () => {
  it('country 1: 0.5 CBM × 150 = 75 < 150 → AED 150', () => {
    const q = priceQuote({ countryId: 1, size: 0.5 });
    expect(q.computedRent).toBe(750_000);
    expect(q.minimumRent).toBe(1_500_000);
    expect(q.rent).toBe(1_500_000);
  });

  it('country 2: 0.4 CBM × 10 = 4 < 6 → KWD 6; nothing to store → no rent', () => {
    expect(priceQuote({ countryId: 2, size: 0.4 }).rent).toBe(60_000);
    expect(priceQuote({ countryId: 2, size: 0 }).rent).toBe(0);
  });
});

describe('KWD with 3 decimals', () => {
  it('1.2345 CBM × KWD 10 = 12.345 a month; × 3 months = 37.035', () => {
    const q = priceQuote({ countryId: 2, size: 1.2345, months: 3 });
    expect(q.currency).toBe('KWD');
    expect(q.rate).toBe(100_000);
    expect(q.rent).toBe(123_450);
    expect(formatMoney(q.rent, 'KWD')).toBe('KWD 12.345');
    expect(q.totalRent).toBe(370_350);
    expect(formatMoney(q.total, 'KWD')).toBe('KWD 37.035');
    // Kuwait has no VAT
    expect(q.vatApplies).toBe(false);
    expect(q.vat).toBe(0);
  });
});

describe('VAT for countries 1 and 3', () => {
  it('UAE 5%: 2 CBM × 130 = 260 × 2 months = 520, + Pickup 100 (not free under 3 months) = 620; VAT 31; 651', () => {
    const q = priceQuote({ countryId: 1, size: 2, months: 2, services: [{ name: 'Pickup', amount: 1_000_000 }] });
    expect(q.totalRent).toBe(5_200_000);
    expect(q.serviceCharges).toBe(1_000_000);
    expect(q.total).toBe(6_200_000);
    expect(q.vatPercent).toBe(5);
    expect(q.vat).toBe(310_000);
    expect(q.totalWithVat).toBe(6_510_000);
    // rent including VAT = 260 × 1.05 = 273
    expect(q.monthlyRentWithVat).toBe(2_730_000);
    expect(formatMoney(q.totalWithVat, 'AED')).toBe('AED 651.00');
  });

  it('KSA 15%: 3 CBM × SAR 10 = 30 for 1 month; VAT 4.5; 34.5', () => {
    const q = priceQuote({ countryId: 3, size: 3 });
    expect(q.currency).toBe('SAR');
    expect(q.total).toBe(300_000);
    expect(q.vatPercent).toBe(15);
    expect(q.vat).toBe(45_000);
    expect(q.totalWithVat).toBe(345_000);
  });

  it('the country record rate is used when given: UAE at 7.5% of 150 = 11.25', () => {
    expect(priceQuote({ countryId: 1, size: 1, vatPercent: 7.5 }).vat).toBe(112_500);
  });
});

describe('free services (Pickup, Pickup and Packing from 3 months; Delivery from 6)', () => {
  const services = [
    { name: 'Pickup', amount: 1_500_000 }, // 150
    { name: 'Pickup and Packing', amount: 2_500_000 }, // 250
    { name: 'Delivery', amount: 1_000_000 }, // 100
    { name: 'Handling', amount: 500_000 }, // 50
  ];

  it('2 months: all charged: 150 + 250 + 100 + 50 = 550', () => {
    expect(priceQuote({ countryId: 1, size: 1, months: 2, services }).serviceCharges).toBe(5_500_000);
  });

  it('3 months: Pickup and Pickup and Packing free: 100 + 50 = 150; total 150 × 3 + 150 = 600', () => {
    const q = priceQuote({ countryId: 1, size: 1, months: 3, services });
    expect(q.services.map((l) => [l.name, l.kind, l.charged])).toEqual([
      ['Pickup', 'free', 0],
      ['Pickup and Packing', 'free', 0],
      ['Delivery', 'service', 1_000_000],
      ['Handling', 'service', 500_000],
    ]);
    expect(q.serviceCharges).toBe(1_500_000);
    expect(q.total).toBe(6_000_000);
  });

  it('6 months: Delivery free too: 50; total 150 × 6 + 50 = 950', () => {
    const q = priceQuote({ countryId: 1, size: 1, months: 6, services });
    expect(q.serviceCharges).toBe(500_000);
    expect(q.total).toBe(9_500_000);
  });

  it.each(['2020OFFER', 'JUNE2021', ' june2021 '])(
    'coupon %s takes the free services away: 6 months, all 550 charged',
    (couponId) => {
      const q = priceQuote({ countryId: 1, size: 1, months: 6, services, couponId });
      expect(q.freeServicesSuppressed).toBe(true);
      expect(q.serviceCharges).toBe(5_500_000);
      // 150 × 6 + 550 = 1450
      expect(q.total).toBe(14_500_000);
    },
  );

  it('another coupon keeps them free', () => {
    expect(priceQuote({ countryId: 1, size: 1, months: 6, services, couponId: 'WELCOME' }).serviceCharges).toBe(
      500_000,
    );
  });
});

describe('discount and Delivery (Charged Later)', () => {
  it('1 CBM, 1 month: rent 150 + Handling 50 − Discount 30 = 170; Delivery (Charged Later) 80 apart; VAT 8.5', () => {
    const q = priceQuote({
      countryId: 1,
      size: 1,
      services: [
        { name: 'Handling', amount: 500_000 },
        { name: 'Discount', amount: 300_000 },
        { name: 'Delivery (Charged Later)', amount: 800_000 },
      ],
    });
    expect(q.serviceCharges).toBe(500_000);
    expect(q.discount).toBe(300_000);
    expect(q.chargedLater).toBe(800_000);
    expect(q.services.find((l) => l.kind === 'chargedLater')?.charged).toBe(0);
    expect(q.total).toBe(1_700_000);
    // 170 × 5% = 8.5
    expect(q.vat).toBe(85_000);
    expect(q.totalWithVat).toBe(1_785_000);
  });

  it('Delivery (Charged Later) is never a free Delivery', () => {
    const q = priceQuote({
      countryId: 1,
      size: 1,
      months: 6,
      services: [{ name: 'Delivery (Charged Later)', amount: 800_000 }],
    });
    expect(q.services[0]?.kind).toBe('chargedLater');
    expect(q.total).toBe(9_000_000); // 150 × 6
  });
});

describe('size from items', () => {
  it('3 × 0.1 + 2 × 1.25 = 2.8 exactly (not 2.8000000000000003), so 2.8 × 110 = 308', () => {
    const items = [
      { size: 0.1, quantity: 3 },
      { size: 1.25, quantity: 2 },
    ];
    expect(sizeFromItems(items)).toBe(2.8);
    const q = priceQuote({ countryId: 1, items });
    expect(q.size).toBe(2.8);
    expect(q.rent).toBe(3_080_000);
  });
});

describe('custom rate and customer rent', () => {
  it('an agreed rate of AED 90 on 4 CBM = 360; a customer rent of 300 × 4 months = 1200', () => {
    const q = priceQuote({ countryId: 1, size: 4, rate: 900_000, customerRent: money(3_000_000), months: 4 });
    expect(q.rateSource).toBe('custom');
    expect(q.rent).toBe(3_600_000);
    expect(q.customerRent).toBe(3_000_000);
    expect(q.totalRent).toBe(12_000_000);
  });
});

describe('partner share and commission slabs (shown when the partner is not 1)', () => {
  const slabs: CommissionSlab[] = [
    { target: 0, commissionPercent: 10, category: 'Service' },
    { target: 5, commissionPercent: 15, category: 'Service' },
    { target: 10, commissionPercent: 20, category: 'Service' },
    { target: 0, commissionPercent: 25, category: 'Storage' },
  ];

  it('size 6 exceeds targets 0 and 5 (not 10): Service slab 15%; Storage slab 25%', () => {
    expect(commissionSlabFor(slabs, 'Service', 6)?.commissionPercent).toBe(15);
    expect(commissionSlabFor(slabs, 'Storage', 6)?.commissionPercent).toBe(25);
    // "more than N CBM": exactly 5 does not exceed 5
    expect(commissionSlabFor(slabs, 'Service', 5)?.commissionPercent).toBe(10);
    expect(commissionSlabFor(slabs, 'Service', 0)).toBeUndefined();
  });

  it('services 200 − discount 50 = 150; share 150 × (100 − 15) / 100 = 127.5', () => {
    const q = priceQuote({
      countryId: 1,
      size: 6,
      partnerId: 5,
      commissionSlabs: slabs,
      services: [
        { name: 'Handling', amount: 2_000_000 },
        { name: 'Discount', amount: 500_000 },
      ],
    });
    expect(q.partner).toMatchObject({
      partnerId: 5,
      serviceCommissionPercent: 15,
      storageCommissionPercent: 25,
      partnerShare: 1_275_000,
    });
    expect(q.partner?.serviceSlab?.target).toBe(5);
  });

  it("the order's own service commission wins over the slab: 150 × (100 − 12.5) / 100 = 131.25", () => {
    const q = priceQuote({
      countryId: 1,
      size: 6,
      partnerId: 5,
      commissionSlabs: slabs,
      partnerServiceCommissionPercent: 12.5,
      services: [{ name: 'Handling', amount: 1_500_000 }],
    });
    expect(q.partner?.partnerShare).toBe(1_312_500);
  });

  it('partner 1 shows no commissions', () => {
    expect(priceQuote({ countryId: 1, size: 6, partnerId: 1, commissionSlabs: slabs }).partner).toBeNull();
  });
});
