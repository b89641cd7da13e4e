import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoragePhotoUploadStatus } from '@console/contracts';
import type { PhotoOwner } from './photosApi';

export type FileUploadStatus = 'waiting' | 'uploading' | 'confirming' | 'done' | 'failed';

export interface FileUpload {
  readonly fileId: string;
  readonly name: string;
  readonly size: number;
  readonly loaded: number;
  readonly status: FileUploadStatus;
}

export interface PhotosState {
  /** The request uploads under way or just finished, by request id. */
  readonly requestUploads: Readonly<Record<number, { readonly busy: boolean; readonly files: readonly FileUpload[] }>>;
  /** Spec 1 §2.14 upload status of each storage's photo: start, success, failed. */
  readonly storageUploads: Readonly<Record<number, StoragePhotoUploadStatus>>;
  /** The customer's photo uploads (user-photos), by `customerUploadKey`: start, success, failed. */
  readonly customerUploads?: Readonly<Record<string, StoragePhotoUploadStatus>>;
  /** Photos being deleted. */
  readonly deleting: readonly number[];
}

/** A customer's photo upload: on their page (no order) or on an order's page. */
export interface CustomerPhotoUpload {
  readonly userId: number;
  readonly orderId: number | null;
  readonly fileId: string;
  readonly caption: string | null;
}
export const customerUploadKey = (u: { userId: number; orderId: number | null }): string =>
  u.orderId === null ? `user:${u.userId}` : `order:${u.orderId}`;

const initialState: PhotosState = { requestUploads: {}, storageUploads: {}, customerUploads: {}, deleting: [] };

const slice = createSlice({
  name: 'photos',
  initialState,
  reducers: {
    requestUploadRequested: (
      state,
      a: PayloadAction<{
        requestId: number;
        userId: number | null;
        files: readonly { fileId: string; name: string; size: number }[];
      }>,
    ) => {
      state.requestUploads[a.payload.requestId] = {
        busy: true,
        files: a.payload.files.map((f) => ({ ...f, loaded: 0, status: 'waiting' as const })),
      };
    },
    fileProgress: (
      state,
      a: PayloadAction<{ requestId: number; fileId: string; loaded?: number; status?: FileUploadStatus }>,
    ) => {
      const u = state.requestUploads[a.payload.requestId];
      const f = u?.files.find((x) => x.fileId === a.payload.fileId) as
        { loaded: number; status: FileUploadStatus } | undefined;
      if (!f) return;
      if (a.payload.loaded !== undefined) f.loaded = a.payload.loaded;
      if (a.payload.status !== undefined) f.status = a.payload.status;
    },
    requestUploadFinished: (state, a: PayloadAction<{ requestId: number }>) => {
      const u = state.requestUploads[a.payload.requestId] as { busy: boolean } | undefined;
      if (u) u.busy = false;
    },
    requestUploadCleared: (state, a: PayloadAction<{ requestId: number }>) => {
      delete state.requestUploads[a.payload.requestId];
    },
    storagePhotoUploadRequested: (
      state,
      a: PayloadAction<{ storageId: number; userId: number | null; fileId: string }>,
    ) => {
      state.storageUploads[a.payload.storageId] = 'start';
    },
    storagePhotoUploadSettled: (state, a: PayloadAction<{ storageId: number; status: StoragePhotoUploadStatus }>) => {
      state.storageUploads[a.payload.storageId] = a.payload.status;
    },
    storagePhotoUploadCleared: (state, a: PayloadAction<{ storageId: number }>) => {
      delete state.storageUploads[a.payload.storageId];
    },
    customerPhotoUploadRequested: (state, a: PayloadAction<CustomerPhotoUpload>) => {
      state.customerUploads = { ...state.customerUploads, [customerUploadKey(a.payload)]: 'start' };
    },
    customerPhotoUploadSettled: (state, a: PayloadAction<{ key: string; status: StoragePhotoUploadStatus }>) => {
      state.customerUploads = { ...state.customerUploads, [a.payload.key]: a.payload.status };
    },
    customerPhotoUploadCleared: (state, a: PayloadAction<{ key: string }>) => {
      if (state.customerUploads) delete state.customerUploads[a.payload.key];
    },
    deleteRequested: (
      state,
      a: PayloadAction<{ photoId: number; video: boolean; owner: PhotoOwner; userId: number | null }>,
    ) => {
      state.deleting = [...state.deleting, a.payload.photoId];
    },
    deleteSettled: (state, a: PayloadAction<{ photoId: number }>) => {
      state.deleting = state.deleting.filter((id) => id !== a.payload.photoId);
    },
  },
});

export const photosActions = slice.actions;
export const photosReducer = slice.reducer;

const NO_FILES: readonly FileUpload[] = [];
export const selectRequestUpload = (s: { photos: PhotosState }, requestId: number) =>
  s.photos.requestUploads[requestId] ?? { busy: false, files: NO_FILES };
export const selectStorageUploadStatus = (
  s: { photos: PhotosState },
  storageId: number,
): StoragePhotoUploadStatus | undefined => s.photos.storageUploads[storageId];
export const selectDeleting = (s: { photos: PhotosState }, photoId: number): boolean =>
  s.photos.deleting.includes(photoId);
export const selectCustomerUploadStatus = (
  s: { photos: PhotosState },
  key: string,
): StoragePhotoUploadStatus | undefined => s.photos.customerUploads?.[key];
