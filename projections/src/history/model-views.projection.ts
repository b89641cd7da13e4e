import type { ModelViewed } from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

/** Who viewed which storage or request, and when. */
export const modelViewsProjection: Projection<ReadModels> = {
  name: 'model-views',
  version: 1,
  handles: ['ModelViewed'],
  tables: ['rm.model_views'],
  async apply(trx, event) {
    const v = event.data as ModelViewed;
    await trx
      .insertInto('rm.model_views')
      .values({ model: v.model, documentId: v.documentId, userId: v.userId, createdAt: event.metadata.occurredAt })
      .execute();
  },
};
