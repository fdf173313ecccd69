import { createHash } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import { fileBlobs } from '@vetbo/db/schema/index';
import { eq } from 'drizzle-orm';

type Executor = Pick<Db, 'insert' | 'select'>;

export interface SavedBlob {
  blobId: number;
  sha256: string;
  sizeBytes: number;
}

/**
 * Where file contents live. PostgreSQL today (every replica and every backup has them); an object store
 * could implement the same two calls.
 */
export interface FileStorage {
  /** Saves bytes within the caller's transaction, so metadata and content commit together. */
  save(executor: Executor, bytes: Buffer): Promise<SavedBlob>;
  read(executor: Executor, blobId: number): Promise<Buffer | null>;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const postgresFileStorage: FileStorage = {
  async save(executor, bytes) {
    const sha256 = sha256Of(bytes);
    const [row] = await executor
      .insert(fileBlobs)
      .values({ sha256, sizeBytes: bytes.length, content: bytes })
      .returning({ blobId: fileBlobs.id });
    return { blobId: row?.blobId as number, sha256, sizeBytes: bytes.length };
  },
  async read(executor, blobId) {
    const [row] = await executor
      .select({ content: fileBlobs.content })
      .from(fileBlobs)
      .where(eq(fileBlobs.id, blobId));
    return row?.content ?? null;
  },
};
