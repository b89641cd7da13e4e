import { PHOTO_URL_SECONDS, photoRowOfAdded, type PhotoAdded, type PhotoRow } from '@console/contracts';
import type { BlobStore } from '@console/infra';
import type { ReadModels } from '@console/projections';
import type { Kysely, Selectable } from 'kysely';

export interface PhotoFilter {
  readonly requestId?: number;
  readonly storageId?: number;
  readonly userId?: number;
  readonly orderId?: number;
  readonly video?: boolean;
  /** Partner users: only their partner's photos. */
  readonly partnerId?: number;
}

/** Reads of rm.photos; every answered row carries a fresh presigned address of its object. */
export class PhotosQueries {
  constructor(
    private readonly db: Kysely<ReadModels>,
    private readonly blobs: BlobStore,
  ) {}

  async list(
    f: PhotoFilter,
    limit: number,
    skip: number,
    origin: string,
    direction: 'asc' | 'desc' = 'asc',
  ): Promise<{ total: number; data: PhotoRow[] }> {
    let q = this.db.selectFrom('rm.photos').where('deleted', '=', false);
    if (f.requestId !== undefined) q = q.where('requestId', '=', f.requestId);
    if (f.storageId !== undefined) q = q.where('storageId', '=', f.storageId);
    if (f.userId !== undefined) q = q.where('userId', '=', f.userId);
    if (f.orderId !== undefined) q = q.where('orderId', '=', f.orderId);
    if (f.video !== undefined) q = q.where('video', '=', f.video);
    if (f.partnerId !== undefined) q = q.where('partnerId', '=', f.partnerId);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('id', direction).limit(limit).offset(skip).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), data: await Promise.all(rows.map((r) => this.answer(r, origin))) };
  }

  async byId(id: number, origin: string, partnerId?: number): Promise<PhotoRow | undefined> {
    let q = this.db.selectFrom('rm.photos').selectAll().where('id', '=', id).where('deleted', '=', false);
    if (partnerId !== undefined) q = q.where('partnerId', '=', partnerId);
    const row = await q.executeTakeFirst();
    return row && this.answer(row, origin);
  }

  /** The row of a photo just added, from its event: the answer when the read model has not caught up yet. */
  fromAdded(p: PhotoAdded, origin: string): Promise<PhotoRow> {
    return this.answer(photoRowOfAdded(p, new Date()), origin);
  }

  private async answer(r: Selectable<ReadModels['rm.photos']>, origin: string): Promise<PhotoRow> {
    return {
      id: r.id,
      photo: await this.blobs.presignGet(r.key, { expiresInSeconds: PHOTO_URL_SECONDS, origin }),
      mimetype: r.mimetype,
      requestId: r.requestId,
      storageId: r.storageId,
      video: r.video,
      size: Number(r.size),
      userId: r.userId,
      partnerId: r.partnerId,
      orderId: r.orderId,
      caption: r.caption,
      createdAt: new Date(r.createdAt).toISOString(),
    };
  }
}
