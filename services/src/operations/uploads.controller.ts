import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  checkUploadTotal,
  ConfirmUploadBody,
  isAcceptedPhotoType,
  isVideoType,
  MAX_UPLOAD_TOTAL_BYTES,
  PresignUploadsBody,
  unacceptedTypeMessage,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_URL_SECONDS,
  type PresignedUpload,
} from '@console/contracts';
import { isSafeBlobKey } from '@console/infra';
import type { Request, Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import { AddPhotoCommand, type PhotoCommandResult } from './photo-commands.js';
import { newPhotoKey, photoIdOfKey, requestPhotoKeyPrefix } from './photo-keys.js';
import { callerOrigin } from './photo-origin.js';
import { assertPhotosOpen, loadPhotoTarget } from './photo-targets.js';
import { Reply } from '../core/http/route-params.js';
import { PhotoStoreController } from './photo-store.controller.js';

const invalid = (path: string, message: string) =>
  new DomainException({ kind: 'validation', message: 'Validation error', errors: [{ path, message }] });

/**
 * Request photo and video uploads (spec 2 §7 'Upload'): presigned addresses, one per file; the browser PUTs each
 * file itself; then one confirmation per file records the photo. Refused once the request is complete.
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('api/v1/uploads')
export class UploadsController extends PhotoStoreController {
  @Post('presigned-url')
  @HttpCode(200)
  @RequirePermission('photos', 'create')
  @ApiOperation({
    summary: 'Presigned PUT addresses {url, key} for {filenames, requestId, mimetypes} (optional sizes: 500 MB total)',
  })
  async presign(@Body() body: unknown, @CurrentActor() actor: Actor, @Req() req: Request): Promise<PresignedUpload[]> {
    const input = decodeOrThrow(PresignUploadsBody, body);
    if (input.filenames.length === 0) throw invalid('filenames', 'Required');
    if (input.mimetypes.length !== input.filenames.length) throw invalid('mimetypes', 'One mimetype per file name');
    if (input.sizes && input.sizes.length !== input.filenames.length) throw invalid('sizes', 'One size per file name');
    input.mimetypes.forEach((m, i) => {
      if (!isAcceptedPhotoType(m)) throw invalid(`mimetypes.${i}`, unacceptedTypeMessage(input.filenames[i] ?? '', m));
    });
    const tooLarge = input.sizes ? checkUploadTotal(input.sizes) : null;
    if (tooLarge)
      throw new DomainException({
        kind: 'validation',
        message: tooLarge,
        errors: [{ path: 'sizes', message: tooLarge }],
      });
    const target = await loadPhotoTarget(this.infra.store, 'request', input.requestId, actor);
    assertPhotosOpen(target);
    const origin = callerOrigin(req);
    return Promise.all(
      input.filenames.map(async (filename, i) => {
        const mimetype = (input.mimetypes[i] ?? '').toLowerCase();
        const key = newPhotoKey(requestPhotoKeyPrefix(input.requestId), await this.infra.ids.next('photo'), mimetype);
        const url = await this.blobs.presignPut(key, {
          expiresInSeconds: UPLOAD_URL_SECONDS,
          contentType: mimetype,
          origin,
        });
        return { url, key, filename, mimetype };
      }),
    );
  }

  @Post('confirmations')
  @RequirePermission('photos', 'create')
  @ApiOperation({ summary: 'Confirm one uploaded file {userId, requestId, key, size, mimetype}: records the photo' })
  async confirm(@Body() body: unknown, @CurrentActor() actor: Actor, @Req() req: Request, @Reply() res: Response) {
    const input = decodeOrThrow(ConfirmUploadBody, body);
    const mimetype = input.mimetype.toLowerCase();
    if (!isAcceptedPhotoType(mimetype)) throw invalid('mimetype', unacceptedTypeMessage(input.key, input.mimetype));
    const photoId = photoIdOfKey(requestPhotoKeyPrefix(input.requestId), input.key);
    if (!isSafeBlobKey(input.key) || photoId === undefined) throw invalid('key', 'Not an upload key of this request');
    const target = await loadPhotoTarget(this.infra.store, 'request', input.requestId, actor);
    assertPhotosOpen(target);
    const object = await this.blobs.head(input.key);
    if (!object) throw new DomainException({ kind: 'not_found', message: `No uploaded file for key '${input.key}'` });
    if (object.size > MAX_UPLOAD_TOTAL_BYTES) {
      await this.blobs.delete(input.key);
      throw new DomainException({
        kind: 'validation',
        message: UPLOAD_TOO_LARGE_MESSAGE,
        errors: [{ path: 'size', message: UPLOAD_TOO_LARGE_MESSAGE }],
      });
    }
    if (object.size !== input.size)
      throw invalid('size', `The uploaded file has ${object.size} bytes, not ${input.size}`);
    const r = await this.commands.execute<AddPhotoCommand, PhotoCommandResult>(
      new AddPhotoCommand(
        {
          photoId,
          target,
          key: input.key,
          mimetype,
          size: object.size,
          video: isVideoType(mimetype),
          userId: input.userId,
        },
        commandContextOf(actor),
      ),
    );
    return this.answerAdded(r, req, res);
  }
}
