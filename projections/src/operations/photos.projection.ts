import { photoRowOfAdded, type PhotoAdded, type PhotoDeleted } from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

/** Photos and videos of requests, storages, orders and customers: one row per photo, marked deleted rather than removed. */
export const photosProjection: Projection<ReadModels> = {
  name: 'photos',
  version: 1,
  handles: ['PhotoAdded', 'PhotoDeleted'],
  tables: ['rm.photos'],
  async apply(trx, event) {
    if (event.type === 'PhotoAdded') {
      const p = event.data as PhotoAdded;
      await trx
        .insertInto('rm.photos')
        .values(photoRowOfAdded(p, event.metadata.occurredAt))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    const d = event.data as PhotoDeleted;
    await trx
      .updateTable('rm.photos')
      .set({ deleted: true, deletedAt: event.metadata.occurredAt })
      .where('id', '=', d.photoId)
      .execute();
  },
};
