import Stack from '@mui/material/Stack';
import type { AnalyticsPage, LeadSurvey, ReasonCount } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { enumLabel } from '../../app/i18n/enumText';
import type { MessageKey } from '../../app/i18n/messages';
import { mayUse } from '../../framework/routes';
import { CountTable, type CountRow } from './CountTable';
import { surveyAnswerLink } from './drill-link';
import { pathWith, useFetched } from './useAnalytics';

interface Where {
  readonly countryId?: number;
  readonly from: string;
  readonly to: string;
}

interface KeyedAnswer {
  readonly results: readonly { date?: string; key: string; count: number }[];
  readonly warehouses?: readonly { key: string; label: string; count: number; size: number }[];
}

const rowsOf = (r: readonly ReasonCount[] | undefined, link?: (key: string) => string): CountRow[] =>
  (r ?? []).map((x) => ({ label: x.label, count: x.count, ...(link ? { link: link(x.key) } : {}) }));

const EXTRA_CALL: Partial<Record<AnalyticsPage, 'leadsurvey' | 'status' | 'usage'>> = {
  lead: 'leadsurvey',
  survey: 'leadsurvey',
  operations: 'status',
  warehouse: 'status',
  usage: 'usage',
};

interface ReasonTable {
  readonly testId: string;
  readonly title: MessageKey;
  readonly labelHeader: MessageKey;
  readonly field: keyof LeadSurvey;
  /** The exit survey's answer the rows are (their counts open the surveys so answered). */
  readonly answer?: 'reason' | 'improvement';
}

/** The lead and survey pages' tables of reasons (spec 1 §2.9), each a count by reason of one leadsurvey field. */
const REASON_TABLES: Partial<Record<AnalyticsPage, readonly ReasonTable[]>> = {
  lead: [
    {
      testId: 'table-onhold',
      title: 'analytics.table.onHold',
      labelHeader: 'analytics.col.reason',
      field: 'leadReasonOnHold',
    },
    {
      testId: 'table-lost',
      title: 'analytics.table.lost',
      labelHeader: 'analytics.col.reason',
      field: 'leadReasonLost',
    },
    {
      testId: 'table-reject',
      title: 'analytics.table.reject',
      labelHeader: 'analytics.col.reason',
      field: 'leadReasonReject',
    },
    { testId: 'table-need', title: 'analytics.table.need', labelHeader: 'analytics.col.need', field: 'leadNeed' },
  ],
  survey: [
    {
      testId: 'table-survey-reason',
      title: 'analytics.table.surveyReason',
      labelHeader: 'analytics.col.reason',
      field: 'exitSurveyReason',
      answer: 'reason',
    },
    {
      testId: 'table-survey-comments',
      title: 'analytics.table.surveyComments',
      labelHeader: 'analytics.col.comment',
      field: 'exitSurveyImprovement',
      answer: 'improvement',
    },
  ],
};

/** The tables a page shows besides its metrics (spec 1 §2.9): lead and survey reasons, requests, warehouses. */
export const PageExtras = ({ page, where }: { page: AnalyticsPage; where: Where }) => {
  const id = EXTRA_CALL[page];
  const path = id
    ? pathWith('/api/analytics', { id, countryId: where.countryId, startDate: where.from, endDate: where.to })
    : null;
  const { data } = useFetched<LeadSurvey & KeyedAnswer>(`analytics-extra-${page}`, path);
  const viewer = useViewer();
  if (!id || !data) return null;
  const surveysListed = mayUse(viewer, 'surveys', 'list');
  const linkOf = (answer: ReasonTable['answer']) =>
    answer && surveysListed ? (key: string) => surveyAnswerLink(answer, key, where) : undefined;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
      {(REASON_TABLES[page] ?? []).map((table) => (
        <CountTable
          key={table.testId}
          testId={table.testId}
          title={table.title}
          labelHeader={table.labelHeader}
          rows={rowsOf(data[table.field], linkOf(table.answer))}
          {...(table.answer ? { linkTitle: 'analytics.drillSurveys' as const } : {})}
        />
      ))}
      {page === 'operations' ? (
        <CountTable
          testId="table-requests"
          title="analytics.table.requests"
          labelHeader="analytics.col.type"
          extraHeader="analytics.col.status"
          rows={(data.results ?? []).map((r) => {
            const [type = '', status = ''] = r.key.split(':');
            return { label: enumLabel('RequestType', type), extra: enumLabel('RequestStatus', status), count: r.count };
          })}
        />
      ) : null}
      {page === 'usage' ? (
        <CountTable
          testId="table-usage"
          title="analytics.table.usage"
          labelHeader="analytics.col.date"
          extraHeader="analytics.col.type"
          rows={(data.results ?? []).map((r) => ({
            label: r.date ?? '',
            extra: enumLabel('RequestType', r.key),
            count: r.count,
          }))}
        />
      ) : null}
      {page === 'warehouse' ? (
        <CountTable
          testId="table-warehouses"
          title="analytics.table.warehouses"
          labelHeader="analytics.col.warehouse"
          extraHeader="analytics.col.stored"
          rows={(data.warehouses ?? []).map((w) => ({ label: w.label, extra: String(w.size), count: w.count }))}
        />
      ) : null}
    </Stack>
  );
};
