import { JPEG_DATA_URL_PREFIX, MAX_UPLOAD_TOTAL_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '@console/contracts';
import { DomainException } from '../core/domain.exception.js';

/**
 * The bytes of a JPEG data URL (a storage's or a customer's photo), refused with 400 when over the upload cap or
 * not a JPEG at all: a JPEG starts with the SOI marker and a segment marker, FF D8 FF.
 */
export const jpegBytesOf = (dataUrl: string): Buffer => {
  const bytes = Buffer.from(dataUrl.slice(JPEG_DATA_URL_PREFIX.length), 'base64');
  if (bytes.length > MAX_UPLOAD_TOTAL_BYTES)
    throw new DomainException({
      kind: 'validation',
      message: UPLOAD_TOO_LARGE_MESSAGE,
      errors: [{ path: 'file', message: UPLOAD_TOO_LARGE_MESSAGE }],
    });
  if (bytes.length < 3 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) {
    throw new DomainException({
      kind: 'validation',
      message: 'Validation error',
      errors: [{ path: 'file', message: 'Must be a JPEG data URL' }],
    });
  }
  return bytes;
};
