import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '../hooks';
import { notificationDismissed, selectNotifications } from './slice';
import { localText } from '../i18n/localText';

/** The notifications the notifications saga shows, bottom centre, newest last. */
export const Notifier = () => {
  const queue = useAppSelector(selectNotifications);
  const dispatch = useAppDispatch();
  if (queue.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (t) => t.zIndex.snackbar,
        minWidth: 320,
        maxWidth: '90vw',
      }}
    >
      {queue.map((n) => (
        <Alert
          key={n.id}
          severity={n.type}
          variant="filled"
          role={n.type === 'error' || n.type === 'warning' ? 'alert' : 'status'}
          data-testid="notification"
          onClose={() => dispatch(notificationDismissed(n.id))}
          sx={{ boxShadow: 6, whiteSpace: 'pre-line' }}
        >
          {localText(n.message)}
        </Alert>
      ))}
    </Stack>
  );
};
