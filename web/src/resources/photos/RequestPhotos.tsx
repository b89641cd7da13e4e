import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { canChangeRequestPhotos, PHOTO_ACCEPT } from '@console/contracts';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { mayUse } from '../../framework/routes';
import { holdFiles } from './pickedFiles';
import { PhotoGallery } from './PhotoGallery';
import type { PhotoOwner } from './photosApi';
import { photosActions, selectRequestUpload, type FileUpload, type PhotosState } from './slice';

interface Props {
  readonly request: { readonly id: number; readonly status: string; readonly userId: number | null };
}

const statusText = (f: FileUpload): string => t(`photos.file.${f.status}`);

/**
 * The Photos tab of a request (spec 2 §2): a multi-file picker uploading to presigned addresses with progress,
 * then the request's photos and videos. Upload and delete are hidden once the request is complete.
 */
export const RequestPhotos = ({ request }: Props) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const owner: PhotoOwner = useMemo(() => ({ model: 'request', id: request.id }), [request.id]);
  const upload = useAppSelector((s: { photos: PhotosState }) => selectRequestUpload(s, request.id));
  const open = canChangeRequestPhotos(request.status);
  const canUpload = open && mayUse(viewer, 'photos', 'create');
  const canDelete = open && mayUse(viewer, 'photos', 'update');

  useEffect(
    () => () => {
      dispatch(photosActions.requestUploadCleared({ requestId: request.id }));
    },
    [dispatch, request.id],
  );

  const picked = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    const ids = holdFiles(files);
    dispatch(
      photosActions.requestUploadRequested({
        requestId: request.id,
        userId: request.userId,
        files: files.map((f, i) => ({ fileId: ids[i] ?? '', name: f.name, size: f.size })),
      }),
    );
  };

  return (
    <Box data-testid="request-photos">
      {canUpload ? (
        <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Button
            variant="contained"
            component="label"
            startIcon={<CloudUploadIcon />}
            disabled={upload.busy}
            data-testid="photos-upload-button"
          >
            {t('photos.upload')}
            <input
              ref={input}
              hidden
              type="file"
              multiple
              accept={PHOTO_ACCEPT}
              data-testid="photos-file-input"
              onChange={(e) => picked(e.target.files)}
            />
          </Button>
          {upload.files.length > 0 ? (
            <List dense disablePadding sx={{ width: '100%', maxWidth: 560 }}>
              {upload.files.map((f) => (
                <ListItem key={f.fileId} disableGutters data-testid="upload-file" data-status={f.status}>
                  <ListItemText
                    primary={`${f.name} — ${statusText(f)}`}
                    secondary={
                      <LinearProgress
                        variant="determinate"
                        color={f.status === 'failed' ? 'error' : 'primary'}
                        value={f.size > 0 ? Math.min(100, (f.loaded / f.size) * 100) : f.status === 'done' ? 100 : 0}
                      />
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
        </Stack>
      ) : null}
      <PhotoGallery owner={owner} userId={request.userId} canDelete={canDelete} />
    </Box>
  );
};
