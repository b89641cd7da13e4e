import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { StoragePhotoUploadStatus } from '@console/contracts';
import { t, type MessageKey } from '../../app/i18n/messages';
import { PickedPreview, UploadStatusChip } from './UploadParts';

interface Props {
  readonly status: StoragePhotoUploadStatus | undefined;
  /** `<prefix>-input`, `-upload`, `-status`, `-preview`: what the browser tests find. */
  readonly testIdPrefix: string;
  readonly words: {
    readonly pick: MessageKey;
    readonly upload: MessageKey;
    /** The upload button's word while it runs, where the tab has one. */
    readonly uploading?: MessageKey;
    readonly preview: MessageKey;
  };
  /** A new file is picked: the previous upload's status goes. */
  readonly onPicked: () => void;
  readonly onUpload: (file: File) => void;
  /** Once stored (the photo is in the gallery): whatever else the form holds empties too. */
  readonly onStored?: () => void;
  /** Fields beside the buttons (the order's caption). */
  readonly children?: ReactNode;
}

/**
 * Every Photos tab's upload (spec 1 §2.14, spec 3 §4): pick an image, preview it, upload it; the status as start,
 * success or failed. The preview's address lives as long as the preview, and the form empties once the photo is
 * stored.
 */
export const PhotoUploadForm = ({ status, testIdPrefix, words, onPicked, onUpload, onStored, children }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.preview);
    },
    [picked],
  );
  useEffect(() => {
    if (status !== 'success') return;
    setPicked(null);
    onStored?.();
    // Only the status's change empties the form, not a new onStored.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    onPicked();
    setPicked({ file, preview: URL.createObjectURL(file) });
  };
  return (
    <Stack spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" component="label" startIcon={<AddPhotoAlternateIcon />}>
          {t(words.pick)}
          <input
            ref={input}
            hidden
            type="file"
            accept="image/*"
            data-testid={`${testIdPrefix}-input`}
            onChange={(e) => pick(e.target.files)}
          />
        </Button>
        {children}
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          disabled={!picked || status === 'start'}
          onClick={() => {
            if (picked && status !== 'start') onUpload(picked.file);
          }}
          data-testid={`${testIdPrefix}-upload`}
        >
          {t(status === 'start' && words.uploading ? words.uploading : words.upload)}
        </Button>
        <UploadStatusChip status={status} testId={`${testIdPrefix}-status`} />
      </Stack>
      <PickedPreview picked={picked} alt={t(words.preview)} testId={`${testIdPrefix}-preview`} />
    </Stack>
  );
};
