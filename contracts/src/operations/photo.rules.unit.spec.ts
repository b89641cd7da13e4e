import crypto from 'node:crypto';
import {
  checkUploadTotal,
  fileUploadFailedMessage,
  isAcceptedPhotoType,
  isVideoType,
  JpegDataUrl,
  MAX_UPLOAD_TOTAL_BYTES,
  canChangeRequestPhotos,
  uploadUrlFailedMessage,
} from './photo.rules.js';
import { isRight } from 'fp-ts/lib/Either.js';

describe('photo rules (spec 2 §8, §9)', () => {
  test("500MB total: at the cap passes, one byte more gives the spec's message", () => {
    expect(MAX_UPLOAD_TOTAL_BYTES).toBe(500 * 1024 * 1024);
    expect(checkUploadTotal([MAX_UPLOAD_TOTAL_BYTES - 10, 10])).toBeNull();
    expect(checkUploadTotal([MAX_UPLOAD_TOTAL_BYTES - 10, 11])).toBe('Total files size is more than 500MB!');
    expect(checkUploadTotal([])).toBeNull();
  });

  test('images and videos are accepted, the video flag follows the type', () => {
    expect(['image/jpeg', 'IMAGE/PNG', 'video/mp4', 'video/quicktime'].every(isAcceptedPhotoType)).toBe(true);
    expect(['application/pdf', 'text/html', '', 'image/svg+xml'].some(isAcceptedPhotoType)).toBe(false);
    expect(isVideoType('video/webm')).toBe(true);
    expect(isVideoType('image/gif')).toBe(false);
  });

  test('messages of a failed upload', () => {
    expect(uploadUrlFailedMessage('Request not found')).toBe('Error: Request not found!');
    expect(fileUploadFailedMessage('a.jpg')).toBe('Error: file (a.jpg) upload failed!');
    expect(fileUploadFailedMessage('a.jpg', 'Validation error')).toBe(
      'Error: file (a.jpg) upload failed! Validation error',
    );
  });

  test('photos close with the request', () => {
    expect(canChangeRequestPhotos('complete')).toBe(false);
    for (const s of ['new', 'confirmed', 'received', 'cancelled', null]) expect(canChangeRequestPhotos(s)).toBe(true);
  });

  test('a storage photo file is a JPEG data URL', () => {
    expect(isRight(JpegDataUrl.decode('data:image/jpeg;base64,/9j/4AAQ'))).toBe(true);
    expect(isRight(JpegDataUrl.decode('data:image/png;base64,iVBORw0KGgo='))).toBe(false);
    expect(isRight(JpegDataUrl.decode('data:image/jpeg;base64,<script>'))).toBe(false);
    expect(isRight(JpegDataUrl.decode('data:image/jpeg;base64,/9j/4A=='))).toBe(true);
    expect(isRight(JpegDataUrl.decode('data:image/jpeg;base64,'))).toBe(false);
    expect(isRight(JpegDataUrl.decode('data:image/jpeg;base64,===='))).toBe(false);
    expect(isRight(JpegDataUrl.decode('data:image/jpeg;base64,/9j=4A'))).toBe(false);
  });

  test('checks a phone photo of several megabytes by a loop, from deep in a call stack', () => {
    const photo = `data:image/jpeg;base64,${crypto.randomBytes(6 * 1024 * 1024).toString('base64')}`;
    const deep = (n: number): boolean => (n === 0 ? isRight(JpegDataUrl.decode(photo)) : deep(n - 1));
    expect(deep(2_000)).toBe(true);
    expect(isRight(JpegDataUrl.decode(`${photo}!`))).toBe(false);
  });
});
