import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { VIEWER_INITIAL_SCALE, VIEWER_MIN_SCALE, type PhotoRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { MIRROR_IN_RTL } from '../../framework/mirror';

/** One zoom step: half a unit, so zooming out from the initial 3.5 reaches the minimum 0.5 in six steps. */
const ZOOM_STEP = 0.5;
const MAX_SCALE = 10;

interface Props {
  readonly items: readonly PhotoRow[];
  /** The item shown; null: closed. */
  readonly index: number | null;
  readonly onIndexChange: (index: number) => void;
  readonly onClose: () => void;
}

/**
 * The photo and video viewer (spec 1 §2.13, spec 2 §2): Escape closes, left/right arrows move between items; a
 * video plays with its controls; an image zooms in, out and back (initial scale 3.5, minimum 0.5) and pans by
 * dragging.
 */
export const MediaViewer = ({ items, index, onIndexChange, onClose }: Props) => {
  const item = index === null ? undefined : items[index];
  const [scale, setScale] = useState(VIEWER_INITIAL_SCALE);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);

  const reset = () => {
    setScale(VIEWER_INITIAL_SCALE);
    setOffset({ x: 0, y: 0 });
  };
  // Each item opens at the initial scale, reset while rendering it (React's "adjusting state when a prop changes"):
  // an effect would first paint the new item at the previous item's zoom.
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    setShownIndex(index);
    reset();
  }

  const move = (by: number) => {
    if (index === null || items.length === 0) return;
    onIndexChange((index + by + items.length) % items.length);
  };
  const zoomIn = () => setScale((s) => Math.min(MAX_SCALE, s + ZOOM_STEP));
  const zoomOut = () => setScale((s) => Math.max(VIEWER_MIN_SCALE, s - ZOOM_STEP));

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      move(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      move(1);
    }
  };

  const onPointerDown = (e: ReactPointerEvent) => {
    drag.current = { x: e.clientX, y: e.clientY, from: offset };
    (e.target as Element).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (d) setOffset({ x: d.from.x + (e.clientX - d.x), y: d.from.y + (e.clientY - d.y) });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Dialog
      open={item !== undefined}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      aria-label={t('photos.viewer')}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(0,0,0,0.92)', color: '#fff' } } }}
    >
      {item ? (
        <Box
          data-testid="media-viewer"
          data-index={index}
          data-kind={item.video ? 'video' : 'image'}
          sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1 }}>
            <Typography sx={{ flex: 1 }}>
              {t('photos.position', { n: (index ?? 0) + 1, total: items.length })}
            </Typography>
            {!item.video ? (
              <>
                <Tooltip title={t('photos.zoomOut')}>
                  <span>
                    <IconButton
                      color="inherit"
                      onClick={zoomOut}
                      disabled={scale <= VIEWER_MIN_SCALE}
                      aria-label={t('photos.zoomOut')}
                    >
                      <ZoomOutIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Typography data-testid="viewer-scale" data-scale={scale} sx={{ minWidth: 48, textAlign: 'center' }}>
                  {Math.round(scale * 100)}%
                </Typography>
                <Tooltip title={t('photos.zoomIn')}>
                  <span>
                    <IconButton
                      color="inherit"
                      onClick={zoomIn}
                      disabled={scale >= MAX_SCALE}
                      aria-label={t('photos.zoomIn')}
                    >
                      <ZoomInIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('photos.zoomReset')}>
                  <IconButton color="inherit" onClick={reset} aria-label={t('photos.zoomReset')}>
                    <RestartAltIcon />
                  </IconButton>
                </Tooltip>
              </>
            ) : null}
            <Tooltip title={t('photos.close')}>
              <IconButton color="inherit" onClick={onClose} aria-label={t('photos.close')}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Box
            sx={{
              flex: 1,
              position: 'relative',
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {items.length > 1 ? (
              <IconButton
                color="inherit"
                onClick={() => move(-1)}
                aria-label={t('photos.previous')}
                sx={{ position: 'absolute', left: 8, zIndex: 1, bgcolor: 'rgba(0,0,0,0.4)' }}
              >
                <ChevronLeftIcon fontSize="large" sx={MIRROR_IN_RTL} />
              </IconButton>
            ) : null}
            {item.video ? (
              <video
                key={item.id}
                src={item.photo}
                controls
                style={{ maxWidth: '100%', maxHeight: '100%' }}
                data-testid="viewer-video"
              />
            ) : (
              <Box
                component="img"
                key={item.id}
                src={item.photo}
                alt={t('photos.photoAlt', { id: item.id })}
                draggable={false}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                data-testid="viewer-image"
                sx={{
                  maxWidth: '100%',
                  maxHeight: '100%',
                  transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
                  transition: drag.current ? 'none' : 'transform 120ms ease-out',
                  cursor: 'grab',
                  touchAction: 'none',
                  userSelect: 'none',
                }}
              />
            )}
            {items.length > 1 ? (
              <IconButton
                color="inherit"
                onClick={() => move(1)}
                aria-label={t('photos.next')}
                sx={{ position: 'absolute', right: 8, zIndex: 1, bgcolor: 'rgba(0,0,0,0.4)' }}
              >
                <ChevronRightIcon fontSize="large" sx={MIRROR_IN_RTL} />
              </IconButton>
            ) : null}
          </Box>
        </Box>
      ) : (
        <span />
      )}
    </Dialog>
  );
};
