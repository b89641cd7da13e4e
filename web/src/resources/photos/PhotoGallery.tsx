import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { MediaViewer } from './MediaViewer';
import { photoApiOf, photoListId, photoListQuery, type PhotoOwner, type PhotoRow } from './photosApi';
import { photosActions, type PhotosState } from './slice';

interface Props {
  readonly owner: PhotoOwner;
  /** The customer of the record: the comment a delete leaves names them (spec 2 §7). */
  readonly userId: number | null;
  /** Delete is offered (hidden once a request is complete, and without the permission). */
  readonly canDelete: boolean;
}

/** On the customer's gallery, which record a photo came with (the customer's own photos say nothing). */
const originOf = (p: PhotoRow): string | null =>
  p.orderId !== null
    ? t('customerPage.photos.ofOrder', { id: p.orderId })
    : p.requestId !== null
      ? t('customerPage.photos.ofRequest', { id: p.requestId })
      : p.storageId !== null
        ? t('customerPage.photos.ofStorage', { id: p.storageId })
        : null;

/** A record's photos, then its videos, as thumbnails; a click opens the viewer on that item. */
export const PhotoGallery = ({ owner, userId, canDelete }: Props) => {
  const dispatch = useAppDispatch();
  const photosQuery = useMemo(() => photoListQuery(owner, false), [owner]);
  const videosQuery = useMemo(() => photoListQuery(owner, true), [owner]);
  const api = photoApiOf(owner);
  const photos = useEmbeddedList<PhotoRow>(photoListId(owner, false), api, photosQuery);
  const videos = useEmbeddedList<PhotoRow>(photoListId(owner, true), api, videosQuery);
  const deleting = useAppSelector((s: { photos: PhotosState }) => s.photos.deleting);
  const items = useMemo(() => [...photos.rows, ...videos.rows], [photos.rows, videos.rows]);
  const [open, setOpen] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<PhotoRow | null>(null);
  const loading = photos.status === 'loading' || videos.status === 'loading';

  return (
    <Box data-testid="photo-gallery" data-status={loading ? 'loading' : 'ready'} data-count={items.length}>
      {!loading && items.length === 0 ? <Typography color="text.secondary">{t('photos.none')}</Typography> : null}
      <ImageList cols={4} gap={8} sx={{ m: 0 }}>
        {items.map((p, i) => (
          <ImageListItem
            key={p.id}
            data-testid="photo-item"
            data-photo-id={p.id}
            data-video={p.video}
            sx={{ cursor: 'pointer', bgcolor: 'action.hover', minHeight: 120 }}
          >
            {p.video ? (
              <Box
                onClick={() => setOpen(i)}
                role="button"
                aria-label={t('photos.openVideo', { id: p.id })}
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: 160 }}
              >
                <PlayArrowIcon sx={{ fontSize: 64 }} />
              </Box>
            ) : (
              <img
                src={p.photo}
                alt={t('photos.photoAlt', { id: p.id })}
                loading="lazy"
                onClick={() => setOpen(i)}
                style={{ height: 160, objectFit: 'cover' }}
              />
            )}
            {canDelete ? (
              <ImageListItemBar
                position="top"
                sx={{ background: 'linear-gradient(to bottom, rgba(0,0,0,0.6), transparent)' }}
                actionIcon={
                  <IconButton
                    sx={{ color: '#fff' }}
                    aria-label={t('photos.delete', { id: p.id })}
                    disabled={deleting.includes(p.id)}
                    onClick={() => setToDelete(p)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              />
            ) : null}
            {p.caption || (owner.model === 'user' && originOf(p)) ? (
              <ImageListItemBar
                position="below"
                title={p.caption ? <span data-testid="photo-caption">{p.caption}</span> : null}
                subtitle={owner.model === 'user' ? originOf(p) : null}
              />
            ) : null}
          </ImageListItem>
        ))}
      </ImageList>
      <MediaViewer items={items} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)}>
        <DialogTitle>{t('photos.deleteTitle')}</DialogTitle>
        <DialogContent>{t('photos.deleteText')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>{t('photos.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            data-testid="photo-delete-confirm"
            onClick={() => {
              if (toDelete)
                dispatch(photosActions.deleteRequested({ photoId: toDelete.id, video: toDelete.video, owner, userId }));
              setToDelete(null);
            }}
          >
            {t('photos.confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
