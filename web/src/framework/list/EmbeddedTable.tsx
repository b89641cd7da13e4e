import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { say, t } from '../../app/i18n/messages';
import { offeredPageSizes } from './pageSizes';
import { PageReferenceLabels } from './PageReferenceLabels';
import { useEmbeddedList } from './useEmbeddedList';
import type { ColumnDef, ResourceApi } from '../types';

export interface EmbeddedColumn<R> {
  readonly label: string;
  /** `serial`: the row's number in the whole list (page 2 of 10 a page starts at 11), as the lists number rows. */
  readonly render: (r: R, context: { readonly serial: number }) => ReactNode;
  readonly align?: 'left' | 'right';
  /** The cell shows a referenced record's label (`ReferenceName`): the table loads the page's labels in one call. */
  readonly reference?: ColumnDef<R>['reference'];
}

interface Props<R> {
  readonly listId: string;
  readonly api: ResourceApi;
  /** The filters of the list call (or the generic call's parameters through the api's fallback). */
  readonly filter: Record<string, unknown>;
  readonly sort: { readonly sortBy: string; readonly sortOrder: 'ASC' | 'DESC' };
  readonly columns: readonly EmbeddedColumn<R>[];
  readonly testId: string;
  /** The first page size (25 unless the spec sets one: an order's storages 200, spec 2 §9). */
  readonly perPage?: number;
  /** The page sizes offered (10/25/50/100 unless the spec sets others). */
  readonly perPageOptions?: readonly number[];
  /** What an empty list says (the spec's words where it has some: 'No storages found for this order.'). */
  readonly empty?: string;
}

const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** The records of another resource on a show tab (a warehouse's locations, a location's storages), a page at a time. */
export const EmbeddedTable = <R extends { id: number | string }>({
  listId,
  api,
  filter,
  sort,
  columns,
  testId,
  perPage: firstPerPage = 25,
  perPageOptions = PAGE_SIZES,
  empty,
}: Props<R>) => {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(firstPerPage);
  const { rows, totalCount, status } = useEmbeddedList<R>(listId, api, { ...filter, ...sort, limit: perPage, page });
  return (
    <Box data-testid={testId} data-status={status}>
      <PageReferenceLabels columns={columns} rows={rows} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sx={{ fontWeight: 700 }}>
                  {say(c.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={r.id}>
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.align}>
                    {c.render(r, { serial: (page - 1) * perPage + i + 1 })}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {status !== 'loading' && rows.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary" data-testid={`${testId}-empty`}>
          {empty ?? t('list.noResults')}
        </Typography>
      ) : null}
      <TablePagination
        component="div"
        count={totalCount}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={offeredPageSizes(perPageOptions, perPage)}
        onPageChange={(_e, p) => setPage(p + 1)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(1);
        }}
      />
    </Box>
  );
};
