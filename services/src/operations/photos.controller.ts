import { Body, Controller, Delete, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddStoragePhotoBody, PHOTO_URL_SECONDS } from '@console/contracts';
import * as t from 'io-ts';
import type { Request, Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { AddPhotoCommand, DeletePhotoCommand, type PhotoCommandResult } from './photo-commands.js';
import { jpegBytesOf } from './photo-jpeg.js';
import { newPhotoKey, storagePhotoKeyPrefix } from './photo-keys.js';
import { callerOrigin } from './photo-origin.js';
import { BoolString, IntString, PHOTO_PAGING, refuseUnknownFilters } from './photo-list-query.js';
import { loadPhotoTarget } from './photo-targets.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { PhotoStoreController } from './photo-store.controller.js';

const PhotosQuery = t.partial({
  requestId: IntString,
  storageId: IntString,
  userId: IntString,
  video: BoolString,
  ...PHOTO_PAGING,
});

const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/**
 * Photos and videos of requests and storages (spec 2 §7 'Request calls' Photos, 'Storage calls'): the list by
 * request or storage and video flag, delete by id, and a storage photo from a JPEG data URL. Partner users see
 * only their partner's photos. Served at /api/v1/photos and, as the generic resource the console's lists read,
 * at /api/photos.
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller(['api/v1/photos', 'api/photos'])
export class PhotosController extends PhotoStoreController {
  @Get()
  @RequirePermission('photos', 'list')
  @ApiOperation({
    summary:
      'Photos by requestId or storageId (and userId), video=true|false; oldest first; {total, limit, skip, data}',
  })
  async list(@Query() query: unknown, @CurrentActor() actor: Actor, @Req() req: Request) {
    refuseUnknownFilters(query, PhotosQuery, 'photos');
    const q = decodeOrThrow(PhotosQuery, query);
    return this.page(
      {
        ...(q.requestId !== undefined ? { requestId: q.requestId } : {}),
        ...(q.storageId !== undefined ? { storageId: q.storageId } : {}),
        ...(q.userId !== undefined ? { userId: q.userId } : {}),
      },
      q,
      actor,
      req,
    );
  }

  @Get(':id')
  @RequirePermission('photos', 'view')
  async one(@IdParam() id: number, @CurrentActor() actor: Actor, @Req() req: Request) {
    const row = await this.queries.byId(id, callerOrigin(req), actor.isPartner ? actor.partnerId : undefined);
    if (!row) throw notFound(id);
    return row;
  }

  /** The photo's file: a redirect to a fresh presigned address (the event's stable `url`). */
  @Get(':id/file')
  @RequirePermission('photos', 'view')
  async file(@IdParam() id: number, @CurrentActor() actor: Actor, @Req() req: Request, @Res() res: Response) {
    const row = await this.infra.db
      .selectFrom('rm.photos')
      .select(['key', 'partnerId'])
      .where('id', '=', id)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!row || (actor.isPartner && row.partnerId !== actor.partnerId)) throw notFound(id);
    res.redirect(
      302,
      await this.blobs.presignGet(row.key, { expiresInSeconds: PHOTO_URL_SECONDS, origin: callerOrigin(req) }),
    );
  }

  /**
   * Spec 2 §7: 'Photo delete by id, then create a comment' — the console makes the comment (history's comments
   * call) after this answers. Refused once the photo's request is complete.
   */
  @Delete(':id')
  @RequirePermission('photos', 'update')
  @ApiOperation({ summary: 'Delete a photo or video (refused once its request is complete)' })
  async remove(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const r = await this.commands.execute<DeletePhotoCommand, PhotoCommandResult>(
      new DeletePhotoCommand(id, commandContextOf(actor)),
    );
    await awaitReadModels(this.infra.readModels, r.position, res);
    const photo = r.photo;
    return {
      id,
      requestId: photo.requestId,
      storageId: photo.storageId,
      mimetype: photo.mimetype,
      video: photo.video,
      userId: photo.userId,
      deleted: true,
    };
  }

  /** Spec 2 §7 'Storage photo add': {userId, storageId, file: JPEG data URL}. */
  @Post()
  @RequirePermission('photos', 'create')
  @ApiOperation({ summary: 'Add a storage photo from a JPEG data URL {userId, storageId, file}' })
  async addStoragePhoto(
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Req() req: Request,
    @Reply() res: Response,
  ) {
    const input = decodeOrThrow(AddStoragePhotoBody, body);
    const bytes = jpegBytesOf(input.file);
    const target = await loadPhotoTarget(this.infra.store, 'storage', input.storageId, actor);
    const photoId = await this.infra.ids.next('photo');
    const key = newPhotoKey(storagePhotoKeyPrefix(input.storageId), photoId, 'image/jpeg');
    await this.blobs.put(key, bytes, 'image/jpeg');
    // All or nothing: a photo whose PhotoAdded is not stored leaves no object behind either.
    const r = await this.commands
      .execute<AddPhotoCommand, PhotoCommandResult>(
        new AddPhotoCommand(
          { photoId, target, key, mimetype: 'image/jpeg', size: bytes.length, video: false, userId: input.userId },
          commandContextOf(actor),
        ),
      )
      .catch(async (e: unknown) => {
        await this.blobs.delete(key).catch(() => undefined);
        throw e;
      });
    return this.answerAdded(r, req, res);
  }
}
