import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddUserPhotoBody, IdFromString, ORDER_NOT_CUSTOMERS_MESSAGE, validationError } from '@console/contracts';
import * as t from 'io-ts';
import type { Request, Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { AddPhotoCommand, type PhotoCommandResult } from './photo-commands.js';
import { jpegBytesOf } from './photo-jpeg.js';
import { newPhotoKey, userPhotoKeyPrefix } from './photo-keys.js';
import { callerOrigin } from './photo-origin.js';
import { BoolString, PHOTO_PAGING, refuseUnknownFilters } from './photo-list-query.js';
import { loadPhotoTarget } from './photo-targets.js';
import { Reply } from '../core/http/route-params.js';
import { PhotoStoreController } from './photo-store.controller.js';

/** A customer's photos: by customer (the Photos tab) or by order (the order's page); nothing else is a filter. */
const UserPhotosQuery = t.partial({ userId: IdFromString, orderId: IdFromString, video: BoolString, ...PHOTO_PAGING });

/**
 * The customer's photos (spec 3 §2 Photos tab, §7 'POST user-photos {userId, file}', §8 'Upload Success'; spec 2
 * §7 'create in user-photos with userId, orderId, file, caption'): permission user-photos, the customer (and order)
 * read from their streams, another partner's customer 404 for a partner user. The list answers every photo of the
 * customer — their own, their orders', their requests' and storages' — or an order's.
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller(['api/user-photos', 'api/v1/user-photos'])
export class UserPhotosController extends PhotoStoreController {
  @Get()
  @RequirePermission('user-photos', 'list')
  @ApiOperation({ summary: "A customer's photos by userId or orderId (video=true|false); {total, limit, skip, data}" })
  async list(@Query() query: unknown, @CurrentActor() actor: Actor, @Req() req: Request) {
    refuseUnknownFilters(query, UserPhotosQuery, 'user-photos');
    const q = decodeOrThrow(UserPhotosQuery, query);
    // Every photo there is is no customer's page: one of the two is required.
    if (q.userId === undefined && q.orderId === undefined)
      throw new DomainException(validationError([{ path: 'userId', message: 'Required' }]));
    return this.page(
      {
        ...(q.userId !== undefined ? { userId: q.userId } : {}),
        ...(q.orderId !== undefined ? { orderId: q.orderId } : {}),
      },
      q,
      actor,
      req,
    );
  }

  @Post()
  @RequirePermission('user-photos', 'create')
  @ApiOperation({ summary: "Add a customer's photo from a JPEG data URL {userId, file, orderId?, caption?}" })
  async add(@Body() body: unknown, @CurrentActor() actor: Actor, @Req() req: Request, @Reply() res: Response) {
    const input = decodeOrThrow(AddUserPhotoBody, body);
    const bytes = jpegBytesOf(input.file);
    // The customer first: another partner's is 404 whatever the order says.
    const customer = await loadPhotoTarget(this.infra.store, 'user', input.userId, actor);
    const target =
      input.orderId === undefined || input.orderId === null
        ? customer
        : await loadPhotoTarget(this.infra.store, 'order', input.orderId, actor);
    if (target.userId !== input.userId)
      throw new DomainException(validationError([{ path: 'orderId', message: ORDER_NOT_CUSTOMERS_MESSAGE }]));
    const photoId = await this.infra.ids.next('photo');
    const key = newPhotoKey(userPhotoKeyPrefix(input.userId), photoId, 'image/jpeg');
    await this.blobs.put(key, bytes, 'image/jpeg');
    const caption = input.caption?.trim() ? input.caption.trim() : null;
    // All or nothing: a photo whose PhotoAdded is not stored leaves no object behind either.
    const r = await this.commands
      .execute<AddPhotoCommand, PhotoCommandResult>(
        new AddPhotoCommand(
          {
            photoId,
            target,
            key,
            mimetype: 'image/jpeg',
            size: bytes.length,
            video: false,
            userId: input.userId,
            caption,
          },
          commandContextOf(actor),
        ),
      )
      .catch(async (e: unknown) => {
        await this.blobs.delete(key).catch(() => undefined);
        throw e;
      });
    await awaitReadModels(this.infra.readModels, r.position, res);
    res.status(201);
    const origin = callerOrigin(req);
    return (
      (await this.queries.byId(r.photo.photoId, origin)) ??
      acceptedNotYetReadable(res, { ...(await this.queries.fromAdded(r.photo, origin)) })
    );
  }
}
