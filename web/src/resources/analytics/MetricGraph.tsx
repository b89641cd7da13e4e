import { LineChart } from '@mui/x-charts/LineChart';
import { METRIC_BY_ID, type AnalyticsGraph } from '@console/contracts';
import { graphValue } from './analytics-format';
import { useChartDirection } from './chart-direction';
import { metricName } from './MetricTable';

/** Spec 1 §2.9, §9: the y axis from 0 on a square-root scale, at least up to 50 (a larger figure widens it). */
export const Y_DOMAIN_MAX = 50;

const shortDay = (d: Date) => d.toLocaleDateString('en-IN', { timeZone: 'UTC', day: '2-digit', month: '2-digit' });

/** The shown metrics per day of the range; money in whole units of the currency. */
export const MetricGraph = ({ graph, metrics }: { graph: AnalyticsGraph; metrics: readonly string[] }) => {
  const { reverse, yPosition } = useChartDirection();
  const series = metrics.map((id) => {
    const unit = METRIC_BY_ID.get(id)?.unit ?? 'count';
    return {
      id,
      label: metricName(id),
      showMark: false,
      data: graph.points.map((p) => graphValue(Number(p[id] ?? 0), unit)),
      valueFormatter: (v: number | null) => (v === null ? '' : Math.round(v).toLocaleString('en-US')),
    };
  });
  const top = Math.max(Y_DOMAIN_MAX, ...series.flatMap((s) => s.data));
  return (
    <div data-testid="metric-graph" data-series={metrics.join(',')}>
      <LineChart
        height={320}
        // The figures are shown at once: a screen read right after a change shows the whole line.
        skipAnimation
        xAxis={[
          {
            data: graph.points.map((p) => new Date(`${p.date}T00:00:00Z`)),
            scaleType: 'time',
            valueFormatter: shortDay,
            reverse,
          },
        ]}
        yAxis={[
          {
            scaleType: 'sqrt',
            min: 0,
            max: top,
            position: yPosition,
            valueFormatter: (v: number) => Math.round(v).toLocaleString('en-US'),
          },
        ]}
        series={series}
      />
    </div>
  );
};
