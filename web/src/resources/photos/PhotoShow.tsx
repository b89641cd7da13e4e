import { t } from '../../app/i18n/messages';
import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { photosApi, type PhotoRow } from './photosApi';

/** /photos/{id}/show (spec 3 §2): the image (or the video, with its controls). */
const PhotoShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<PhotoRow>
      api={photosApi}
      id={id}
      basePath="/photos"
      title={(r) => t(r.video ? 'admin.videoTitle' : 'photos.photoAlt', { id: r.id })}
      tabs={[
        {
          label: 'accounting.summary',
          content: (r) =>
            r.video ? (
              <video
                src={r.photo}
                controls
                style={{ maxWidth: '100%', maxHeight: '70vh' }}
                data-testid="photo-show-video"
              />
            ) : (
              <Box
                component="img"
                src={r.photo}
                alt={t('photos.photoAlt', { id: r.id })}
                data-testid="photo-show-image"
                sx={{ maxWidth: '100%', maxHeight: '70vh' }}
              />
            ),
        },
      ]}
    />
  );
};

export default PhotoShow;
