import { useEffect } from 'react';
import { isRight } from 'fp-ts/lib/Either.js';
import Alert from '@mui/material/Alert';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SurveyPhotoViews } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectFetch } from '../../framework/data/slice';

/** The survey's Photos tab (spec 3 §2): the photos the customer added on the public survey page. */
export const SurveyPhotos = ({ surveyId }: { surveyId: number }) => {
  const dispatch = useAppDispatch();
  const key = `survey-photos:${surveyId}`;
  useEffect(() => {
    dispatch(dataActions.fetchRequested({ key, path: `/api/v1/surveys/${surveyId}/photos` }));
  }, [dispatch, key, surveyId]);
  const answer = useAppSelector((s) => selectFetch(s, key));
  if (!answer || answer.status === 'loading') return <LinearProgress />;
  const decoded = answer.status === 'ready' ? SurveyPhotoViews.decode(answer.data) : undefined;
  if (!decoded || !isRight(decoded)) return <Alert severity="error">{t('surveyPhotos.loadFailed')}</Alert>;
  if (decoded.right.length === 0) return <Typography color="text.secondary">{t('surveyPhotos.none')}</Typography>;
  return (
    <ImageList cols={4} gap={8} data-testid="survey-photos">
      {decoded.right.map((p, i) => (
        <ImageListItem key={p.id}>
          <img src={p.url} alt={t('surveyPhotos.alt', { n: i + 1 })} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
};
