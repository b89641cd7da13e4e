import { useEffect } from 'react';
import { isRight } from 'fp-ts/lib/Either.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ProjectionsStatus } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { formatDateTime } from '../../framework/fields/cells';
import { dataActions, recordKey, selectFetch } from '../../framework/data/slice';
import type { ResourceApi } from '../../framework/types';

const STATUS_PATH = '/api/v1/projections/status';
const FETCH_KEY = 'projections:status';
/** The page looks again this often: a retry's outcome, or a new failure, shows without a reload. */
const REFRESH_MS = 3000;
const API: ResourceApi = { name: 'projections', recordPath: '/api/v1/projections', tables: [] };

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
              <Table size="small" aria-label={t('projections.stopped')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('projections.name')}</TableCell>
                    <TableCell>{t('projections.event')}</TableCell>
                    <TableCell>{t('projections.stream')}</TableCell>
                    <TableCell>{t('projections.position')}</TableCell>
                    <TableCell>{t('projections.failedAt')}</TableCell>
                    <TableCell>{t('projections.error')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {status.stopped.map((p) => (
                    <TableRow key={p.name}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell>{p.eventType}</TableCell>
                      <TableCell>{`${p.streamId} #${p.streamVersion}`}</TableCell>
                      <TableCell>{p.position}</TableCell>
                      <TableCell>{formatDateTime(p.failedAt)}</TableCell>
                      <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>{p.error}</TableCell>
                      <TableCell>
                        <Button
                          variant="contained"
                          size="small"
                          disabled={Boolean(retrying[recordKey(API, p.name)])}
                          onClick={() => retry(p.name)}
                        >
                          {t('projections.retry')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
          <Typography variant="h6">{t('projections.parked')}</Typography>
          {status.parked.length === 0 ? (
            <Alert severity="success">{t('projections.noneParked')}</Alert>
          ) : (
            <Paper variant="outlined">
              <Table size="small" aria-label={t('projections.parked')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('projections.event')}</TableCell>
                    <TableCell>{t('projections.stream')}</TableCell>
                    <TableCell>{t('projections.position')}</TableCell>
                    <TableCell>{t('projections.parkedAt')}</TableCell>
                    <TableCell>{t('projections.error')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {status.parked.map((m) => (
                    <TableRow key={m.eventId}>
                      <TableCell>{m.eventType}</TableCell>
                      <TableCell>{`${m.streamId} #${m.streamVersion}`}</TableCell>
                      <TableCell>{m.position}</TableCell>
                      <TableCell>{formatDateTime(m.parkedAt)}</TableCell>
                      <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>{m.error}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
