import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { REQUIRED } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { AuthFrame } from './AuthFrame';
import { accountLinksActions, selectAccountLinks } from './accountLinks/slice';

/** A new password's least length: the server sees only its SHA-256, so the form is where it is held. */
const MIN_LENGTH = 8;

/**
 * /reset-password?token=… (no layout): the page a password-reset mail links to (spec 3 §7 `authManagement`, issue 34
 * §2). Saves the new password by the link's token (`resetPwdLong`), then sends the user to sign in with it.
 */
const ResetPasswordPage = () => {
  const dispatch = useAppDispatch();
  const { reset } = useAppSelector(selectAccountLinks);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    dispatch(accountLinksActions.cleared());
  }, [dispatch]);

  const passwordError = !submitted
    ? ''
    : password === ''
      ? REQUIRED
      : password.length < MIN_LENGTH
        ? t('accountLinks.tooShort')
        : '';
  const confirmError = submitted && confirm !== password ? t('accountLinks.mismatch') : '';
  const sending = reset.kind === 'sending';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (password.length < MIN_LENGTH || confirm !== password || sending) return;
    dispatch(accountLinksActions.resetRequested({ token, password }));
  };

  return (
    <AuthFrame label={t('accountLinks.resetTitle')} onSubmit={submit}>
      <TextField
        label={t('accountLinks.newPassword')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError !== ''}
        helperText={passwordError || ' '}
        disabled={sending}
      />
      <TextField
        label={t('accountLinks.confirmPassword')}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={confirmError !== ''}
        helperText={confirmError || ' '}
        disabled={sending}
      />
      {reset.kind === 'failed' ? <Alert severity="warning">{t(`accountLinks.${reset.reason}`)}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={sending || token === ''}>
        {t('accountLinks.save')}
      </Button>
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('accountLinks.askAgain')}
      </Link>
    </AuthFrame>
  );
};

export default ResetPasswordPage;
