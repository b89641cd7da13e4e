import { STORAGE_PHOTO_JPEG_QUALITY } from '@console/contracts';

/** An image file re-encoded as a JPEG data URL at 80 percent in a canvas (spec 1 §2.14), at its own size. */
export const toJpegDataUrl = async (file: Blob): Promise<string> => {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No canvas');
    // JPEG has no transparency: draw on white, as a photo print would.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0);
    return canvas.toDataURL('image/jpeg', STORAGE_PHOTO_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
};
