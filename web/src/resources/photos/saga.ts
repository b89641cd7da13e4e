import { all, call, put, take, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  checkUploadTotal,
  fileUploadFailedMessage,
  isAcceptedPhotoType,
  photoDeletedComment,
  unacceptedTypeMessage,
  uploadUrlFailedMessage,
  type PresignedUpload,
} from '@console/contracts';
import type { EventChannel } from 'redux-saga';
import { callApi } from '../../app/api/callApi';
import { isApiError } from '../../app/api/client';
import { t } from '../../app/i18n/messages';
import { notify } from '../../app/notifications/slice';
import { dataActions } from '../../framework/data/slice';
import { toJpegDataUrl } from './jpeg';
import { heldFile, releaseFiles } from './pickedFiles';
import { photoApiOf, photoListId, photoListQuery, type PhotoOwner } from './photosApi';
import { putWithProgress, type PutEvent } from './putWithProgress';
import { customerUploadKey, photosActions, type CustomerPhotoUpload } from './slice';

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Both lists of a record (photos, videos) load again, quietly. */
function* refreshLists(owner: PhotoOwner) {
  for (const video of [false, true]) {
    yield put(
      dataActions.listRequested({
        listId: photoListId(owner, video),
        api: photoApiOf(owner),
        query: photoListQuery(owner, video),
        silent: true,
      }),
    );
  }
}

/** The bytes of one file to its presigned address, reporting progress; true when stored. */
function* putFile(
  requestId: number,
  fileId: string,
  url: string,
  file: File,
  mimetype: string,
): Generator<unknown, boolean, unknown> {
  const channel = (yield call(putWithProgress, url, file, mimetype)) as EventChannel<PutEvent>;
  try {
    while (true) {
      const e = (yield take(channel)) as PutEvent;
      if (e.kind === 'progress') yield put(photosActions.fileProgress({ requestId, fileId, loaded: e.loaded }));
      else return e.ok;
    }
  } finally {
    channel.close();
  }
}

/**
 * A request's upload (spec 2 §2, §7, §8): the 500MB total first; one presigned address per file ('Error:
 * {message}!' when that fails); each file PUT with progress, then confirmed ('Error: file ({name}) upload
 * failed!', with the confirmation's message when that is what failed).
 */
function* uploadToRequest(
  a: PayloadAction<{
    requestId: number;
    userId: number | null;
    files: readonly { fileId: string; name: string; size: number }[];
  }>,
) {
  const { requestId, userId } = a.payload;
  const owner: PhotoOwner = { model: 'request', id: requestId };
  const picked = a.payload.files
    .map((f) => ({ ...f, file: heldFile(f.fileId) }))
    .filter((f): f is typeof f & { file: File } => f.file !== undefined);
  try {
    const tooLarge = checkUploadTotal(picked.map((f) => f.size));
    if (tooLarge) {
      yield put(notify({ message: tooLarge, type: 'error' }));
      yield put(photosActions.requestUploadCleared({ requestId }));
      return;
    }
    const refused = picked.find((f) => !isAcceptedPhotoType(f.file.type));
    if (refused) {
      yield put(notify({ message: unacceptedTypeMessage(refused.name, refused.file.type), type: 'error' }));
      yield put(photosActions.requestUploadCleared({ requestId }));
      return;
    }
    let addresses: PresignedUpload[];
    try {
      addresses = yield* callApi<PresignedUpload[]>('POST', '/api/v1/uploads/presigned-url', {
        filenames: picked.map((f) => f.name),
        requestId,
        mimetypes: picked.map((f) => f.file.type),
        sizes: picked.map((f) => f.size),
      });
    } catch (e) {
      yield put(notify({ message: uploadUrlFailedMessage(messageOf(e)), type: 'error' }));
      yield put(photosActions.requestUploadCleared({ requestId }));
      return;
    }
    let stored = 0;
    for (const [i, f] of picked.entries()) {
      const address = addresses[i];
      if (!address) break;
      yield put(photosActions.fileProgress({ requestId, fileId: f.fileId, status: 'uploading' }));
      const ok = yield* putFile(requestId, f.fileId, address.url, f.file, address.mimetype);
      if (!ok) {
        yield put(photosActions.fileProgress({ requestId, fileId: f.fileId, status: 'failed' }));
        yield put(notify({ message: fileUploadFailedMessage(f.name), type: 'error' }));
        continue;
      }
      yield put(photosActions.fileProgress({ requestId, fileId: f.fileId, status: 'confirming', loaded: f.size }));
      try {
        yield* callApi('POST', '/api/v1/uploads/confirmations', {
          userId,
          requestId,
          key: address.key,
          size: f.size,
          mimetype: address.mimetype,
        });
        yield put(photosActions.fileProgress({ requestId, fileId: f.fileId, status: 'done' }));
        stored += 1;
      } catch (e) {
        yield put(photosActions.fileProgress({ requestId, fileId: f.fileId, status: 'failed' }));
        yield put(notify({ message: fileUploadFailedMessage(f.name, messageOf(e)), type: 'error' }));
      }
    }
    if (stored > 0) yield put(notify({ message: t('photos.uploadSuccess'), type: 'success' }));
    yield* refreshLists(owner);
  } finally {
    releaseFiles(a.payload.files.map((f) => f.fileId));
    yield put(photosActions.requestUploadFinished({ requestId }));
  }
}

