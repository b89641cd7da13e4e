import type { MonthlyStats } from '@console/contracts';

/** Spec 1 §2.4, §9: a percentage is green above 90, red otherwise. */
export const PERCENT_GREEN_ABOVE = 90;
export const percentColour = (percent: number): 'success' | 'error' =>
  percent > PERCENT_GREEN_ABOVE ? 'success' : 'error';

export type CardUnit = 'count' | 'money' | 'cbm';

export interface DashboardCard {
  readonly key: string;
  readonly value: number;
  readonly unit: CardUnit;
  /** Of the total leads, in percent (one decimal), for the lead cards. */
  readonly percent?: number;
}

const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/**
 * The sales dashboard's cards from the monthly stats (spec 1 §2.4): attended = leads − new, confirmed = confirmed
 * + completed, total orders = the confirmed orders, total sales = the leads' amount; volume stored rounded.
 */
export const dashboardCards = (s: MonthlyStats): DashboardCard[] => {
  const leads = s.lead.num_leads;
  const attended = leads - s.lead.num_leads_new;
  const confirmed = s.lead.num_leads_confirmed + s.lead.num_leads_completed;
  return [
    { key: 'lead.num_leads', value: leads, unit: 'count' },
    { key: 'lead.num_leads_attended', value: attended, unit: 'count', percent: percentOf(attended, leads) },
    { key: 'lead.num_leads_won', value: confirmed, unit: 'count', percent: percentOf(confirmed, leads) },
    { key: 'order.num_orders', value: s.order.num_confirmed_orders, unit: 'count' },
    { key: 'invoice.total_revenue', value: s.invoice.total_revenue, unit: 'money' },
    { key: 'invoice.new_revenue', value: s.invoice.new_revenue, unit: 'money' },
    { key: 'order.revenue_confirmed_orders', value: s.order.revenue_confirmed_orders, unit: 'money' },
    { key: 'order.total_amount', value: s.lead.total_amount, unit: 'money' },
    { key: 'storage.volume_stored', value: Math.round(s.totalVolume), unit: 'cbm' },
  ];
};

/** Which dashboard a user sees on / (spec 1 §2.4). */
export type DashboardKind = 'affiliate' | 'partner' | 'sales' | 'none';
const SALES_ROLES = ['admin', 'staff', 'global-staff', 'transport-staff', 'warehouse-staff'];
export const dashboardKindOf = (roles: readonly string[], isPartner: boolean): DashboardKind => {
  if (roles.includes('affiliate')) return 'affiliate';
  if (isPartner || roles.includes('partner')) return 'partner';
  if (roles.some((r) => SALES_ROLES.includes(r))) return 'sales';
  return 'none';
};
