import Stack from '@mui/material/Stack';
import type { AnalyticsPage, LeadSurvey, ReasonCount } from '@console/contracts';
import { CountTable, type CountRow } from './CountTable';
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

const rowsOf = (r: readonly ReasonCount[] | undefined): CountRow[] =>
  (r ?? []).map((x) => ({ label: x.label, count: x.count }));

const EXTRA_CALL: Partial<Record<AnalyticsPage, 'leadsurvey' | 'status' | 'usage'>> = {
  lead: 'leadsurvey',
  survey: 'leadsurvey',
  operations: 'status',
  warehouse: 'status',
  usage: 'usage',
};

/** The tables a page shows besides its metrics (spec 1 §2.9): lead and survey reasons, requests, warehouses. */
export const PageExtras = ({ page, where }: { page: AnalyticsPage; where: Where }) => {
  const id = EXTRA_CALL[page];
  const path = id
    ? pathWith('/api/analytics', { id, countryId: where.countryId, startDate: where.from, endDate: where.to })
    : null;
  const { data } = useFetched<LeadSurvey & KeyedAnswer>(`analytics-extra-${page}`, path);
  if (!id || !data) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
      {page === 'lead' ? (
        <>
          <CountTable
            testId="table-onhold"
            title="analytics.table.onHold"
            labelHeader="analytics.col.reason"
            rows={rowsOf(data.leadReasonOnHold)}
          />
          <CountTable
            testId="table-lost"
            title="analytics.table.lost"
            labelHeader="analytics.col.reason"
            rows={rowsOf(data.leadReasonLost)}
          />
          <CountTable
            testId="table-reject"
            title="analytics.table.reject"
            labelHeader="analytics.col.reason"
            rows={rowsOf(data.leadReasonReject)}
          />
          <CountTable
            testId="table-need"
            title="analytics.table.need"
            labelHeader="analytics.col.need"
            rows={rowsOf(data.leadNeed)}
          />
        </>
      ) : null}
      {page === 'survey' ? (
        <>
          <CountTable
            testId="table-survey-reason"
            title="analytics.table.surveyReason"
            labelHeader="analytics.col.reason"
            rows={rowsOf(data.exitSurveyReason)}
          />
          <CountTable
            testId="table-survey-comments"
            title="analytics.table.surveyComments"
            labelHeader="analytics.col.comment"
            rows={rowsOf(data.exitSurveyImprovement)}
          />
        </>
      ) : null}
      {page === 'operations' ? (
        <CountTable
          testId="table-requests"
          title="analytics.table.requests"
          labelHeader="analytics.col.type"
          extraHeader="analytics.col.status"
          rows={(data.results ?? []).map((r) => {
            const [type = '', status = ''] = r.key.split(':');
            return { label: type, extra: status, count: r.count };
          })}
        />
      ) : null}
      {page === 'usage' ? (
        <CountTable
          testId="table-usage"
          title="analytics.table.usage"
          labelHeader="analytics.col.date"
          extraHeader="analytics.col.type"
          rows={(data.results ?? []).map((r) => ({ label: r.date ?? '', extra: r.key, count: r.count }))}
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
