import { isAcceptedPhotoType, isVideoType, PHOTO_URL_SECONDS, SURVEY_PHOTO_RESOURCE } from '@console/contracts';
import type { BlobStore } from '@console/infra';
import type { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../core/command-context.js';
import type { Infrastructure } from '../../core/infrastructure.js';
import { ResourceCommandMessage } from '../../core/resources/resource-command.js';

/** A survey's photos on its public page: at most this many, each at most this size (a phone's photo fits). */
export const SURVEY_PHOTOS_MAX = 10;
export const SURVEY_PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** One file the public page received (multer's shape, the part we read). */
export interface ReceivedPhoto {
  readonly originalname: string;
  readonly mimetype: string;
  readonly size: number;
  readonly buffer: Buffer;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** The first file that is not a photo the product accepts (videos are not asked for here), else undefined. */
export const refusedPhoto = (files: readonly ReceivedPhoto[]): ReceivedPhoto | undefined =>
  files.find((f) => f.size === 0 || !isAcceptedPhotoType(f.mimetype) || isVideoType(f.mimetype));

/**
 * Stores the customer's photos of a survey in the photos' blob store (`surveys/<surveyId>/<photoId>.<ext>`) and
 * records each as a survey-photos record (spec 3 §2), before the survey is completed: a failure leaves it open to
 * answer again.
 */
export const storeSurveyPhotos = async (
  infra: Infrastructure,
  blobs: BlobStore,
  commands: CommandBus,
  surveyId: number,
  files: readonly ReceivedPhoto[],
  ctx: CommandContext,
): Promise<void> => {
  for (const file of files) {
    const id = await infra.ids.next(SURVEY_PHOTO_RESOURCE.category);
    const mimetype = file.mimetype.toLowerCase();
    const key = `surveys/${surveyId}/${id}.${EXTENSIONS[mimetype] ?? 'bin'}`;
    await blobs.put(key, file.buffer, mimetype);
    await commands.execute(
      new ResourceCommandMessage(SURVEY_PHOTO_RESOURCE, { type: 'Create', id, body: { surveyId, photo: key } }, ctx),
    );
  }
};

/** A survey's photos as the Photos tab shows them: each with a fresh address of its picture. */
export const surveyPhotosOf = async (
  infra: Infrastructure,
  blobs: BlobStore,
  surveyId: number,
  origin: string,
): Promise<{ id: number; surveyId: number; url: string }[]> => {
  const rows = await infra.db
    .selectFrom('rm.survey_photos')
    .selectAll()
    .where('surveyId', '=', surveyId)
    .orderBy('id')
    .execute();
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      surveyId: r.surveyId,
      url: await blobs.presignGet(r.photo, { expiresInSeconds: PHOTO_URL_SECONDS, origin }),
    })),
  );
};
