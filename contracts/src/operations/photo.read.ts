/**
 * A photo as the photos list answers it (spec 2 §3 Photo: photo (URL), mimetype, storageId or requestId, video
 * flag). `photo` is a presigned address made for the answer (valid an hour).
 */
export interface PhotoRow {
  readonly id: number;
  readonly photo: string;
  readonly mimetype: string;
  readonly requestId: number | null;
  readonly storageId: number | null;
  readonly video: boolean;
  readonly size: number;
  readonly userId: number | null;
  readonly partnerId: number | null;
  /** The order of a photo uploaded on an order's page (user-photos), else null. */
  readonly orderId: number | null;
  /** The words typed with a customer's photo (spec 2 §7), shown under it; null when none. */
  readonly caption: string | null;
  readonly createdAt: string;
}

/** How long a listed photo's address stays valid. */
export const PHOTO_URL_SECONDS = 3600;
/** How long an upload address stays valid. */
export const UPLOAD_URL_SECONDS = 3600;
