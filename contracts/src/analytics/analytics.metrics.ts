/**
 * The figures of the analytics pages and the sales dashboard (spec 1 §2.4, §2.9, §3 "Analytics snapshot"), each a
 * sum over the daily facts of the analytics projection (projections/src/analytics/analytics-facts.ts).
 */
export const ANALYTICS_PAGES = [
  'sales',
  'finance',
  'storage',
  'operations',
  'usage',
  'lead',
  'survey',
  'warehouse',
] as const;
export type AnalyticsPage = (typeof ANALYTICS_PAGES)[number];

/** How a figure reads: a count, money in minor units of the country's currency, or CBM. */
export type MetricUnit = 'count' | 'money' | 'cbm';

/** Where a figure's records are listed (its drill-down): the list call and its filters. */
export type DrillList = 'leads' | 'orders' | 'invoices' | 'requests' | 'storages';

export interface MetricDefinition {
  /** The snapshot key (spec 1 §3: order.num_orders, order.total_amount …). */
  readonly id: string;
  /** The fact summed and its column: count, amount (money) or size (CBM). */
  readonly fact: string;
  readonly column: 'count' | 'amount' | 'size';
  /** A fact whose sum is taken away (attended = leads − new). */
  readonly minus?: string;
  /** A fact whose sum is added (confirmed leads = confirmed + completed, spec 1 §2.4). */
  readonly plus?: string;
  /** Keys of the fact counted (a request metric's `type:status`), prefix match; all when absent. */
  readonly keyPrefix?: string;
  /** A stock, not a flow: summed from the beginning up to the end of the range (in − out). */
  readonly stockOut?: string;
  readonly unit: MetricUnit;
  /** The list its records are in and the statuses it filters on (undefined: the drill-down lists them all). */
  readonly drill?: {
    readonly list: DrillList;
    readonly statuses?: readonly string[];
    readonly types?: readonly string[];
  };
}

const m = (d: MetricDefinition): MetricDefinition => d;

export const METRICS: readonly MetricDefinition[] = [
  m({ id: 'lead.num_leads', fact: 'lead.num_leads', column: 'count', unit: 'count', drill: { list: 'leads' } }),
  m({
    id: 'lead.num_leads_new',
    fact: 'lead.num_leads_new',
    column: 'count',
    unit: 'count',
    drill: { list: 'leads', statuses: ['new'] },
  }),
  m({
    id: 'lead.num_leads_attended',
    fact: 'lead.num_leads',
    minus: 'lead.num_leads_new',
    column: 'count',
    unit: 'count',
    drill: {
      list: 'leads',
      statuses: [
        'locked',
        'renew',
        'rejected',
        'quote_sent',
        'quote_accepted',
        'quote_rejected',
        'lost',
        'confirmed',
        'onhold',
        'cancelled',
        'complete',
        'closed',
      ],
    },
  }),
  m({
    id: 'lead.num_leads_confirmed',
    fact: 'lead.num_leads_confirmed',
    column: 'count',
    unit: 'count',
    drill: { list: 'leads', statuses: ['confirmed'] },
  }),
  m({
    id: 'lead.num_leads_won',
    fact: 'lead.num_leads_confirmed',
    plus: 'lead.num_leads_completed',
    column: 'count',
    unit: 'count',
    drill: { list: 'leads', statuses: ['confirmed', 'complete'] },
  }),
  m({
    id: 'lead.num_leads_completed',
    fact: 'lead.num_leads_completed',
    column: 'count',
    unit: 'count',
    drill: { list: 'leads', statuses: ['complete'] },
  }),
  m({
    id: 'lead.num_leads_lost',
    fact: 'lead.num_leads_lost',
    column: 'count',
    unit: 'count',
    drill: { list: 'leads', statuses: ['lost'] },
  }),
  m({
    id: 'lead.num_leads_onhold',
    fact: 'lead.num_leads_onhold',
    column: 'count',
    unit: 'count',
    drill: { list: 'leads', statuses: ['onhold'] },
  }),
  m({
    id: 'lead.num_leads_rejected',
    fact: 'lead.num_leads_rejected',
    column: 'count',
    unit: 'count',
    drill: { list: 'leads', statuses: ['rejected'] },
  }),
  m({ id: 'lead.total_amount', fact: 'lead.num_leads', column: 'amount', unit: 'money', drill: { list: 'leads' } }),
  m({
    id: 'order.num_orders',
    fact: 'order.num_orders',
    column: 'count',
    unit: 'count',
    drill: { list: 'orders', statuses: ['confirmed', 'complete', 'cancelled'] },
  }),
  m({
    id: 'order.total_amount',
    fact: 'order.num_orders',
    column: 'amount',
    unit: 'money',
    drill: { list: 'orders', statuses: ['confirmed', 'complete', 'cancelled'] },
  }),
  m({
    id: 'order.num_confirmed_orders',
    fact: 'order.num_confirmed_orders',
    column: 'count',
    unit: 'count',
    drill: { list: 'orders', statuses: ['confirmed', 'complete'] },
  }),
  m({
    id: 'order.revenue_confirmed_orders',
    fact: 'order.num_confirmed_orders',
    column: 'amount',
    unit: 'money',
    drill: { list: 'orders', statuses: ['confirmed', 'complete'] },
  }),
  m({
    id: 'order.num_cancelled_orders',
    fact: 'order.num_cancelled_orders',
    column: 'count',
    unit: 'count',
    drill: { list: 'orders', statuses: ['cancelled'] },
  }),
  m({
    id: 'invoice.num_invoices',
    fact: 'invoice.billed',
    column: 'count',
    unit: 'count',
    drill: { list: 'invoices', statuses: ['unpaid', 'paid', 'partial'] },
  }),
  m({
    id: 'invoice.total_revenue',
    fact: 'invoice.billed',
    column: 'amount',
    unit: 'money',
    drill: { list: 'invoices', statuses: ['unpaid', 'paid', 'partial'] },
  }),
  m({
    id: 'invoice.new_revenue',
    fact: 'invoice.new_revenue',
    column: 'amount',
    unit: 'money',
    drill: { list: 'invoices', statuses: ['unpaid', 'paid', 'partial'], types: ['order'] },
  }),
  m({
    id: 'invoice.collected',
    fact: 'invoice.collected',
    column: 'amount',
    unit: 'money',
    drill: { list: 'invoices' },
  }),
  m({
    id: 'invoice.outstanding',
    fact: 'invoice.outstanding',
    column: 'amount',
    unit: 'money',
    drill: { list: 'invoices', statuses: ['unpaid', 'paid', 'partial'] },
  }),
  m({ id: 'storage.num_in', fact: 'storage.in', column: 'count', unit: 'count', drill: { list: 'storages' } }),
  m({ id: 'storage.num_out', fact: 'storage.out', column: 'count', unit: 'count', drill: { list: 'storages' } }),
  m({ id: 'storage.volume_in', fact: 'storage.in', column: 'size', unit: 'cbm', drill: { list: 'storages' } }),
  m({ id: 'storage.volume_out', fact: 'storage.out', column: 'size', unit: 'cbm', drill: { list: 'storages' } }),
  m({
    id: 'storage.volume_stored',
    fact: 'storage.in',
    stockOut: 'storage.out',
    column: 'size',
    unit: 'cbm',
    drill: { list: 'storages' },
  }),
  m({
    id: 'storage.num_stored',
    fact: 'storage.in',
    stockOut: 'storage.out',
    column: 'count',
    unit: 'count',
    drill: { list: 'storages' },
  }),
  m({ id: 'request.num_requests', fact: 'request', column: 'count', unit: 'count', drill: { list: 'requests' } }),
  ...(['pickup', 'delivery', 'drop', 'collect', 'moving', 'survey'] as const).map((type) =>
    m({
      id: `request.num_${type}`,
      fact: 'request',
      keyPrefix: `${type}:`,
      column: 'count',
      unit: 'count',
      drill: { list: 'requests', types: [type] },
    }),
  ),
];

