import { useEffect, useState } from 'react';
import { isRight } from 'fp-ts/lib/Either.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DevMailbox, type DevMailboxMail } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { formatDateTime } from '../../framework/fields/cells';
import { dataActions, selectFetch } from '../../framework/data/slice';
import { MailDialog } from './MailDialog';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

const PATH = '/api/v1/dev-mailbox';
const FETCH_KEY = 'dev-mailbox';

/** A mail's date, subject, sender, recipients and attachments, and Open. */
const mailColumns = (open: (messageId: string) => void): readonly RowsColumn<DevMailboxMail>[] => [
  { label: 'devMailbox.col.date', render: (m) => formatDateTime(m.receivedAt) },
  { label: 'devMailbox.col.subject', render: (m) => m.subject },
  { label: 'devMailbox.col.from', render: (m) => m.from },
  { label: 'devMailbox.col.to', render: (m) => m.to.join(', ') },
  {
    label: 'devMailbox.col.attachments',
    render: (m) =>
      m.attachments.length === 0
        ? t('devMailbox.none')
        : m.attachments
            .map((a) => t('devMailbox.attachment', { name: a.filename, kb: Math.ceil(a.size / 1024) }))
            .join(', '),
  },
  {
    render: (m) => (
      <Button size="small" onClick={() => open(m.messageId)}>
        {t('devMailbox.open')}
      </Button>
    ),
  },
];

/**
 * Admin → Dev Mailbox (issue 33): the mails the local SMTP server received (development and the embedded default),
 * newest first, with their attachments; Open reads one; Refresh looks again.
 */
export default function DevMailboxPage() {
  const dispatch = useAppDispatch();
  const load = () => dispatch(dataActions.fetchRequested({ key: FETCH_KEY, path: PATH }));
  useEffect(() => {
    dispatch(dataActions.fetchRequested({ key: FETCH_KEY, path: PATH }));
  }, [dispatch]);
  const answer = useAppSelector((s) => selectFetch(s, FETCH_KEY));
  const decoded = answer?.status === 'ready' ? DevMailbox.decode(answer.data) : undefined;
  const box = decoded && isRight(decoded) ? decoded.right : undefined;
  const [opened, setOpened] = useState<string | undefined>(undefined);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5">{t('devMailbox.title')}</Typography>
        <Button variant="outlined" size="small" onClick={load}>
          {t('devMailbox.refresh')}
        </Button>
      </Stack>
      {answer?.status === 'error' || (decoded && !box) ? (
        <Alert severity="error">{t('devMailbox.loadFailed')}</Alert>
      ) : null}
      {!box ? null : !box.local ? (
        <Alert severity="info">{t('devMailbox.noLocalServer')}</Alert>
      ) : box.mails.length === 0 ? (
        <Alert severity="info">{t('devMailbox.empty')}</Alert>
      ) : (
        <Paper variant="outlined">
          <Typography variant="body2" sx={{ p: 1 }}>
            {t('devMailbox.count', { shown: box.mails.length, total: box.total })}
          </Typography>
          <RowsTable
            aria-label={t('devMailbox.title')}
            columns={mailColumns(setOpened)}
            rows={box.mails}
            rowKey={(m, i) => `${m.messageId}-${i}`}
          />
        </Paper>
      )}
      {opened === undefined ? null : <MailDialog messageId={opened} onClose={() => setOpened(undefined)} />}
    </Stack>
  );
}
