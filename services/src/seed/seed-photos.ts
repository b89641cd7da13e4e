import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BlobStore } from '@console/infra';
import type { Infrastructure } from '../core/infrastructure.js';
import { BLOB_STORE } from '../operations/photo-blob-store.js';
import { AddPhotoCommand, type PhotoCommandResult } from '../operations/photo-commands.js';
import { newPhotoKey, requestPhotoKeyPrefix, storagePhotoKeyPrefix } from '../operations/photo-keys.js';
import { demoPhotoPng } from './demo-image.js';
import { seedContext } from './seed-commands.js';

/**
 * A demo photo on a request or a storage, the way an upload makes one: the object into the photos' blob store under
 * a key of ours, then the photos context's AddPhoto command (its checks: the record exists, a complete request
 * takes none). The image is a small generated PNG (demo-image.ts).
 */
export const addDemoPhoto = async (
  app: INestApplicationContext,
  infra: Pick<Infrastructure, 'ids'>,
  target: { readonly model: 'request' | 'storage'; readonly id: number },
  n: number,
  at: Date,
): Promise<number> => {
  const blobs = app.get<typeof BLOB_STORE, BlobStore>(BLOB_STORE, { strict: false });
  const photoId = await infra.ids.next('photo');
  const prefix = target.model === 'request' ? requestPhotoKeyPrefix(target.id) : storagePhotoKeyPrefix(target.id);
  const key = newPhotoKey(prefix, photoId, 'image/png');
  const bytes = demoPhotoPng(n);
  await blobs.put(key, bytes, 'image/png');
  await app
    .get(CommandBus)
    .execute<AddPhotoCommand, PhotoCommandResult>(
      new AddPhotoCommand(
        { photoId, target, key, mimetype: 'image/png', size: bytes.length, video: false, userId: undefined },
        seedContext(at),
      ),
    );
  return photoId;
};
