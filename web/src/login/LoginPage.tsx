import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REQUIRED } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { selectSession, sessionActions } from '../app/session/slice';

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
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          theme.palette.mode === 'light'
            ? 'linear-gradient(135deg, #1f5fae 0%, #3d8bd9 55%, #00897b 100%)'
            : 'linear-gradient(135deg, #0b1a2e 0%, #15304f 60%, #0d3b36 100%)',
      }}
    >
      <Card
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ width: 380, maxWidth: '100%', boxShadow: 12 }}
        aria-label={t('auth.signIn')}
      >
        <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('app.title')}
            </Typography>
            {envLabel ? <Chip label={envLabel} color="warning" size="small" data-testid="env-label" /> : null}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('auth.signIn')}
          </Typography>
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
            {signingIn ? (
              <CircularProgress size={22} color="inherit" aria-label={t('auth.signingIn')} />
            ) : (
              t('auth.signIn')
            )}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};

export default LoginPage;
