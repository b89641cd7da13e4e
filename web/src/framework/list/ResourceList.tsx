import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import dayjs from 'dayjs';
import type { StatusColour } from '@console/contracts';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { say, t } from '../../app/i18n/messages';
import { dataActions, selectBulkRunning, selectExporting, selectList } from '../data/slice';
import { STATUS_PALETTE } from '../fields/StatusBadge';
import type { BulkAction, ListConfig, ListVariant, RecordBase } from '../types';
import { buildQuery } from './buildQuery';
import { ColumnChooser } from './ColumnChooser';
import { FilterBar } from './FilterBar';
import { offeredPageSizes } from './pageSizes';
import { PageReferenceLabels } from './PageReferenceLabels';
import { useColumnPrefs } from './useColumnPrefs';
import { useListParams } from './useListParams';
import { isolatedValue } from '../fields/Isolated';

/** A tinted row's background per status colour (light enough for the text in both themes); 'default' is a neutral tint. */
const TINT_STYLES = {
  '& .row-tint-colour--default': { bgcolor: 'action.hover' },
  ...Object.fromEntries(
    (Object.keys(STATUS_PALETTE) as StatusColour[])
      .filter((c) => c !== 'default')
      .map((c) => [
        `& .row-tint-colour--${c}`,
        { bgcolor: alpha(STATUS_PALETTE[c].bg, 0.12), '&:hover': { bgcolor: alpha(STATUS_PALETTE[c].bg, 0.2) } },
      ]),
  ),
};

interface Props<R extends RecordBase> {
  readonly config: ListConfig<R>;
  readonly variant: ListVariant;
}

/**
 * Every list screen (ARCHITECTURE §7): server-side paging, sorting and filtering through the resource's list
 * call, a serial column, the filter bar, filters and page in the URL, the column chooser kept under the
 * resource's key, CSV export of the filtered rows, live refresh. MUI X DataGrid draws the rows; paging and
 * column order are the framework's own (the free grid stops at 100 rows a page and has no column drag).
 * Bulk actions on ticked rows when the resource has some the user may run; labels of referenced records loaded
 * once per page.
 */
