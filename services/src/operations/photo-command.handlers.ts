import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PhotoAdded } from '@console/contracts';
import type { BlobStore } from '@console/infra';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { BLOB_STORE } from './photo-blob-store.js';
import { AddPhotoCommand, DeletePhotoCommand, type PhotoCommandResult } from './photo-commands.js';
import { loadPhotoTarget } from './photo-targets.js';
import { photoDecider, PHOTO_CODECS } from './photo.decider.js';

const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/**
 * AddPhoto: the photo's record (request or storage) is folded from its stream on every attempt, so a request
 * completed meanwhile refuses the photo; PhotoAdded goes on the stream of the id the object's key was made with.
 */
@CommandHandler(AddPhotoCommand)
export class AddPhotoHandler implements ICommandHandler<AddPhotoCommand, PhotoCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ photo: p, ctx }: AddPhotoCommand): Promise<PhotoCommandResult> {
    let added: PhotoAdded | undefined;
    const r = await this.repository.run({
      decider: photoDecider,
      codecs: PHOTO_CODECS,
      id: p.photoId,
      command: async () => {
        const target = await loadPhotoTarget(this.infra.store, p.target.model, p.target.id, ctx.actor);
        added = {
          photoId: p.photoId,
          requestId: target.model === 'request' ? target.id : null,
          storageId: target.model === 'storage' ? target.id : null,
          key: p.key,
          url: `/api/v1/photos/${p.photoId}/file`,
          mimetype: p.mimetype,
          size: p.size,
          video: p.video,
          userId: p.userId ?? target.userId,
          partnerId: target.partnerId,
          // The customer's photos (user-photos) say so: a photo of theirs or of their order, with its caption.
          ...(target.model === 'user' || target.model === 'order'
            ? { orderId: target.model === 'order' ? target.id : null, caption: p.caption ?? null }
            : {}),
        };
        return { type: 'AddPhoto' as const, photo: added, target };
      },
      ctx,
    });
    if (!r.state) throw new Error(`Photo ${p.photoId} has no state after AddPhoto`);
    return { photo: r.state, position: r.position };
  }
}

/**
 * DeletePhoto: the photo (another partner's answers 404, as if absent) and its request are read from their
 * streams; the object goes with the photo, so a deleted customer photo does not stay reachable.
 */
@CommandHandler(DeletePhotoCommand)
export class DeletePhotoHandler implements ICommandHandler<DeletePhotoCommand, PhotoCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ photoId, ctx }: DeletePhotoCommand): Promise<PhotoCommandResult> {
    const r = await this.repository.run({
      decider: photoDecider,
      codecs: PHOTO_CODECS,
      id: photoId,
      command: async (state) => {
        if (!state || state.deleted || (ctx.actor?.isPartner === true && state.partnerId !== ctx.actor.partnerId))
          throw notFound(photoId);
        const target =
          state.requestId === null
            ? null
            : await loadPhotoTarget(this.infra.store, 'request', state.requestId, ctx.actor);
        return { type: 'DeletePhoto' as const, photoId, target };
      },
      ctx,
    });
    if (!r.previous) throw notFound(photoId);
    if (r.events.length > 0) await this.blobs.delete(r.previous.key).catch(() => undefined);
    return { photo: r.previous, position: r.position };
  }
}
