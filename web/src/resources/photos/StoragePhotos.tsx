import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { mayUse } from '../../framework/routes';
import { holdFiles } from './pickedFiles';
import { PhotoGallery } from './PhotoGallery';
import { PickedPreview, UploadStatusChip } from './UploadParts';
import type { PhotoOwner } from './photosApi';
import { photosActions, selectStorageUploadStatus, type PhotosState } from './slice';

interface Props {
  readonly storage: { readonly id: number; readonly userId: number | null };
}

/**
 * The Photos tab of a storage (spec 1 §2.14): pick an image, preview it, upload it as a JPEG at 80 percent; the
 * upload's status shows as start, success or failed. Then the storage's photos and videos.
 */
export const StoragePhotos = ({ storage }: Props) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const owner: PhotoOwner = useMemo(() => ({ model: 'storage', id: storage.id }), [storage.id]);
  const status = useAppSelector((s: { photos: PhotosState }) => selectStorageUploadStatus(s, storage.id));
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const canUpload = mayUse(viewer, 'photos', 'create');
  const canDelete = mayUse(viewer, 'photos', 'update');

  // A preview address lives as long as its preview.
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.preview);
    },
    [picked],
  );
  useEffect(
    () => () => {
      dispatch(photosActions.storagePhotoUploadCleared({ storageId: storage.id }));
    },
    [dispatch, storage.id],
  );
  // After a successful upload the preview goes: the photo is in the gallery now.
  useEffect(() => {
    if (status === 'success') setPicked(null);
  }, [status]);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    dispatch(photosActions.storagePhotoUploadCleared({ storageId: storage.id }));
    setPicked({ file, preview: URL.createObjectURL(file) });
  };
  const upload = () => {
    if (!picked || status === 'start') return;
    const [fileId] = holdFiles([picked.file]);
    dispatch(
      photosActions.storagePhotoUploadRequested({
        storageId: storage.id,
        userId: storage.userId,
        fileId: fileId ?? '',
      }),
    );
  };

  return (
    <Box data-testid="storage-photos">
      {canUpload ? (
        <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label" startIcon={<AddPhotoAlternateIcon />}>
              {t('photos.pickImage')}
              <input
                ref={input}
                hidden
                type="file"
                accept="image/*"
                data-testid="storage-photo-input"
                onChange={(e) => pick(e.target.files)}
              />
            </Button>
            <Button
              variant="contained"
              startIcon={<CloudUploadIcon />}
              disabled={!picked || status === 'start'}
              onClick={upload}
              data-testid="storage-photo-upload"
            >
              {t('photos.upload')}
            </Button>
            <UploadStatusChip status={status} testId="storage-photo-status" />
          </Stack>
          <PickedPreview picked={picked} alt={t('photos.preview')} testId="storage-photo-preview" />
        </Stack>
      ) : null}
      <PhotoGallery owner={owner} userId={storage.userId} canDelete={canDelete} />
    </Box>
  );
};
