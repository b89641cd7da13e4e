import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { mayUse } from '../../framework/routes';
import { holdFiles } from './pickedFiles';
import { PhotoGallery } from './PhotoGallery';
import { PhotoUploadForm } from './PhotoUploadForm';
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
  const owner: PhotoOwner = useMemo(() => ({ model: 'storage', id: storage.id }), [storage.id]);
  const status = useAppSelector((s: { photos: PhotosState }) => selectStorageUploadStatus(s, storage.id));
  const canUpload = mayUse(viewer, 'photos', 'create');
  const canDelete = mayUse(viewer, 'photos', 'update');

  useEffect(
    () => () => {
      dispatch(photosActions.storagePhotoUploadCleared({ storageId: storage.id }));
    },
    [dispatch, storage.id],
  );
  const upload = (file: File) => {
    const [fileId] = holdFiles([file]);
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
        <PhotoUploadForm
          status={status}
          testIdPrefix="storage-photo"
          words={{ pick: 'photos.pickImage', upload: 'photos.upload', preview: 'photos.preview' }}
          onPicked={() => dispatch(photosActions.storagePhotoUploadCleared({ storageId: storage.id }))}
          onUpload={upload}
        />
      ) : null}
      <PhotoGallery owner={owner} userId={storage.userId} canDelete={canDelete} />
    </Box>
  );
};
