import { canChangeRequestPhotos, REQUEST_COMPLETE_PHOTOS_MESSAGE } from '@console/contracts';
import type { EventStore } from '@console/infra';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { recordAsOf } from '../history/history.facts.js';

/** The records a photo may belong to: a request's or storage's (operations), or the customer's own (user-photos). */
export type PhotoModel = 'request' | 'storage' | 'order' | 'user';

/** What a photo needs of the record it belongs to. */
export interface PhotoTarget {
  readonly model: PhotoModel;
  readonly id: number;
  readonly partnerId: number | null;
  readonly status: string | null;
  readonly userId: number | null;
}

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * The request, storage, order or customer a photo belongs to, folded from its own stream with its model's fold (the decision
 * reads no read model, ARCHITECTURE §1). Missing, or another partner's for a partner user: 404.
 */
export const loadPhotoTarget = async (
  store: EventStore,
  model: PhotoModel,
  id: number,
  actor: Actor | null,
): Promise<PhotoTarget> => {
  const record = await recordAsOf(store, model, id, 'latest');
  const doc = record.document;
  const target: PhotoTarget = {
    model,
    id,
    partnerId: numberOrNull(doc?.['partnerId']),
    status: typeof doc?.['status'] === 'string' ? doc['status'] : null,
    // A customer's own photo is of that customer.
    userId: model === 'user' ? id : numberOrNull(doc?.['userId']),
  };
  if (record.revision === 0 || !doc || (actor?.isPartner === true && target.partnerId !== actor.partnerId)) {
    throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
  }
  return target;
};

/** Spec 2 §4: photo upload and delete are hidden once a request is complete; the server refuses them too. */
export const assertPhotosOpen = (target: PhotoTarget): void => {
  if (target.model === 'request' && !canChangeRequestPhotos(target.status)) {
    throw new DomainException({ kind: 'conflict', message: REQUEST_COMPLETE_PHOTOS_MESSAGE });
  }
};
