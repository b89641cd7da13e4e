import { drillQuery, EXIT_SURVEY_IMPROVEMENT, EXIT_SURVEY_REASON, type DrillWhere } from '@console/contracts';

/**
 * The list screen of a figure's records (issue 35 "every figure explains itself"), with the filters of its
 * drill-down query (contracts' drillQuery) in the screen's own filter keys: the cell's country, its column's
 * customer type (B2C, B2B) and its days. undefined: no list shows them.
 */
export const drillLink = (metricId: string, where: DrillWhere): string | undefined => {
  const q = drillQuery(metricId, where);
  if (!q) return undefined;
  const b = q.body as {
    statuses?: string[];
    types?: string[];
    countryIds?: number[];
    customerType?: string;
    checkedInDates?: { from: string; to: string };
    checkedOutDates?: { from: string; to: string };
    storedOn?: string;
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
    case 'storages':
      filter = {
        ...(b.checkedInDates ? { checkedIn: b.checkedInDates } : {}),
        ...(b.checkedOutDates ? { checkedOut: b.checkedOutDates } : {}),
        ...(b.storedOn ? { storedOn: { to: b.storedOn } } : {}),
      };
      break;
    default:
      filter = { ...(b.types ? { types: b.types } : {}), date: range };
  }
  if (country !== undefined) filter['country'] = country;
  if (b.customerType !== undefined) filter['customerType'] = b.customerType;
  return `/${q.list}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
};

/**
 * The surveys an exit survey figure counts (issue 33 §6): the completed surveys made in the cell's days and country
 * whose answer is the row's (a lost reason by its id, an improvement by its words), in the surveys list's filters.
 */
export const surveyAnswerLink = (
  answer: 'reason' | 'improvement',
  key: string,
  where: Pick<DrillWhere, 'countryId' | 'from' | 'to'>,
): string => {
  const filter: Record<string, unknown> = {
    status: 'completed',
    created: { from: where.from, to: where.to },
    [answer === 'reason' ? EXIT_SURVEY_REASON : EXIT_SURVEY_IMPROVEMENT]: key,
  };
  if (where.countryId !== undefined) filter['country'] = where.countryId;
  return `/surveys?filter=${encodeURIComponent(JSON.stringify(filter))}`;
};
