import { drillQuery } from '@console/contracts';

/**
 * The list screen of a figure's records (issue 35 "every figure explains itself"), with the filters of its
 * drill-down query (contracts' drillQuery) in the screen's own filter keys. undefined: no list shows them.
 */
export const drillLink = (
  metricId: string,
  where: { readonly countryId?: number; readonly from: string; readonly to: string },
): string | undefined => {
  const q = drillQuery(metricId, where);
  if (!q) return undefined;
  const b = q.body as {
    statuses?: string[];
    types?: string[];
    countryIds?: number[];
  };
  const country = b.countryIds?.[0];
  const range = { from: where.from, to: where.to };
  let filter: Record<string, unknown>;
  switch (q.list) {
    case 'leads':
    case 'orders':
      filter = { ...(b.statuses ? { status: b.statuses } : {}), created: range };
      break;
    case 'invoices':
      // The invoices screen filters one status and one type at a time.
      filter = {
        ...(b.statuses?.length === 1 ? { status: b.statuses[0] } : {}),
        ...(b.types?.length === 1 ? { type: b.types[0] } : {}),
        dates: range,
      };
      break;
    default:
      filter = { ...(b.types ? { types: b.types } : {}), date: range };
  }
  if (country !== undefined) filter['country'] = country;
  return `/${q.list}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
};
