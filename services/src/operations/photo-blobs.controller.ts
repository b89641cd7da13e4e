import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createS3SubsetHandler, LocalBlobStore, type BlobStore } from '@console/infra';
import { MAX_UPLOAD_TOTAL_BYTES } from '@console/contracts';
import type { Request, Response } from 'express';
import { Public } from '../core/auth/auth.decorators.js';
import { BLOB_STORE } from './photo-blob-store.js';

/**
 * The local blob store's objects, served by the API itself at /blobs/<bucket>/<key> in the S3 protocol subset
 * (presigned PUT/GET, SigV4-checked). Public as a route: the signature in each address is the permission, as with
 * S3. With BLOB_STORE=s3 there is nothing here.
 */
@ApiExcludeController()
@Controller('blobs')
export class PhotoBlobsController {
  private readonly handle: ((req: Request, res: Response) => Promise<void>) | undefined;

  constructor(@Inject(BLOB_STORE) blobs: BlobStore) {
    this.handle =
      blobs instanceof LocalBlobStore
        ? createS3SubsetHandler(blobs, { maxObjectBytes: MAX_UPLOAD_TOTAL_BYTES })
        : undefined;
  }

  @All('*path')
  @Public()
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.handle) {
      res.status(404).end();
      return;
    }
    await this.handle(req, res);
  }
}
