import type { Key, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Table, { type TableProps } from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { t, type MessageKey } from '../../app/i18n/messages';

/** One column of a table of rows in hand: its heading and what its cell shows of a row. */
export interface RowsColumn<R> {
  /** The heading's catalogue key; none over a column of buttons. */
  readonly label?: MessageKey;
  readonly render: (row: R) => ReactNode;
  readonly align?: 'left' | 'right';
  /** The cells' style (a long error that wraps anywhere). */
  readonly sx?: SxProps<Theme>;
}

interface Props<R> extends Omit<TableProps, 'children'> {
  readonly columns: readonly RowsColumn<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R, index: number) => Key;
  /** A row's test id, where a test finds one row among the others. */
  readonly rowTestId?: (row: R) => string;
  /** The headings' style (bold where the screen's other tables have them bold). */
  readonly headSx?: SxProps<Theme>;
}

/**
 * A small table of rows the screen already holds (a status page's failures, a tab's few records): a heading per
 * column, a line per row. The table's own props (`aria-label`, `data-testid`, `sx`) are passed on.
 */
export const RowsTable = <R,>({ columns, rows, rowKey, rowTestId, headSx, ...table }: Props<R>) => (
  <Table size="small" {...table}>
    <TableHead>
      <TableRow>
        {columns.map((c, i) => (
          <TableCell key={c.label ?? i} align={c.align} sx={headSx}>
            {c.label === undefined ? null : t(c.label)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((row, i) => (
        <TableRow key={rowKey(row, i)} data-testid={rowTestId?.(row)}>
          {columns.map((c, j) => (
            <TableCell key={c.label ?? j} align={c.align} sx={c.sx}>
              {c.render(row)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
