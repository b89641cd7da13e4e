import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { changeAction, type RevisionChange } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { FieldGrid } from '../show/FieldGrid';
import { changeCells, flattenDocument, formatValue } from './apis';

const cellSx = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' } as const;

/** One change as a table row: action, field, old, new (spec 1 §2.11). */
export const ChangeRow = ({ change, withAction = true }: { change: RevisionChange; withAction?: boolean }) => {
  const action = changeAction(change);
  const cells = changeCells(change, action);
  return (
    <TableRow data-testid="change-row" data-action={action} data-path={change.path}>
      {withAction ? <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{action}</TableCell> : null}
      <TableCell sx={{ ...cellSx, fontFamily: 'monospace' }}>{change.path}</TableCell>
      <TableCell sx={cellSx} data-testid="change-old">
        {cells.old}
      </TableCell>
      <TableCell sx={cellSx} data-testid="change-new">
        {cells.new}
      </TableCell>
    </TableRow>
  );
};

/** The columns of a table of changes: action, field, old value, new value. */
export const ChangesHead = () => (
  <TableHead>
    <TableRow>
      <TableCell sx={{ width: 110 }}>{t('history.action')}</TableCell>
      <TableCell sx={{ width: '22%' }}>{t('history.field')}</TableCell>
      <TableCell>{t('history.old')}</TableCell>
      <TableCell>{t('history.new')}</TableCell>
    </TableRow>
  </TableHead>
);

/** A list of changes (a revision's, or between two revisions): action, field, old, new; 'No changes' when none. */
export const ChangesTable = ({
  changes,
  label,
  testId,
}: {
  changes: readonly RevisionChange[];
  label: string;
  testId?: string;
}) => (
  <Box sx={{ overflowX: 'auto' }} data-testid={testId}>
    <Table size="small" aria-label={label}>
      <ChangesHead />
      <TableBody>
        {changes.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4} data-testid="no-changes">
              <Typography color="text.secondary" variant="body2">
                {t('history.noChanges')}
              </Typography>
            </TableCell>
          </TableRow>
        ) : (
          changes.map((c) => <ChangeRow key={c.path} change={c} />)
        )}
      </TableBody>
    </Table>
  </Box>
);

/** A whole document as a field list, by dotted path; 'No data' when it is empty. */
export const DocumentFields = ({
  document,
  testId,
}: {
  document: Readonly<Record<string, unknown>> | null;
  testId?: string;
}) =>
  document === null || Object.keys(document).length === 0 ? (
    <Typography color="text.secondary" data-testid={testId}>
      {t('history.noData')}
    </Typography>
  ) : (
    <Box data-testid={testId}>
      <FieldGrid
        items={flattenDocument(document).map(({ path, value }) => {
          const text = formatValue(value);
          return {
            label: path,
            value: text === '' ? null : <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>,
            wide: path === 'comments',
          };
        })}
      />
    </Box>
  );