/** Spec 1 §2.14: the picked image as a JPEG at 80 percent; status start, then success or failed. */
function* uploadToStorage(a: PayloadAction<{ storageId: number; userId: number | null; fileId: string }>) {
  const { storageId, userId, fileId } = a.payload;
  try {
    const file = heldFile(fileId);
    if (!file) throw new Error(t('photos.uploadFailed'));
    const dataUrl = (yield call(toJpegDataUrl, file)) as string;
    yield* callApi('POST', '/api/v1/photos', { userId, storageId, file: dataUrl });
    yield put(photosActions.storagePhotoUploadSettled({ storageId, status: 'success' }));
    yield put(notify({ message: t('photos.uploadSuccess'), type: 'success' }));
    yield* refreshLists({ model: 'storage', id: storageId });
  } catch (e) {
    yield put(photosActions.storagePhotoUploadSettled({ storageId, status: 'failed' }));
    yield put(
      notify({
        message: isApiError(e) || e instanceof Error ? messageOf(e) : t('photos.uploadFailed'),
        type: 'warning',
      }),
    );
  } finally {
    releaseFiles([fileId]);
  }
}

/**
 * Spec 3 §7 'POST user-photos {userId, file}', spec 2 §7 '... orderId, file, caption'; spec 3 §8: 'Upload Success',
 * or the error, or 'Error in uploading photo', as a warning. The picked image goes as a JPEG at 80 percent, as a
 * storage's; both galleries it shows in (the customer's, the order's) load again.
 */
function* uploadCustomerPhoto(a: PayloadAction<CustomerPhotoUpload>) {
  const { userId, orderId, fileId, caption } = a.payload;
  const key = customerUploadKey(a.payload);
  try {
    const file = heldFile(fileId);
    if (!file) throw new Error(t('photos.uploadFailed'));
    const dataUrl = (yield call(toJpegDataUrl, file)) as string;
    yield* callApi('POST', '/api/user-photos', {
      userId,
      file: dataUrl,
      ...(orderId === null ? {} : { orderId }),
      caption,
    });
    yield put(photosActions.customerPhotoUploadSettled({ key, status: 'success' }));
    yield put(notify({ message: t('photos.uploadSuccess'), type: 'success' }));
    yield* refreshLists({ model: 'user', id: userId });
    if (orderId !== null) yield* refreshLists({ model: 'order', id: orderId });
  } catch (e) {
    yield put(photosActions.customerPhotoUploadSettled({ key, status: 'failed' }));
    yield put(
      notify({
        message: (isApiError(e) || e instanceof Error) && messageOf(e) ? messageOf(e) : t('photos.uploadFailed'),
        type: 'warning',
      }),
    );
  } finally {
    releaseFiles([fileId]);
  }
}

/**
 * Spec 2 §7: 'Photo delete by id, then create a comment {comment, documentId, model, userId}'. Failures are
 * silent (spec 2 §8): logged only.
 */
function* deletePhoto(a: PayloadAction<{ photoId: number; video: boolean; owner: PhotoOwner; userId: number | null }>) {
  const { photoId, video, owner, userId } = a.payload;
  try {
    yield* callApi('DELETE', `/api/v1/photos/${photoId}`);
    yield* callApi('POST', '/api/comments', {
      comment: photoDeletedComment({ id: photoId, video }),
      documentId: owner.id,
      model: owner.model,
      userId,
    });
  } catch (e) {
    console.error('photo delete failed', e);
  } finally {
    yield put(photosActions.deleteSettled({ photoId }));
    yield* refreshLists(owner);
  }
}

export function* photosSaga() {
  yield all([
    takeEvery(photosActions.requestUploadRequested.type, uploadToRequest),
    takeEvery(photosActions.storagePhotoUploadRequested.type, uploadToStorage),
    takeEvery(photosActions.customerPhotoUploadRequested.type, uploadCustomerPhoto),
    takeEvery(photosActions.deleteRequested.type, deletePhoto),
  ]);
}