export const METRIC_BY_ID: ReadonlyMap<string, MetricDefinition> = new Map(METRICS.map((d) => [d.id, d]));

/** The metrics each page's table shows, in order (the warehouse page adds its table of warehouses). */
export const PAGE_METRICS: Readonly<Record<AnalyticsPage, readonly string[]>> = {
  sales: [
    'lead.num_leads',
    'lead.num_leads_attended',
    'lead.num_leads_won',
    'lead.num_leads_confirmed',
    'lead.num_leads_completed',
    'order.num_orders',
    'order.total_amount',
    'order.num_confirmed_orders',
    'order.revenue_confirmed_orders',
    'invoice.new_revenue',
  ],
  finance: [
    'invoice.num_invoices',
    'invoice.total_revenue',
    'invoice.new_revenue',
    'invoice.collected',
    'invoice.outstanding',
  ],
  storage: ['storage.num_in', 'storage.num_out', 'storage.volume_in', 'storage.volume_out', 'storage.volume_stored'],
  operations: [
    'request.num_requests',
    'request.num_pickup',
    'request.num_delivery',
    'request.num_drop',
    'request.num_collect',
    'request.num_moving',
    'request.num_survey',
  ],
  usage: ['storage.num_stored', 'storage.volume_stored', 'request.num_requests'],
  lead: [
    'lead.num_leads',
    'lead.num_leads_new',
    'lead.num_leads_lost',
    'lead.num_leads_onhold',
    'lead.num_leads_rejected',
    'lead.total_amount',
  ],
  survey: ['lead.num_leads_lost'],
  warehouse: ['storage.num_stored', 'storage.volume_stored', 'storage.volume_in', 'storage.volume_out'],
};

/** The sales dashboard's cards (spec 1 §2.4). */
export const SALES_DASHBOARD_METRICS: readonly string[] = [
  'lead.num_leads',
  'lead.num_leads_attended',
  'lead.num_leads_won',
  'order.num_orders',
  'invoice.total_revenue',
  'invoice.new_revenue',
  'order.revenue_confirmed_orders',
  'order.total_amount',
  'storage.volume_stored',
];
