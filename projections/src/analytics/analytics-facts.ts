import type { Member } from './analytics-members.js';

/**
 * The metrics the daily facts hold (rm.analytics_daily.metric). Every order and lead figure is dated by the
 * record's creation day and counts it by its status now, as the orders and leads lists filter
 * (createdDateRange, statuses): a figure's drill-down is that list (docs/decisions.md "Analytics facts").
 */
export const FACT_METRICS = [
  'lead.num_leads',
  'lead.num_leads_new',
  'lead.num_leads_confirmed',
  'lead.num_leads_completed',
  'lead.num_leads_lost',
  'lead.num_leads_onhold',
  'lead.num_leads_rejected',
  'lead.need',
  'order.num_orders',
  'order.num_confirmed_orders',
  'order.num_cancelled_orders',
  'invoice.billed',
  'invoice.new_revenue',
  'invoice.collected',
  'invoice.outstanding',
  'storage.in',
  'storage.out',
  'request',
  'survey.exit_reason',
  'survey.exit_comment',
] as const;
export type FactMetric = (typeof FACT_METRICS)[number];

/** The statuses each order metric counts (the drill-down's `statuses`). */
export const ORDER_METRIC_STATUSES: Readonly<Partial<Record<FactMetric, readonly string[]>>> = {
  'lead.num_leads_new': ['new'],
  'lead.num_leads_confirmed': ['confirmed'],
  'lead.num_leads_completed': ['complete'],
  'lead.num_leads_lost': ['lost'],
  'lead.num_leads_onhold': ['onhold'],
  'lead.num_leads_rejected': ['rejected'],
  'order.num_orders': ['confirmed', 'complete', 'cancelled'],
  'order.num_confirmed_orders': ['confirmed', 'complete'],
  'order.num_cancelled_orders': ['cancelled'],
};

/** One record's share of a day's row: a count, money in minor units and CBM (text, summed as numeric). */
export interface Fact {
  readonly day: string;
  readonly metric: FactMetric;
  /**
   * A reason id, a need, a warehouse id, a request's `type:status`, an exit survey's improvement; '' when the metric
   * has none.
   */
  readonly key: string;
  readonly count: number;
  readonly amount: number;
  readonly size: string;
}

const fact = (day: string, metric: FactMetric, key = '', amount = 0, size = '0'): Fact => ({
  day,
  metric,
  key,
  count: 1,
  amount,
  size,
});

const orderFacts = (m: Member, day: string): Fact[] => {
  const out = [fact(day, 'lead.num_leads', '', m.amount)];
  for (const [metric, statuses] of Object.entries(ORDER_METRIC_STATUSES) as [FactMetric, readonly string[]][]) {
    if (m.status === null || !statuses.includes(m.status)) continue;
    const reasoned =
      metric === 'lead.num_leads_lost' || metric === 'lead.num_leads_onhold' || metric === 'lead.num_leads_rejected';
    out.push(fact(day, metric, reasoned ? String(m.reasonId ?? '') : '', m.amount));
  }
  if (m.need !== null && m.need.trim() !== '') out.push(fact(day, 'lead.need', m.need.trim().slice(0, 200)));
  return out;
};

/**
 * An answered exit survey (spec 1 §2.9 'Lost Customers Survey - Reason' and '- Comments'): its reason by the lost
 * reason's id, its improvement by its words (as answered: the surveys list's drill-down filters that answer).
 */
const surveyFacts = (m: Member, day: string): Fact[] => {
  if (m.status !== 'completed') return [];
  const out: Fact[] = [];
  if (m.reasonId !== null) out.push(fact(day, 'survey.exit_reason', String(m.reasonId)));
  if (m.comment !== null) out.push(fact(day, 'survey.exit_comment', m.comment));
  return out;
};

const invoiceFacts = (m: Member, day: string): Fact[] => {
  if (m.status === 'cancelled') return m.paid === 0 ? [] : [fact(day, 'invoice.collected', '', m.paid)];
  const out = [fact(day, 'invoice.billed', '', m.amount)];
  if (m.type === 'order') out.push(fact(day, 'invoice.new_revenue', '', m.amount));
  if (m.paid !== 0) out.push(fact(day, 'invoice.collected', '', m.paid));
  if (m.amount - m.paid !== 0) out.push(fact(day, 'invoice.outstanding', '', m.amount - m.paid));
  return out;
};

const storageFacts = (m: Member): Fact[] => {
  const key = m.warehouseId === null ? '' : String(m.warehouseId);
  const out: Fact[] = [];
  if (m.inDay !== null) out.push(fact(m.inDay, 'storage.in', key, 0, m.size));
  if (m.inDay !== null && m.outDay !== null) out.push(fact(m.outDay, 'storage.out', key, 0, m.size));
  return out;
};

/**
 * What one record adds to the daily facts, pure: a change of the record moves the facts by
 * `factsOf(after) − factsOf(before)`, so the facts are always the sum over the records as they stand.
 */
export const factsOf = (m: Member | undefined): Fact[] => {
  if (!m?.present) return [];
  switch (m.kind) {
    case 'order':
      return m.day === null ? [] : orderFacts(m, m.day);
    case 'invoice':
      return m.day === null ? [] : invoiceFacts(m, m.day);
    case 'storage':
      return storageFacts(m);
    case 'request':
      return m.day === null ? [] : [fact(m.day, 'request', `${m.type ?? ''}:${m.status ?? ''}`)];
    case 'survey':
      return m.day === null ? [] : surveyFacts(m, m.day);
  }
};