export const ResourceList = <R extends RecordBase>({ config, variant }: Props<R>) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const [params, update] = useListParams(config, variant);
  const listId = `${config.api.name}:${variant.basePath}`;
  const query = useMemo(() => {
    const built = buildQuery(params, config.filters, viewer, config.baseQuery?.(viewer));
    return config.finishQuery ? config.finishQuery(built, viewer) : built;
  }, [params, config, viewer]);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    dispatch(dataActions.listRequested({ listId, api: config.api, query: JSON.parse(queryKey) as typeof query }));
  }, [dispatch, listId, config.api, queryKey]);
  useEffect(() => {
    dispatch(dataActions.listMounted(listId));
    return () => {
      dispatch(dataActions.listUnmounted(listId));
    };
  }, [dispatch, listId]);

  const list = useAppSelector((s) => selectList(s, listId));
  const exporting = useAppSelector((s) => selectExporting(s, listId));
  const rows = useMemo(() => (list?.rows ?? []) as R[], [list?.rows]);
  const { ordered, choices, setChoices } = useColumnPrefs(config.columnsKey, config.columns, viewer);
  const visible = ordered.filter((c) => c.visible).map((c) => c.column);

  // Bulk actions: ticked rows of the page on screen; a new query starts with none ticked.
  const bulkActions = (config.bulkActions ?? []).filter((a) => a.allowed(viewer));
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const bulkRunning = useAppSelector((s) => selectBulkRunning(s, listId));
  useEffect(() => setSelection({ type: 'include', ids: new Set() }), [queryKey]);
  const selectedIds: GridRowId[] =
    selection.type === 'include'
      ? rows.map((r) => r.id).filter((id) => selection.ids.has(id))
      : rows.map((r) => r.id).filter((id) => !selection.ids.has(id));
  const runBulk = (a: BulkAction) => {
    const ids = [...selectedIds];
    if (a.open) {
      a.open(ids);
      return;
    }
    dispatch(
      dataActions.bulkRequested({
        listId,
        api: config.api,
        path: a.path,
        ids: ids,
        notices: ids.map((_id, i) => a.notice(i + 1)),
      }),
    );
    setSelection({ type: 'include', ids: new Set() });
  };

  const serials = useMemo(
    () => new Map(rows.map((r, i) => [r.id, (params.page - 1) * params.perPage + i + 1])),
    [rows, params.page, params.perPage],
  );
  const showPath = (row: R) => `${variant.basePath}/${row.id}/show`;

  const gridColumns: GridColDef<R>[] = visible.map((c) => ({
    field: c.id,
    headerName: say(c.label),
    sortable: Boolean(c.sortField),
    width: c.width,
    flex: c.flex ?? (c.width ? undefined : 1),
    minWidth: c.minWidth ?? c.width ?? 110,
    align: c.align,
    headerAlign: c.align,
    // Text and numbers isolated, so a phone, an amount or a date keeps its order in a right-to-left row.
    renderCell: (p) =>
      isolatedValue(c.render(p.row, { serial: serials.get(p.row.id) ?? 0, showPath: showPath(p.row) })),
  }));
  const sortColumn = config.columns.find((c) => c.sortField === params.sort);
  const sortModel: GridSortModel = sortColumn
    ? [{ field: sortColumn.id, sort: params.order === 'ASC' ? 'asc' : 'desc' }]
    : [];
  const labels = Object.fromEntries(config.columns.map((c) => [c.id, say(c.label)]));

  const onSort = (model: GridSortModel) => {
    const first = model[0];
    const column = first ? config.columns.find((c) => c.id === first.field) : undefined;
    if (!first || !column?.sortField)
      update({ sort: config.defaultSort.field, order: config.defaultSort.order, page: 1 });
    else update({ sort: column.sortField, order: first.sort === 'asc' ? 'ASC' : 'DESC', page: 1 });
  };

  const onExport = () => {
    if (!config.exportFileName) return;
    dispatch(
      dataActions.exportRequested({
        listId,
        api: config.api,
        query,
        fileName: config.exportFileName,
        columns: visible
          .filter((c) => c.exportValue)
          .map((c) => ({ label: say(c.label), value: (row: unknown) => c.exportValue!(row as R) })),
      }),
    );
  };

  // Tinted rows (spec 1 §2.7 overdue, spec 2 §2 by status): a class per colour, styled below for both themes.
  const today = dayjs().format('YYYY-MM-DD');
  const tints = useMemo(() => new Map(rows.map((r) => [r.id, config.rowTint?.(r, today)])), [rows, config, today]);
  const rowClassName = (id: GridRowId): string => {
    const tint = tints.get(id);
    return tint ? `row-tint row-tint-colour--${tint.colour} row-tint--${tint.reason}` : '';
  };

  const title = say(variant.title ?? config.title);
  return (
    <Box
      data-testid="resource-list"
      data-query={queryKey}
      data-list-status={list && JSON.stringify(list.query) === queryKey ? list.status : 'loading'}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {config.canCreate?.(viewer) ? (
          <Button
            component={RouterLink}
            to={`${variant.basePath}/create`}
            startIcon={<AddIcon />}
            variant="contained"
            size="small"
          >
            {t('list.create')}
          </Button>
        ) : null}
        {config.exportFileName ? (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={onExport}
            disabled={exporting || (list?.totalCount ?? 0) === 0}
          >
            {exporting ? t('list.exporting') : t('list.export')}
          </Button>
        ) : null}
        <ColumnChooser choices={choices} labels={labels} onChange={setChoices} />
      </Stack>
      <Paper sx={{ p: 1.5, mb: 1.5 }}>
        <FilterBar
          filters={config.filters}
          values={params.filters}
          viewer={viewer}
          onChange={(filters) => update({ filters })}
        />
      </Paper>
      {/* Labels of referenced records (user names, ...): the ids of the page, one loader per source. */}
      <PageReferenceLabels columns={visible} rows={rows} />
      <Paper sx={{ overflow: 'hidden' }}>
        {bulkActions.length > 0 && selectedIds.length > 0 ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ px: 2, py: 1, alignItems: 'center', bgcolor: 'action.selected' }}
            data-testid="bulk-actions"
          >
            <Typography sx={{ flexGrow: 1 }} data-testid="bulk-count">
              {t('list.selected', { count: selectedIds.length })}
            </Typography>
            {bulkActions.map((a) => (
              <Button
                key={a.id}
                size="small"
                variant="contained"
                color={a.color ?? 'primary'}
                disabled={bulkRunning}
                onClick={() => (a.confirm ? setConfirming(a) : runBulk(a))}
              >
                {say(a.label)}
              </Button>
            ))}
            <Button size="small" color="inherit" onClick={() => setSelection({ type: 'include', ids: new Set() })}>
              {t('record.cancel')}
            </Button>
          </Stack>
        ) : null}
        <DataGrid<R>
          rows={rows}
          columns={gridColumns}
          loading={list?.status === 'loading'}
          autoHeight
          columnBufferPx={4000}
          density="compact"
          disableColumnMenu
          disableColumnFilter
          disableRowSelectionOnClick
          checkboxSelection={bulkActions.length > 0}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          rowCount={rows.length}
          paginationModel={{ page: 0, pageSize: 100 }}
          sortModel={sortModel}
          onSortModelChange={onSort}
          localeText={{ noRowsLabel: t('list.noResults'), columnHeaderSortIconLabel: t('widgets.sort') }}
          getRowClassName={(p) => rowClassName(p.id)}
          sx={{ border: 0, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 }, ...TINT_STYLES }}
        />
        <TablePagination
          component="div"
          count={list?.totalCount ?? 0}
          page={Math.max(0, params.page - 1)}
          rowsPerPage={params.perPage}
          rowsPerPageOptions={offeredPageSizes(config.perPageOptions, params.perPage)}
          labelRowsPerPage={t('list.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t(list?.totalCountCapped ? 'list.displayedRowsCapped' : 'list.displayedRows', {
              from,
              to,
              count: count.toLocaleString('en-US'),
            })
          }
          onPageChange={(_e, p) => update({ page: p + 1 })}
          onRowsPerPageChange={(e) => update({ perPage: Number(e.target.value) })}
          data-testid="pagination"
        />
      </Paper>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="bulk-confirm-title">
        <DialogTitle id="bulk-confirm-title">
          {confirming
            ? t(selectedIds.length === 1 ? 'list.confirmBulkOne' : 'list.confirmBulk', {
                action: say(confirming.label),
                count: selectedIds.length,
              })
            : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('list.notUndoable')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('record.cancel')}</Button>
          <Button
            variant="contained"
            color={confirming?.color ?? 'primary'}
            onClick={() => {
              if (confirming) runBulk(confirming);
              setConfirming(null);
            }}
          >
            {t('record.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
