import type { Db } from '@vetbo/db/database';
import { images } from '@vetbo/db/schema/index';
import { IMAGE_MAX_BYTES, IMAGE_MEDIA_TYPES, type ImageUpload, type StoredImage } from '@vetbo/domain/files';
import { fieldProblem } from '../../lib/constraint-problems.ts';
import { createRecorded } from '../change-history/public.ts';
import { type FileStorage, postgresFileStorage } from './file-storage.ts';
import { toImage } from './files.mapper.ts';
import { readUpload } from './read-upload.ts';
import { readImage } from './thumbnail.ts';

export async function uploadImage(
  db: Db,
  input: ImageUpload,
  userId: number | null,
  storage: FileStorage = postgresFileStorage,
): Promise<StoredImage> {
  const { bytes, mediaType } = await readUpload(input.content, input.name, {
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: 'imageTooLarge',
    allowedTypes: IMAGE_MEDIA_TYPES,
    notAllowed: 'imageTypeNotAllowed',
  });
  const image = await readImage(bytes).catch(() => {
    throw fieldProblem('content', 'imageUnreadable', 422);
  });
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'images',
      context: { userId },
      write: async () => {
        const original = await storage.save(tx, bytes);
        const thumbnail = await storage.save(tx, image.thumbnail);
        const [created] = await tx
          .insert(images)
          .values({
            name: input.name,
            mediaType,
            sizeBytes: original.sizeBytes,
            sha256: original.sha256,
            blobId: original.blobId,
            thumbnailBlobId: thumbnail.blobId,
            width: image.width,
            height: image.height,
            veterinaryEstablishmentId: input.veterinaryEstablishmentId ?? null,
            veterinaryGroupId: input.veterinaryGroupId ?? null,
            createdByUserId: userId,
          })
          .returning();
        return toImage(created as typeof images.$inferSelect);
      },
    }),
  );
}
