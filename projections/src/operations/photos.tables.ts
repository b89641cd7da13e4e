import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** rm.photos: photos and videos of requests and storages (operations-shared names). */
export interface PhotosTable {
  id: number;
  requestId: number | null;
  storageId: number | null;
  key: string;
  url: string;
  mimetype: string;
  size: ColumnType<number, number, number>;
  video: boolean;
  userId: number | null;
  partnerId: number | null;
  orderId: ColumnType<number | null, number | null | undefined, number | null>;
  caption: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  deleted: boolean;
  deletedAt: Timestamp | null;
}
