import { Fragment, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectFetch } from '../data/slice';
import { formatDateTime } from '../fields/cells';
import { RecordLink } from '../fields/RecordLink';
import { useEmbeddedList } from '../list/useEmbeddedList';
import type { ListQuery } from '../types';
import type { RecordAsOf, RevisionRow } from '@console/contracts';
import { parseDocument, revisionsApi } from './apis';
import { ChangeRow, ChangesHead, ChangesTable, DocumentFields } from './ChangesTable';

const PER_PAGE_OPTIONS = [10, 20, 50];

interface Props {
  /** The history model (stream category) of the record: 'user', 'storage', ... */
  readonly model: string;
  readonly documentId: number;
}

/** Revision numbers newest first, for the time-travel choices. */
const revisionChoices = (latest: number): number[] => Array.from({ length: latest }, (_v, i) => latest - i);

/**
 * The changes of one revision as the server described them: its header (revision, date, who acted, what happened,
 * time travel), then one row per change a reader sees; a revision whose event changed nothing visible says what
 * happened instead ('Task recorded'), and an emptied record 'No data'.
 */
const RevisionRows = ({
  row,
  picked,
  onView,
  onPick,
}: {
  row: RevisionRow;
  picked: boolean;
  onView: () => void;
  onPick: (on: boolean) => void;
}) => {
  const empty = parseDocument(row.document) === null;
  const described = row.described;
  const changes = described?.changes ?? [];
  return (
    <Fragment>
      <TableRow data-testid="history-revision" data-revision={row.revision} sx={{ bgcolor: 'action.hover' }}>
        <TableCell colSpan={4} sx={{ py: 0.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" component="span">
              {t('history.revision', { revision: row.revision })}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary" data-testid="history-when">
              {formatDateTime(row.createdAt)}
            </Typography>
            {described ? (
              <>
                <Typography variant="body2" component="span" data-testid="history-actor">
                  {described.actor.id === null ? (
                    described.actor.name
                  ) : (
                    <RecordLink base="users" id={described.actor.id}>
                      {described.actor.name}
                    </RecordLink>
                  )}
                </Typography>
                <Typography variant="body2" component="span" color="text.secondary" data-testid="history-what">
                  {described.what}
                </Typography>
              </>
            ) : null}
            <Box sx={{ flexGrow: 1 }} />
            <Tooltip title={t('history.viewAsOf', { revision: row.revision })}>
              <IconButton size="small" onClick={onView} aria-label={t('history.viewAsOf', { revision: row.revision })}>
                <HistoryIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('history.pick')}>
              <Checkbox
                size="small"
                checked={picked}
                onChange={(e) => onPick(e.target.checked)}
                slotProps={{ input: { 'aria-label': t('history.pickRevision', { revision: row.revision }) } }}
              />
            </Tooltip>
          </Stack>
        </TableCell>
      </TableRow>
      {changes.length > 0 ? (
        changes.map((c) => <ChangeRow key={c.path} change={c} />)
      ) : (
        <TableRow data-testid={empty ? 'no-data' : 'event-only'}>
          <TableCell colSpan={4}>
            <Typography variant="body2" color="text.secondary">
              {empty ? t('history.noData') : (described?.what ?? t('history.noChanges'))}
            </Typography>
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
};

const RevisionSelect = ({
  label,
  name,
  value,
  latest,
  onChange,
}: {
  label: string;
  name: string;
  value: number | '';
  latest: number;
  onChange: (v: number | '') => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    name={name}
    value={value === '' ? '' : String(value)}
    onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
    sx={{ width: 180 }}
  >
    {revisionChoices(latest).map((n) => (
      <MenuItem key={n} value={String(n)}>
        {n}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * The History tab of every record (spec 1 §2.11): its revisions newest first, each as rows of action, field,
 * old, new; and time travel: the whole record as of a revision, and the changes between any two revisions
 * (`GET /api/v1/history/<model>/<id>?revision=N[&compare=M]`, replayed from the events).
 */
export const HistoryPanel = ({ model, documentId }: Props) => {
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const query: ListQuery = useMemo(
    () => ({ limit: perPage, page, sortBy: 'revision', sortOrder: 'DESC', model, documentId }),
    [perPage, page, model, documentId],
  );
  const listId = `history:${model}:${documentId}`;
  const { rows, totalCount, status } = useEmbeddedList<RevisionRow>(listId, revisionsApi, query);

  // The newest revision seen: the choices of time travel (rows deleted from the list stay in the stream).
  const [latest, setLatest] = useState(0);
  const newest = rows.reduce((m, r) => Math.max(m, r.revision), 0);
  useEffect(() => setLatest((l) => Math.max(l, newest)), [newest]);

  const asOfKey = `history:asof:${model}:${documentId}`;
  const compareKey = `history:compare:${model}:${documentId}`;
  const asOf = useAppSelector((s) => selectFetch(s, asOfKey));
  const compared = useAppSelector((s) => selectFetch(s, compareKey));
  const [asOfRevision, setAsOfRevision] = useState<number | ''>('');
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const [picks, setPicks] = useState<number[]>([]);
  useEffect(
    () => () => {
      dispatch(dataActions.fetchCleared(asOfKey));
      dispatch(dataActions.fetchCleared(compareKey));
    },
    [dispatch, asOfKey, compareKey],
  );

  const base = `/api/v1/history/${encodeURIComponent(model)}/${documentId}`;
  const viewAsOf = (revision: number) => {
    setAsOfRevision(revision);
    dispatch(dataActions.fetchRequested({ key: asOfKey, path: `${base}?revision=${revision}` }));
  };
  const compare = (a: number, b: number) => {
    const [older, newer] = a <= b ? [a, b] : [b, a];
    setFrom(older);
    setTo(newer);
    dispatch(dataActions.fetchRequested({ key: compareKey, path: `${base}?revision=${newer}&compare=${older}` }));
  };
  const pick = (revision: number, on: boolean) => {
    const next = on
      ? [...picks.filter((r) => r !== revision), revision].slice(-2)
      : picks.filter((r) => r !== revision);
    setPicks(next);
    if (next.length === 2) compare(next[0], next[1]);
  };

  const asOfData = asOf?.status === 'ready' ? (asOf.data as RecordAsOf) : null;
  const comparedData = compared?.status === 'ready' ? (compared.data as RecordAsOf) : null;

  return (
    <Box data-testid="history-panel" data-list-status={status}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="time-travel">
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('history.timeTravel')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RevisionSelect
              label={t('history.asOf')}
              name="history-as-of"
              value={asOfRevision}
              latest={latest}
              onChange={setAsOfRevision}
            />
            <Button
              variant="outlined"
              size="small"
              disabled={asOfRevision === ''}
              onClick={() => asOfRevision !== '' && viewAsOf(asOfRevision)}
            >
              {t('history.showRecord')}
            </Button>
          </Stack>
          <Divider orientation="vertical" flexItem />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RevisionSelect
              label={t('history.compareFrom')}
              name="history-compare-from"
              value={from}
              latest={latest}
              onChange={setFrom}
            />
            <RevisionSelect
              label={t('history.compareTo')}
              name="history-compare-to"
              value={to}
              latest={latest}
              onChange={setTo}
            />
            <Button
              variant="outlined"
              size="small"
              disabled={from === '' || to === '' || from === to}
              onClick={() => from !== '' && to !== '' && compare(from, to)}
            >
              {t('history.compare')}
            </Button>
          </Stack>
        </Stack>
        {asOf ? (
          <Box sx={{ mt: 2 }}>
            <Divider sx={{ mb: 1.5 }} />
            {asOf.status === 'loading' ? <CircularProgress size={20} /> : null}
            {asOf.status === 'error' ? <Alert severity="warning">{asOf.error}</Alert> : null}
            {asOfData ? (
              <>
                <Typography variant="subtitle2" sx={{ mb: 1.5 }} data-testid="history-as-of-title">
                  {t('history.asOfTitle', { revision: asOfData.revision, date: formatDateTime(asOfData.at) })}
                </Typography>
                <DocumentFields fields={asOfData.described?.fields ?? []} testId="history-as-of" />
              </>
            ) : null}
          </Box>
        ) : null}
        {compared ? (
          <Box sx={{ mt: 2 }}>
            <Divider sx={{ mb: 1.5 }} />
            {compared.status === 'loading' ? <CircularProgress size={20} /> : null}
            {compared.status === 'error' ? <Alert severity="warning">{compared.error}</Alert> : null}
            {comparedData?.compare ? (
              <>
                <Typography variant="subtitle2" sx={{ mb: 1 }} data-testid="history-compare-title">
                  {t('history.compareTitle', { from: comparedData.compare.revision, to: comparedData.revision })}
                </Typography>
                <ChangesTable
                  changes={comparedData.described?.compare ?? []}
                  label={t('history.compareTitle', { from: comparedData.compare.revision, to: comparedData.revision })}
                  testId="history-compare"
                />
              </>
            ) : null}
          </Box>
        ) : null}
      </Paper>

      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('history.title')} data-testid="history-table">
          <ChangesHead />
          <TableBody>
            {status !== 'loading' && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography variant="body2" color="text.secondary">
                    {t('history.none')}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <RevisionRows
                  key={r.id}
                  row={r}
                  picked={picks.includes(r.revision)}
                  onView={() => viewAsOf(r.revision)}
                  onPick={(on) => pick(r.revision, on)}
                />
              ))
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={totalCount}
        page={Math.max(0, page - 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE_OPTIONS}
        labelRowsPerPage={t('history.revisionsPerPage')}
        onPageChange={(_e, p) => setPage(p + 1)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(1);
        }}
      />
    </Box>
  );
};
