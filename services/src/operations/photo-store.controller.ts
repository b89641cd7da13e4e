import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CommandController } from '../core/http/command-controller.js';
import type { BlobStore } from '@console/infra';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { BLOB_STORE } from './photo-blob-store.js';
import type { Request, Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import type { PhotoCommandResult } from './photo-commands.js';
import { PHOTO_DEFAULT_LIMIT, PHOTO_MAX_LIMIT, photoOrder } from './photo-list-query.js';
import { callerOrigin } from './photo-origin.js';
import { PhotosQueries, type PhotoFilter } from './photos.queries.js';

type PhotoSort = { readonly $sort?: Parameters<typeof photoOrder>[0] };

/** What the photo controllers hold besides the CommandBus and the infrastructure: the blob store, and the photos' reads. */
@Injectable()
export abstract class PhotoStoreController extends CommandController {
  protected readonly queries: PhotosQueries;

  constructor(
    commands: CommandBus,
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
    @Inject(BLOB_STORE) protected readonly blobs: BlobStore,
  ) {
    super(commands, infra);
    this.queries = new PhotosQueries(infra.db, blobs);
  }

  /**
   * A page of a photos list: its own filters, the video flag and, for a partner user, the partner; `$limit` (at most
   * 500), `$skip` and `$sort` as every photos list takes them.
   */
  protected async page(
    filter: PhotoFilter,
    q: { readonly video?: 'true' | 'false'; readonly $limit?: number; readonly $skip?: number } & PhotoSort,
    actor: Actor,
    req: Request,
  ) {
    const limit = Math.min(q.$limit ?? PHOTO_DEFAULT_LIMIT, PHOTO_MAX_LIMIT);
    const skip = q.$skip ?? 0;
    const r = await this.queries.list(
      {
        ...filter,
        ...(q.video !== undefined ? { video: q.video === 'true' } : {}),
        ...(actor.isPartner ? { partnerId: actor.partnerId } : {}),
      },
      limit,
      skip,
      callerOrigin(req),
      // A list that asks newest first says so in $sort (the Photos list does).
      photoOrder(q.$sort),
    );
    return { total: r.total, limit, skip, data: r.data };
  }

  /** The photo a command added, 201, once the read models have it (202 with the photo as added when they lag). */
  protected async answerAdded(r: PhotoCommandResult, req: Request, res: Response) {
    await awaitReadModels(this.infra.readModels, r.position, res);
    const added = r.photo;
    res.status(201);
    const origin = callerOrigin(req);
    return (
      (await this.queries.byId(added.photoId, origin)) ??
      acceptedNotYetReadable(res, { ...(await this.queries.fromAdded(added, origin)) })
    );
  }
}
