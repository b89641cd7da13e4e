import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { PHOTO_CAPTION_MAX } from '@console/contracts';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { mayUse } from '../../framework/routes';
import { holdFiles } from './pickedFiles';
import { PhotoGallery } from './PhotoGallery';
import { PickedPreview, UploadStatusChip } from './UploadParts';
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
  const input = useRef<HTMLInputElement>(null);
  const key = customerUploadKey({ userId, orderId });
  const owner: PhotoOwner = useMemo(
    () => (orderId === null ? { model: 'user', id: userId } : { model: 'order', id: orderId }),
    [userId, orderId],
  );
  const status = useAppSelector((s: { photos: PhotosState }) => selectCustomerUploadStatus(s, key));
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [caption, setCaption] = useState('');
  const canUpload = mayUse(viewer, 'user-photos', 'create');
  const canDelete = mayUse(viewer, 'photos', 'update');

  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.preview);
    },
    [picked],
  );
  useEffect(
    () => () => {
      dispatch(photosActions.customerPhotoUploadCleared({ key }));
    },
    [dispatch, key],
  );
  // Once stored, the photo is in the gallery: the form empties.
  useEffect(() => {
    if (status === 'success') {
      setPicked(null);
      setCaption('');
    }
  }, [status]);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    dispatch(photosActions.customerPhotoUploadCleared({ key }));
    setPicked({ file, preview: URL.createObjectURL(file) });
  };
  const upload = () => {
    if (!picked || status === 'start') return;
    const [fileId] = holdFiles([picked.file]);
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
        <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" startIcon={<AddPhotoAlternateIcon />}>
              {t('customerPage.photos.pick')}
              <input
                ref={input}
                hidden
                type="file"
                accept="image/*"
                data-testid="customer-photo-input"
                onChange={(e) => pick(e.target.files)}
              />
            </Button>
            <TextField
              size="small"
              label={t('customerPage.photos.caption')}
              helperText={t('customerPage.photos.captionHelp', { max: PHOTO_CAPTION_MAX })}
              value={caption}
              onChange={(e) => setCaption(e.target.value.slice(0, PHOTO_CAPTION_MAX))}
              slotProps={{ htmlInput: { 'data-testid': 'customer-photo-caption', maxLength: PHOTO_CAPTION_MAX } }}
            />
            <Button
              variant="contained"
              startIcon={<CloudUploadIcon />}
              disabled={!picked || status === 'start'}
              onClick={upload}
              data-testid="customer-photo-upload"
            >
              {status === 'start' ? t('customerPage.photos.uploading') : t('customerPage.photos.upload')}
            </Button>
            <UploadStatusChip status={status} testId="customer-photo-status" />
          </Stack>
          <PickedPreview picked={picked} alt={t('customerPage.photos.preview')} testId="customer-photo-preview" />
        </Stack>
      ) : null}
      <PhotoGallery owner={owner} userId={userId} canDelete={canDelete} />
    </Box>
  );
};
