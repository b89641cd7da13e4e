import { drillLink, surveyAnswerLink } from './drill-link';

const filterOf = (link: string | undefined): Record<string, unknown> =>
  JSON.parse(decodeURIComponent(link!.split('?filter=')[1])) as Record<string, unknown>;

describe('drillLink', () => {
  const where = { countryId: 2, from: '2026-11-01', to: '2026-11-30' };

  it("opens a B2B cell's list with the customer type", () => {
    const link = drillLink('order.num_orders', { ...where, customerType: 'b2b' });
    expect(link?.startsWith('/orders?')).toBe(true);
    expect(filterOf(link)).toEqual({
      status: ['confirmed', 'complete', 'cancelled'],
      created: { from: '2026-11-01', to: '2026-11-30' },
      country: 2,
      customerType: 'b2b',
    });
  });

  it('opens the storage figures on the storages list by check-in, check-out and the stock at the end', () => {
    expect(filterOf(drillLink('storage.num_in', where))).toEqual({
      checkedIn: { from: where.from, to: where.to },
      country: 2,
    });
    expect(filterOf(drillLink('storage.volume_out', { ...where, customerType: 'b2c' }))).toEqual({
      checkedOut: { from: where.from, to: where.to },
      country: 2,
      customerType: 'b2c',
    });
    expect(drillLink('storage.volume_stored', where)?.startsWith('/storages?')).toBe(true);
    expect(filterOf(drillLink('storage.volume_stored', where))).toEqual({ storedOn: { to: where.to }, country: 2 });
  });
});

describe('surveyAnswerLink', () => {
  it("opens an exit survey figure's surveys: completed, made in the days and country, answered so", () => {
    const where = { countryId: 1, from: '2026-11-01', to: '2026-11-30' };
    const reason = surveyAnswerLink('reason', '3', where);
    expect(reason.startsWith('/surveys?')).toBe(true);
    expect(filterOf(reason)).toEqual({
      status: 'completed',
      created: { from: where.from, to: where.to },
      exitReason: '3',
      country: 1,
    });
    expect(
      filterOf(surveyAnswerLink('improvement', 'Faster answers & a clearer quote', { from: where.from, to: where.to })),
    ).toEqual({
      status: 'completed',
      created: { from: where.from, to: where.to },
      improvement: 'Faster answers & a clearer quote',
    });
  });
});
