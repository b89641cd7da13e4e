import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PHOTO_CAPTION_MAX } from '@console/contracts';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { mayUse } from '../../framework/routes';
import { holdFiles } from './pickedFiles';
import { PhotoGallery } from './PhotoGallery';
import { PhotoUploadForm } from './PhotoUploadForm';
import type { PhotoOwner } from './photosApi';
import { customerUploadKey, photosActions, selectCustomerUploadStatus, type PhotosState } from './slice';

interface Props {
  readonly userId: number;
  /** On an order's page: the photo is of that order, and the gallery shows the order's photos. */
  readonly orderId?: number | null;
}

/**
 * The customer's Photos tab (spec 3 §2, §4 photo upload, §7 user-photos) and the order's photo upload with a caption
 * (spec 2 §7): pick an image, preview it, type an optional caption, upload; then the gallery with each caption
 * under its photo. The customer's gallery holds every photo of theirs (their requests', storages', orders').
 */
export const CustomerPhotos = ({ userId, orderId = null }: Props) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const key = customerUploadKey({ userId, orderId });
  const owner: PhotoOwner = useMemo(
    () => (orderId === null ? { model: 'user', id: userId } : { model: 'order', id: orderId }),
    [userId, orderId],
  );
  const status = useAppSelector((s: { photos: PhotosState }) => selectCustomerUploadStatus(s, key));
  const [caption, setCaption] = useState('');
  const canUpload = mayUse(viewer, 'user-photos', 'create');
  const canDelete = mayUse(viewer, 'photos', 'update');

  useEffect(
    () => () => {
      dispatch(photosActions.customerPhotoUploadCleared({ key }));
    },
    [dispatch, key],
  );
  const upload = (file: File) => {
    const [fileId] = holdFiles([file]);
    dispatch(
      photosActions.customerPhotoUploadRequested({
        userId,
        orderId,
        fileId: fileId ?? '',
        caption: caption.trim() === '' ? null : caption.trim(),
      }),
    );
  };

  return (
    <Box data-testid="customer-photos">
      {canUpload ? (
        <PhotoUploadForm
          status={status}
          testIdPrefix="customer-photo"
          words={{
            pick: 'customerPage.photos.pick',
            upload: 'customerPage.photos.upload',
            uploading: 'customerPage.photos.uploading',
            preview: 'customerPage.photos.preview',
          }}
          onPicked={() => dispatch(photosActions.customerPhotoUploadCleared({ key }))}
          onUpload={upload}
          onStored={() => setCaption('')}
        >
          <TextField
            size="small"
            label={t('customerPage.photos.caption')}
            helperText={t('customerPage.photos.captionHelp', { max: PHOTO_CAPTION_MAX })}
            value={caption}
            onChange={(e) => setCaption(e.target.value.slice(0, PHOTO_CAPTION_MAX))}
            slotProps={{ htmlInput: { 'data-testid': 'customer-photo-caption', maxLength: PHOTO_CAPTION_MAX } }}
          />
        </PhotoUploadForm>
      ) : null}
      <PhotoGallery owner={owner} userId={userId} canDelete={canDelete} />
    </Box>
  );
};
