import { Inject, Injectable } from '@nestjs/common';
import type { PhotoAdded } from '@console/contracts';
import type { BlobStore } from '@console/infra';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { commandContextOf as contextOf, type Actor } from '../core/command-context.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import type { Response } from 'express';
import { BLOB_STORE } from './photo-blob-store.js';
import { photoDecider, PHOTO_CODECS } from './photo.decider.js';
import type { PhotoTarget } from './photo-targets.js';


export interface NewPhoto {
  readonly photoId: number;
  readonly target: PhotoTarget;
  readonly key: string;
  readonly mimetype: string;
  readonly size: number;
  readonly video: boolean;
  readonly userId: number | null;
}

/** The photo commands: add one for an uploaded object (once per object), delete one. */
@Injectable()
export class PhotoCommands {
  private readonly repo: AggregateRepository;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {
    this.repo = new AggregateRepository(infra.store);
  }

  /**
   * Records PhotoAdded for an object, on the stream of the id its key was made with: confirming one upload twice
   * (a retry, a double click) makes one photo.
   */
  async add(p: NewPhoto, actor: Actor, res: Response): Promise<PhotoAdded> {
    const ctx = contextOf(actor);
    const photoId = p.photoId;
    const photo: PhotoAdded = {
      photoId,
      requestId: p.target.model === 'request' ? p.target.id : null,
      storageId: p.target.model === 'storage' ? p.target.id : null,
      key: p.key,
      url: `/api/v1/photos/${photoId}/file`,
      mimetype: p.mimetype,
      size: p.size,
      video: p.video,
      userId: p.userId,
      partnerId: p.target.partnerId,
    };
    const r = await this.repo.handle(photoDecider, PHOTO_CODECS, photoId, { type: 'AddPhoto', photo }, ctx);
    await awaitReadModels(this.infra.readModels, r.position, res);
    return r.state ?? photo;
  }

  async delete(photoId: number, actor: Actor, res: Response): Promise<void> {
    const r = await this.repo.handle(photoDecider, PHOTO_CODECS, photoId, { type: 'DeletePhoto', photoId }, contextOf(actor));
    // The object goes with the photo (a deleted customer photo must not stay reachable); the fact stays in history.
    if (r.events.length > 0 && r.state) await this.blobs.delete(r.state.key).catch(() => undefined);
    await awaitReadModels(this.infra.readModels, r.position, res);
  }
}
