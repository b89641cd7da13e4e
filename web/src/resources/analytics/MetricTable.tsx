import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { METRIC_BY_ID, type AnalyticsSnapshot, type SegmentValues } from '@console/contracts';
import { t, type MessageKey } from '../../app/i18n/messages';
import { changePercent, formatFigure } from './analytics-format';
import { drillLink } from './drill-link';

export const metricName = (id: string): string => t(`metric.${id}` as MessageKey);

const SEGMENTS = ['all', 'b2c', 'b2b'] as const satisfies readonly (keyof SegmentValues)[];
const SEGMENT_LABEL = { all: 'analytics.col.all', b2c: 'analytics.col.b2c', b2b: 'analytics.col.b2b' } as const;

interface Props {
  readonly metrics: readonly string[];
  readonly snapshot: AnalyticsSnapshot;
  readonly shown: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
  readonly where: { readonly countryId?: number; readonly from: string; readonly to: string };
}

/**
 * Name, All, B2C, B2B (spec 1 §2.9), each figure with its previous period's under it; a click on a row toggles
 * its metric on the graph, a figure opens the list of the records it counts (B2C and B2B: of that customer type).
 */
export const MetricTable = ({ metrics, snapshot, shown, onToggle, where }: Props) => (
  <Table size="small" data-testid="metric-table">
    <TableHead>
      <TableRow>
        <TableCell>{t('analytics.col.name')}</TableCell>
        {SEGMENTS.map((s) => (
          <TableCell key={s} align="right">
            {t(SEGMENT_LABEL[s])}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {metrics.map((id) => {
        const def = METRIC_BY_ID.get(id);
        const now = snapshot.current[id];
        if (!def || !now) return null;
        const before = snapshot.previous?.[id];
        return (
          <TableRow
            key={id}
            hover
            selected={shown.has(id)}
            onClick={() => onToggle(id)}
            sx={{ cursor: 'pointer' }}
            data-testid={`metric-${id}`}
            aria-label={t('analytics.toggleGraph', { metric: metricName(id) })}
          >
            <TableCell>{metricName(id)}</TableCell>
            {SEGMENTS.map((s) => {
              const text = formatFigure(now[s], def.unit, snapshot.currency);
              const change = before ? changePercent(now[s], before[s]) : null;
              const link = drillLink(id, { ...where, ...(s === 'all' ? {} : { customerType: s }) });
              return (
                <TableCell key={s} align="right" data-testid={`cell-${id}-${s}`}>
                  {link ? (
                    <Link
                      component={RouterLink}
                      to={link}
                      onClick={(e) => e.stopPropagation()}
                      title={t('analytics.drill', { metric: metricName(id) })}
                      data-testid={s === 'all' ? `drill-${id}` : `drill-${id}-${s}`}
                    >
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                  {before ? (
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                      {t('analytics.col.previous')}: {formatFigure(before[s], def.unit, snapshot.currency)}
                      {change !== null ? ` (${change > 0 ? '+' : ''}${change}%)` : ''}
                    </Typography>
                  ) : null}
                </TableCell>
              );
            })}
          </TableRow>
        );
      })}
    </TableBody>
  </Table>
);
