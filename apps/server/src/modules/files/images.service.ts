import type { Db } from '@vetbo/db/database';
import { images } from '@vetbo/db/schema/index';
import { IMAGE_MAX_BYTES, IMAGE_MEDIA_TYPES, type ImageUpload, type StoredImage } from '@vetbo/domain/files';
import { fieldProblem, rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { ApiProblem } from '../../lib/problem.ts';
import { recordChange } from '../change-history/record-change.ts';
import { decodeUpload } from './decode-upload.ts';
import { type FileStorage, postgresFileStorage } from './file-storage.ts';
import { toImage } from './files.mapper.ts';
import { sniffMediaType } from './sniff-file.ts';
import { readImage } from './thumbnail.ts';

export async function uploadImage(
  db: Db,
  input: ImageUpload,
  userId: number | null,
  storage: FileStorage = postgresFileStorage,
): Promise<StoredImage> {
  const bytes = decodeUpload(input.content, IMAGE_MAX_BYTES, 'imageTooLarge');
  const mediaType = await sniffMediaType(bytes, input.name);
  if (!(IMAGE_MEDIA_TYPES as readonly string[]).includes(mediaType)) {
    throw new ApiProblem(422, 'FILE_REFUSED', [{ path: 'content', message: 'imageTypeNotAllowed' }], {
      mediaType,
    });
  }
  const image = await readImage(bytes).catch(() => {
    throw fieldProblem('content', 'imageUnreadable', 422);
  });
  const row = await db
    .transaction(async (tx) => {
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
      const row = created as typeof images.$inferSelect;
      await recordChange(tx, {
        userId,
        resource: 'images',
        resourceId: row.id,
        kind: 'CREATE',
        before: null,
        after: toImage(row),
      });
      return row;
    })
    .catch(rethrowConstraintViolation);
  return toImage(row);
}
