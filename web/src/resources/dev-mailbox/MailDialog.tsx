import { useEffect } from 'react';
import { isRight } from 'fp-ts/lib/Either.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { DevMailboxBody } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectFetch } from '../../framework/data/slice';
import { HtmlPreview } from '../../framework/screens/HtmlPreview';

const FETCH_KEY = 'dev-mailbox-mail';

/**
 * One received mail read as its recipient would: its HTML in a sandboxed frame (nothing in it runs), its images
 * loaded, so the opened pixel records the communication as read, as a real mail client would.
 */
export const MailDialog = ({ messageId, onClose }: { messageId: string; onClose: () => void }) => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const path = `/api/v1/dev-mailbox/mail?messageId=${encodeURIComponent(messageId)}`;
    dispatch(dataActions.fetchRequested({ key: FETCH_KEY, path }));
  }, [dispatch, messageId]);
  const answer = useAppSelector((s) => selectFetch(s, FETCH_KEY));
  const decoded = answer?.status === 'ready' ? DevMailboxBody.decode(answer.data) : undefined;
  const mail = decoded && isRight(decoded) && decoded.right.messageId === messageId ? decoded.right : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="mail-dialog">
      <DialogTitle>{mail?.subject ?? t('devMailbox.mail')}</DialogTitle>
      <DialogContent>
        {answer?.status === 'error' || (decoded && !isRight(decoded)) ? (
          <Alert severity="error">{t('devMailbox.loadFailed')}</Alert>
        ) : !mail ? (
          <LinearProgress />
        ) : (
          <HtmlPreview title={mail.subject} html={mail.html} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('devMailbox.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
