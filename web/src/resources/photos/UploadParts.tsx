import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { StoragePhotoUploadStatus } from '@console/contracts';
import { t } from '../../app/i18n/messages';

const STATUS_COLOUR: Record<StoragePhotoUploadStatus, 'info' | 'success' | 'error'> = {
  start: 'info',
  success: 'success',
  failed: 'error',
};

/** An upload's status as start, success or failed (spec 1 §2.14), the same on every Photos tab. */
export const UploadStatusChip = ({
  status,
  testId,
}: {
  readonly status: StoragePhotoUploadStatus | undefined;
  readonly testId: string;
}) =>
  status ? (
    <Chip
      size="small"
      color={STATUS_COLOUR[status]}
      label={t(`photos.status.${status}`)}
      data-testid={testId}
      data-status={status}
    />
  ) : null;

/** The picked image before it is uploaded. */
export const PickedPreview = ({
  picked,
  alt,
  testId,
}: {
  readonly picked: { readonly preview: string } | null;
  readonly alt: string;
  readonly testId: string;
}) =>
  picked ? (
    <Box
      component="img"
      src={picked.preview}
      alt={alt}
      data-testid={testId}
      sx={{ maxWidth: 320, maxHeight: 240, borderRadius: 1, boxShadow: 1 }}
    />
  ) : null;
