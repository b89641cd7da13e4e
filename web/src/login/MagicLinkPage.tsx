import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { selectSession, sessionActions } from '../app/session/slice';
import { AuthFrame } from './AuthFrame';

/**
 * /magic-link?token=… (no layout): the page a sign-in mail links to (spec 3 §7 `POST magic-link`, issue 34 §2). It
 * signs in by the link's token once, then opens the console; a used or old link says so.
 */
const MagicLinkPage = () => {
  const dispatch = useAppDispatch();
  const { signingIn } = useAppSelector(selectSession);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const asked = useRef(false);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (asked.current || token === '') return;
    asked.current = true;
    setTried(true);
    dispatch(sessionActions.signInRequested({ magicToken: token, from: '/' }));
  }, [dispatch, token]);

  const failed = token === '' || (tried && !signingIn);
  return (
    <AuthFrame label={t('accountLinks.signingIn')}>
      {failed ? (
        <Alert severity="warning">{t('accountLinks.invalid')}</Alert>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('accountLinks.signingIn')} />
      )}
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('accountLinks.askAgain')}
      </Link>
    </AuthFrame>
  );
};

export default MagicLinkPage;
