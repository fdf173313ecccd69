import type { Db } from '@vetbo/db/database';
import { documents } from '@vetbo/db/schema/index';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  type DocumentUpload,
  type StoredDocument,
} from '@vetbo/domain/files';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { recordChange } from '../change-history/record-change.ts';
import { type FileStorage, postgresFileStorage } from './file-storage.ts';
import { toDocument } from './files.mapper.ts';
import { readUpload } from './read-upload.ts';

export async function uploadDocument(
  db: Db,
  input: DocumentUpload,
  userId: number | null,
  storage: FileStorage = postgresFileStorage,
): Promise<StoredDocument> {
  const { bytes, mediaType } = await readUpload(input.content, input.name, {
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLarge: 'documentTooLarge',
    allowedTypes: DOCUMENT_MEDIA_TYPES,
    notAllowed: 'fileTypeNotAllowed',
  });
  const row = await db
    .transaction(async (tx) => {
      const blob = await storage.save(tx, bytes);
      const [created] = await tx
        .insert(documents)
        .values({
          name: input.name,
          title: input.title ?? null,
          mediaType,
          sizeBytes: blob.sizeBytes,
          sha256: blob.sha256,
          blobId: blob.blobId,
          veterinaryEstablishmentId: input.veterinaryEstablishmentId ?? null,
          veterinaryGroupId: input.veterinaryGroupId ?? null,
          createdByUserId: userId,
        })
        .returning();
      const row = created as typeof documents.$inferSelect;
      await recordChange(tx, {
        userId,
        resource: 'documents',
        resourceId: row.id,
        kind: 'CREATE',
        before: null,
        after: toDocument(row),
      });
      return row;
    })
    .catch(rethrowConstraintViolation);
  return toDocument(row);
}
