// Optimistic concurrency (spec: PATCH honours If-Match, 412 STALE_RECORD): a screen keeps the ETag of the
// version it loaded next to the record, and sends it back with its edit, so it never overwrites a newer
// version it has not seen. Any resource whose GET answers an ETag can use these helpers.
import { isApiError } from '@vetbo/api-client/client';

/** A record as the API answered it, with the entity tag of that version (undefined if none came). */
export interface Versioned<T> {
  data: T;
  etag: string | undefined;
}

/** Pairs the `data` of an API answer with the answer's ETag header. */
export async function readVersioned<T>(
  call: Promise<{ body: { data: T }; headers: Headers }>,
): Promise<Versioned<T>> {
  const { body, headers } = await call;
  return { data: body.data, etag: headers.get('etag') ?? undefined };
}

/** The request headers of a conditional write; none when the version is unknown (the write then applies). */
export function ifMatchHeaders(etag: string | undefined): Record<string, string> {
  return etag ? { 'If-Match': etag } : {};
}

/** The API refused the write: the record changed since the version the screen loaded. */
export function isStaleRecordError(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}
