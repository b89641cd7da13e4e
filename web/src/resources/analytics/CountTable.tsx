import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { t, type MessageKey } from '../../app/i18n/messages';

export interface CountRow {
  readonly label: string;
  readonly count: number | string;
  readonly extra?: string;
  /** The list of the records the count counts (every figure explains itself). */
  readonly link?: string;
}

/**
 * A titled table of labels and counts (the lead and survey tables, requests by type, warehouses); a count with a
 * link opens the records it counts.
 */
export const CountTable = ({
  title,
  labelHeader,
  rows,
  testId,
  extraHeader,
  linkTitle,
}: {
  title: MessageKey;
  labelHeader: MessageKey;
  rows: readonly CountRow[];
  testId: string;
  extraHeader?: MessageKey;
  linkTitle?: MessageKey;
}) => (
  <Paper variant="outlined" sx={{ p: 1.5, flex: '1 1 320px' }} data-testid={testId}>
    <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
      {t(title)}
    </Typography>
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t(labelHeader)}</TableCell>
          {extraHeader ? <TableCell>{t(extraHeader)}</TableCell> : null}
          <TableCell align="right">{t('analytics.col.count')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={extraHeader ? 3 : 2}>{t('analytics.empty')}</TableCell>
          </TableRow>
        ) : (
          rows.map((r, i) => (
            <TableRow key={`${r.label}-${r.extra ?? ''}-${i}`}>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{r.label}</TableCell>
              {extraHeader ? <TableCell>{r.extra}</TableCell> : null}
              <TableCell align="right">
                {r.link ? (
                  <Link
                    component={RouterLink}
                    to={r.link}
                    title={linkTitle ? t(linkTitle) : undefined}
                    data-testid={`${testId}-drill-${i}`}
                  >
                    {r.count}
                  </Link>
                ) : (
                  r.count
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  </Paper>
);
