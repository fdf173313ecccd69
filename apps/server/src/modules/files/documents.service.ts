import type { Db } from '@vetbo/db/database';
import { documents } from '@vetbo/db/schema/index';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MEDIA_TYPES,
  type DocumentUpload,
  type StoredDocument,
} from '@vetbo/domain/files';
import { createRecorded } from '../change-history/public.ts';
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
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'documents',
      context: { userId },
      write: async () => {
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
        return toDocument(created as typeof documents.$inferSelect);
      },
    }),
  );
}
