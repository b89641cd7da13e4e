import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REQUIRED } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { AuthFrame } from './AuthFrame';
import { accountLinksActions, selectAccountLinks, type LinkPurpose } from './accountLinks/slice';

/**
 * /forgot-password (spec 1 §2.2, no layout): mails a password-reset link (spec 3 §7 `sendResetPwd`) or a sign-in link
 * (`magic-link`). The page says the same for every e-mail, as the server does.
 */
const ForgotPasswordPage = () => {
  const dispatch = useAppDispatch();
  const { request } = useAppSelector(selectAccountLinks);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    dispatch(accountLinksActions.cleared());
  }, [dispatch]);

  const emailError = submitted && email.trim() === '' ? REQUIRED : '';
  const sending = request.kind === 'sending';
  const send = (purpose: LinkPurpose) => (e?: FormEvent) => {
    e?.preventDefault();
    setSubmitted(true);
    if (email.trim() === '' || sending) return;
    dispatch(accountLinksActions.linkRequested({ email, purpose }));
  };

  return (
    <AuthFrame label={t('accountLinks.forgotTitle')} onSubmit={send('reset')}>
      <Typography variant="body2">{t('accountLinks.forgotHelp')}</Typography>
      <TextField
        label={t('accountLinks.email')}
        name="email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError !== ''}
        helperText={emailError || ' '}
        disabled={sending}
      />
      {request.kind === 'done' ? (
        <Alert severity="success" role="status">
          {t('accountLinks.sent')}
        </Alert>
      ) : null}
      {request.kind === 'failed' ? <Alert severity="warning">{t(`accountLinks.${request.reason}`)}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {t('accountLinks.sendReset')}
      </Button>
      <Button variant="outlined" onClick={() => send('magic')()} disabled={sending}>
        {t('accountLinks.sendMagic')}
      </Button>
      <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('accountLinks.backToSignIn')}
      </Link>
    </AuthFrame>
  );
};

export default ForgotPasswordPage;
