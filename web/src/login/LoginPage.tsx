import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { REQUIRED } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { selectSession, sessionActions } from '../app/session/slice';
import { AuthFrame } from './AuthFrame';

/** Sign-in (spec 1 §2.3, §5): username and password required, a spinner while signing in, the staging label. */
const LoginPage = () => {
  const dispatch = useAppDispatch();
  const { user, signingIn, envLabel } = useAppSelector(selectSession);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState({ email: false, password: false });

  if (user && !signingIn) return <Navigate to={from} replace />;

  const emailError = (submitted || touched.email) && email.trim() === '' ? REQUIRED : '';
  const passwordError = (submitted || touched.password) && password === '' ? REQUIRED : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (email.trim() === '' || password === '' || signingIn) return;
    dispatch(sessionActions.signInRequested({ email, password, from }));
  };

  return (
    <AuthFrame
      label={t('auth.signIn')}
      onSubmit={submit}
      aside={envLabel ? <Chip label={envLabel} color="warning" size="small" data-testid="env-label" /> : null}
    >
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoFocus
        required
        size="medium"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, email: true }))}
        error={emailError !== ''}
        helperText={emailError || ' '}
        disabled={signingIn}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        size="medium"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        error={passwordError !== ''}
        helperText={passwordError || ' '}
        disabled={signingIn}
      />
      <Button type="submit" variant="contained" size="large" disabled={signingIn} aria-busy={signingIn}>
        {signingIn ? <CircularProgress size={22} color="inherit" aria-label={t('auth.signingIn')} /> : t('auth.signIn')}
      </Button>
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('accountLinks.forgotPassword')}
      </Link>
    </AuthFrame>
  );
};

export default LoginPage;
