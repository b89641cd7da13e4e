import { useEffect } from 'react';
import { isRight } from 'fp-ts/lib/Either.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProjectionsStatus, type ParkedMessageRow, type StoppedProjectionRow } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { formatDateTime } from '../../framework/fields/cells';
import { dataActions, recordKey, selectFetch } from '../../framework/data/slice';
import type { ResourceApi } from '../../framework/types';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

const STATUS_PATH = '/api/v1/projections/status';
const FETCH_KEY = 'projections:status';
/** The page looks again this often: a retry's outcome, or a new failure, shows without a reload. */
const REFRESH_MS = 3000;
const API: ResourceApi = { name: 'projections', recordPath: '/api/v1/projections', tables: [] };

/** A long error wraps anywhere rather than widening the page. */
const ERROR_SX = { maxWidth: 420, overflowWrap: 'anywhere' } as const;

const STOPPED_COLUMNS: readonly RowsColumn<StoppedProjectionRow>[] = [
  { label: 'projections.name', render: (p) => p.name },
  { label: 'projections.event', render: (p) => p.eventType },
  { label: 'projections.stream', render: (p) => `${p.streamId} #${p.streamVersion}` },
  { label: 'projections.position', render: (p) => p.position },
  { label: 'projections.failedAt', render: (p) => formatDateTime(p.failedAt) },
  { label: 'projections.error', render: (p) => p.error, sx: ERROR_SX },
];

const PARKED_COLUMNS: readonly RowsColumn<ParkedMessageRow>[] = [
  { label: 'projections.event', render: (m) => m.eventType },
  { label: 'projections.stream', render: (m) => `${m.streamId} #${m.streamVersion}` },
  { label: 'projections.position', render: (m) => m.position },
  { label: 'projections.parkedAt', render: (m) => formatDateTime(m.parkedAt) },
  { label: 'projections.error', render: (m) => m.error, sx: ERROR_SX },
];

/**
 * Admin → Projections (issue 11): the read models that stopped on an event they cannot apply, with a Retry for
 * when the cause is fixed, and the events the bus refused (parked by the relay).
 */
export default function ProjectionsStatusPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(dataActions.fetchRequested({ key: FETCH_KEY, path: STATUS_PATH }));
    const timer = setInterval(
      () => dispatch(dataActions.fetchRequested({ key: FETCH_KEY, path: STATUS_PATH, silent: true })),
      REFRESH_MS,
    );
    return () => clearInterval(timer);
  }, [dispatch]);
  const answer = useAppSelector((s) => selectFetch(s, FETCH_KEY));
  const decoded = answer?.status === 'ready' ? ProjectionsStatus.decode(answer.data) : undefined;
  const status = decoded && isRight(decoded) ? decoded.right : undefined;
  const retrying = useAppSelector((s) => s.data.actions);

  const retry = (name: string) =>
    dispatch(
      dataActions.actionRequested({
        api: API,
        id: name,
        method: 'POST',
        path: `/api/v1/projections/${encodeURIComponent(name)}/retry`,
        answer: { kind: 'none' },
        notice: t('projections.retryStarted', { name }),
        redirectTo: '/projections',
      }),
    );

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5">{t('projections.title')}</Typography>
      {answer?.status === 'error' || (decoded && !status) ? (
        <Alert severity="error">{t('projections.loadFailed')}</Alert>
      ) : null}
      {!status ? null : (
        <>
          <Typography variant="h6">{t('projections.stopped')}</Typography>
          {status.stopped.length === 0 ? (
            <Alert severity="success">{t('projections.noneStopped')}</Alert>
          ) : (
            <Paper variant="outlined">
              <RowsTable
                aria-label={t('projections.stopped')}
                columns={[
                  ...STOPPED_COLUMNS,
                  {
                    render: (p) => (
                      <Button
                        variant="contained"
                        size="small"
                        disabled={Boolean(retrying[recordKey(API, p.name)])}
                        onClick={() => retry(p.name)}
                      >
                        {t('projections.retry')}
                      </Button>
                    ),
                  },
                ]}
                rows={status.stopped}
                rowKey={(p) => p.name}
              />
            </Paper>
          )}
          <Typography variant="h6">{t('projections.parked')}</Typography>
          {status.parked.length === 0 ? (
            <Alert severity="success">{t('projections.noneParked')}</Alert>
          ) : (
            <Paper variant="outlined">
              <RowsTable
                aria-label={t('projections.parked')}
                columns={PARKED_COLUMNS}
                rows={status.parked}
                rowKey={(m) => m.eventId}
              />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
