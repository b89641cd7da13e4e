import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_COUNTRY_ID,
  PAGE_METRICS,
  type AnalyticsGraph,
  type AnalyticsPage as Page,
  type AnalyticsSnapshot,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import {
  DEFAULT_PRESET,
  isApplicable,
  latestDay,
  localToday,
  presetRange,
  previousPeriod,
  type Preset,
  type Range,
} from './analytics-range';
import { MetricGraph } from './MetricGraph';
import { MetricTable } from './MetricTable';
import { PageExtras } from './PageExtras';
import { RangeBar, type CompareMode } from './RangeBar';
import { pathWith, useFetched } from './useAnalytics';

/**
 * One analytics page (spec 1 §2.9): country, presets (none on Usage), the range (never in the future; Usage a day
 * ahead), the comparison, the metric table whose rows toggle the graph, and the page's own tables. A range is
 * applied only when it is applicable; until then the last applicable one stays on screen.
 */
export const AnalyticsPage = ({ page }: { page: Page }) => {
  const usage = page === 'usage';
  const today = localToday();
  const latest = latestDay(today, usage);
  const [countryId, setCountryId] = useState<number | null>(DEFAULT_COUNTRY_ID);
  const [preset, setPreset] = useState<Preset | null>(DEFAULT_PRESET);
  const [range, setRange] = useState<Range>(() => presetRange(DEFAULT_PRESET, today));
  const [applied, setApplied] = useState<Range>(range);
  const [compare, setCompare] = useState<CompareMode>('none');
  const [custom, setCustom] = useState<Range>(() => previousPeriod(range));
  const metrics = PAGE_METRICS[page];
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(metrics.slice(0, 1)));

  const changeRange = (r: Range) => {
    setRange(r);
    setPreset(null);
    if (isApplicable(r, latest)) setApplied(r);
  };
  const choosePreset = (p: Preset) => {
    const r = presetRange(p, today);
    setPreset(p);
    setRange(r);
    setApplied(r);
  };
  const prev =
    compare === 'previous'
      ? previousPeriod(applied)
      : compare === 'custom' && isApplicable(custom, latest)
        ? custom
        : null;
  const where = { ...(countryId !== null ? { countryId } : {}), from: applied.from, to: applied.to };

  const snapshotPath = pathWith('/api/analytics', {
    id: 'snapshot',
    metrics: metrics.join(','),
    countryId: countryId ?? undefined,
    startDate: applied.from,
    endDate: applied.to,
    startDatePrev: prev?.from,
    endDatePrev: prev?.to,
  });
  const graphMetrics = useMemo(() => metrics.filter((m) => shown.has(m)), [metrics, shown]);
  const graphPath =
    graphMetrics.length > 0
      ? pathWith('/api/analytics', {
          id: 'graph',
          metrics: graphMetrics.join(','),
          countryId: countryId ?? undefined,
          startDate: applied.from,
          endDate: applied.to,
        })
      : null;
  const snapshot = useFetched<AnalyticsSnapshot>(`analytics-snapshot-${page}`, snapshotPath);
  const graph = useFetched<AnalyticsGraph>(`analytics-graph-${page}`, graphPath);
  const toggle = (id: string) =>
    setShown((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack spacing={2} data-testid={`analytics-${page}`}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t(`analytics.page.${page}`)}
      </Typography>
      <RangeBar
        countryId={countryId}
        allowAll={page !== 'finance'}
        onCountry={setCountryId}
        preset={usage ? undefined : preset}
        onPreset={choosePreset}
        range={range}
        onRange={changeRange}
        latest={latest}
        compare={compare}
        onCompare={setCompare}
        custom={custom}
        onCustom={setCustom}
      />
      {snapshot.status === 'error' ? <Alert severity="error">{t('analytics.failed')}</Alert> : null}
      <Paper variant="outlined" sx={{ p: 1 }}>
        {snapshot.data ? (
          <MetricTable metrics={metrics} snapshot={snapshot.data} shown={shown} onToggle={toggle} where={where} />
        ) : (
          <Typography sx={{ p: 2 }}>{t('analytics.loading')}</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 1 }}>
        {graph.data && graphMetrics.length > 0 ? <MetricGraph graph={graph.data} metrics={graphMetrics} /> : null}
      </Paper>
      <PageExtras page={page} where={where} />
    </Stack>
  );
};
