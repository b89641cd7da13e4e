import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectExporting, selectList } from '../data/slice';
import type { ListConfig, ListVariant, RecordBase } from '../types';
import { buildQuery } from './buildQuery';
import { ColumnChooser } from './ColumnChooser';
import { FilterBar } from './FilterBar';
import { useColumnPrefs } from './useColumnPrefs';
import { useListParams } from './useListParams';

interface Props<R extends RecordBase> {
  readonly config: ListConfig<R>;
  readonly variant: ListVariant;
}

/**
 * Every list screen (ARCHITECTURE §7): server-side paging, sorting and filtering through the resource's list
 * call, a serial column, the filter bar, filters and page in the URL, the column chooser kept under the
 * resource's key, CSV export of the filtered rows, live refresh. MUI X DataGrid draws the rows; paging and
 * column order are the framework's own (the free grid stops at 100 rows a page and has no column drag).
 */
export const ResourceList = <R extends RecordBase>({ config, variant }: Props<R>) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const [params, update] = useListParams(config, variant);
  const listId = `${config.api.name}:${variant.basePath}`;
  const query = useMemo(() => buildQuery(params, config.filters, viewer, config.baseQuery?.(viewer)), [params, config, viewer]);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    dispatch(dataActions.listRequested({ listId, api: config.api, query: JSON.parse(queryKey) }));
  }, [dispatch, listId, config.api, queryKey]);
  useEffect(() => {
    dispatch(dataActions.listMounted(listId));
    return () => {
      dispatch(dataActions.listUnmounted(listId));
    };
  }, [dispatch, listId]);

  const list = useAppSelector((s) => selectList(s, listId));
  const exporting = useAppSelector((s) => selectExporting(s, listId));
  const rows = (list?.rows ?? []) as R[];
  const { ordered, choices, setChoices } = useColumnPrefs(config.columnsKey, config.columns, viewer);
  const visible = ordered.filter((c) => c.visible).map((c) => c.column);

  const serials = useMemo(() => new Map(rows.map((r, i) => [r.id, (params.page - 1) * params.perPage + i + 1])), [rows, params.page, params.perPage]);
  const showPath = (row: R) => `${variant.basePath}/${row.id}/show`;

  const gridColumns: GridColDef<R>[] = visible.map((c) => ({
    field: c.id,
    headerName: c.label,
    sortable: Boolean(c.sortField),
    width: c.width,
    flex: c.flex ?? (c.width ? undefined : 1),
    minWidth: c.minWidth ?? c.width ?? 110,
    align: c.align,
    headerAlign: c.align,
    renderCell: (p) => c.render(p.row, { serial: serials.get(p.row.id) ?? 0, showPath: showPath(p.row) }),
  }));
  const sortColumn = config.columns.find((c) => c.sortField === params.sort);
  const sortModel: GridSortModel = sortColumn ? [{ field: sortColumn.id, sort: params.order === 'ASC' ? 'asc' : 'desc' }] : [];
  const labels = Object.fromEntries(config.columns.map((c) => [c.id, c.label]));

  const onSort = (model: GridSortModel) => {
    const first = model[0];
    const column = first ? config.columns.find((c) => c.id === first.field) : undefined;
    if (!first || !column?.sortField) update({ sort: config.defaultSort.field, order: config.defaultSort.order, page: 1 });
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
        columns: visible.filter((c) => c.exportValue).map((c) => ({ label: c.label, value: (row: unknown) => c.exportValue!(row as R) })),
      }),
    );
  };

  const title = variant.title ?? config.title;
  return (
    <Box data-testid="resource-list" data-query={queryKey} data-list-status={list && JSON.stringify(list.query) === queryKey ? list.status : 'loading'}>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {config.canCreate?.(viewer) ? (
          <Button component={RouterLink} to={`${variant.basePath}/create`} startIcon={<AddIcon />} variant="contained" size="small">
            {t('list.create')}
          </Button>
        ) : null}
        {config.exportFileName ? (
          <Button size="small" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting || (list?.totalCount ?? 0) === 0}>
            {exporting ? t('list.exporting') : t('list.export')}
          </Button>
        ) : null}
        <ColumnChooser choices={choices} labels={labels} onChange={setChoices} />
      </Stack>
      <Paper sx={{ p: 1.5, mb: 1.5 }}>
        <FilterBar filters={config.filters} values={params.filters} viewer={viewer} onChange={(filters) => update({ filters })} />
      </Paper>
      <Paper sx={{ overflow: 'hidden' }}>
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
          hideFooter
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          rowCount={rows.length}
          paginationModel={{ page: 0, pageSize: 100 }}
          sortModel={sortModel}
          onSortModelChange={onSort}
          localeText={{ noRowsLabel: t('list.noResults') }}
          sx={{ border: 0, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } }}
        />
        <TablePagination
          component="div"
          count={list?.totalCount ?? 0}
          page={Math.max(0, params.page - 1)}
          rowsPerPage={params.perPage}
          rowsPerPageOptions={[...config.perPageOptions]}
          labelRowsPerPage={t('list.rowsPerPage')}
          onPageChange={(_e, p) => update({ page: p + 1 })}
          onRowsPerPageChange={(e) => update({ perPage: Number(e.target.value) })}
          data-testid="pagination"
        />
      </Paper>
    </Box>
  );
};
