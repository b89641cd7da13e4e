import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DescribedChange } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { FieldGrid } from '../show/FieldGrid';
import { DescribedValueView } from './DescribedValueView';

const cellSx = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' } as const;

/**
 * One change as a table row: action, field, old, new (spec 1 §2.11), as the server described it (issue 31): the
 * field by its label, values in words, amounts, dates and names.
 */
export const ChangeRow = ({ change, withAction = true }: { change: DescribedChange; withAction?: boolean }) => (
  <TableRow data-testid="change-row" data-action={change.action} data-path={change.path}>
    {withAction ? (
      <TableCell sx={{ ...cellSx, whiteSpace: 'nowrap' }}>{t(`history.action.${change.action}`)}</TableCell>
    ) : null}
    <TableCell sx={cellSx}>{change.field}</TableCell>
    <TableCell sx={cellSx} data-testid="change-old">
      <DescribedValueView value={change.old} />
    </TableCell>
    <TableCell sx={cellSx} data-testid="change-new">
      <DescribedValueView value={change.new} />
    </TableCell>
  </TableRow>
);

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
  changes: readonly DescribedChange[];
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

/** A whole record as labelled fields (described by the server); 'No data' when it is empty. */
export const DocumentFields = ({ fields, testId }: { fields: readonly DescribedChange[]; testId?: string }) =>
  fields.length === 0 ? (
    <Typography color="text.secondary" data-testid={testId}>
      {t('history.noData')}
    </Typography>
  ) : (
    <Box data-testid={testId}>
      <FieldGrid
        items={fields.map((f) => ({
          label: f.field,
          value: (
            <span style={{ whiteSpace: 'pre-wrap' }} data-testid={`field-${f.path}`}>
              <DescribedValueView value={f.new} />
            </span>
          ),
          wide: f.path === 'comments',
        }))}
      />
    </Box>
  );
