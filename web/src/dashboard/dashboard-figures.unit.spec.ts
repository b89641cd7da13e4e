import { dashboardCards, dashboardKindOf, percentColour } from './dashboard-figures';

const stats = {
  order: { num_confirmed_orders: 7, revenue_confirmed_orders: 70_000 },
  lead: { num_leads: 20, num_leads_new: 1, num_leads_confirmed: 5, num_leads_completed: 2, total_amount: 900_000 },
  invoice: { new_revenue: 10_000, total_revenue: 50_000 },
  totalVolume: 12.6,
  leadData: [],
  currency: 'AED',
};

describe('the sales dashboard', () => {
  it('derives attended and confirmed leads with their share, and rounds the volume', () => {
    const cards = new Map(dashboardCards(stats).map((c) => [c.key, c]));
    expect(cards.get('lead.num_leads_attended')).toMatchObject({ value: 19, percent: 95 });
    expect(cards.get('lead.num_leads_won')).toMatchObject({ value: 7, percent: 35 });
    expect(cards.get('storage.volume_stored')!.value).toBe(13);
  });

  it('colours a percentage green above 90 only', () => {
    expect(percentColour(90.1)).toBe('success');
    expect(percentColour(90)).toBe('error');
  });

  it('shows each role its dashboard and the others none', () => {
    expect(dashboardKindOf(['warehouse-staff'], false)).toBe('sales');
    expect(dashboardKindOf(['admin'], false)).toBe('sales');
    expect(dashboardKindOf(['partner'], true)).toBe('partner');
    expect(dashboardKindOf(['affiliate'], false)).toBe('affiliate');
    expect(dashboardKindOf(['marketing-staff'], false)).toBe('none');
    expect(dashboardKindOf(['business'], false)).toBe('none');
  });
});
