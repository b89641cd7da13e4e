/** What the role dashboards (web/src/dashboard) use of the analytics pages. */
export { formatFigure } from './analytics-format';
export { localToday, presetRange } from './analytics-range';
export { CountrySelect } from './RangeBar';
export { pathWith, useFetched } from './useAnalytics';
export { Y_DOMAIN_MAX } from './MetricGraph';
export { useChartDirection } from './chart-direction';
