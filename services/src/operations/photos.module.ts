import { Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { BlobStore } from '@console/infra';
import { BLOB_STORE, blobStoreProvider } from './photo-blob-store.js';
import { PhotoBlobsController } from './photo-blobs.controller.js';
import { AddPhotoHandler, DeletePhotoHandler } from './photo-command.handlers.js';
import { PhotosController } from './photos.controller.js';
import { UploadsController } from './uploads.controller.js';
import { UserPhotosController } from './user-photos.controller.js';

/** Photos and videos of requests and storages, and the customer's own photos (user-photos), part of the operations context, with their blob store. */
@Module({
  imports: [CqrsModule],
  controllers: [UploadsController, PhotosController, PhotoBlobsController, UserPhotosController],
  providers: [blobStoreProvider, AddPhotoHandler, DeletePhotoHandler],
})
export class PhotosModule implements OnModuleDestroy {
  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  async onModuleDestroy(): Promise<void> {
    await this.blobs.close();
  }
}
