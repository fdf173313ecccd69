import { isApiError } from '@vetbo/api-client/client';

/**
 * Answers that say "not now" rather than "no": the database or the identity provider is out of reach, or
 * a proxy found no server (a restart). The session and the screen stay; the read is tried again.
 */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);
/** Tries of a read the service refused as unavailable: about a minute at its usual Retry-After (5 s). */
export const UNAVAILABLE_RETRIES = 12;
/** Longest wait between two tries, whatever the server's Retry-After says. */
export const MAX_RETRY_DELAY_MS = 30_000;

export function isTemporarilyUnavailable(error: unknown): boolean {
  return isApiError(error) && UNAVAILABLE_STATUSES.has(error.status);
}

/** TanStack Query's `retry` for reads; `failureCount` counts the failures before this one. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isTemporarilyUnavailable(error)) return failureCount < UNAVAILABLE_RETRIES;
  // Client errors will not heal by retrying; a server or network hiccup gets one more try.
  return failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/** TanStack Query's `retryDelay`: the server's Retry-After when it gave one, else 1 s, 2 s, 4 s… */
export function queryRetryDelay(failureCount: number, error: unknown): number {
  const advised = isApiError(error) ? error.response.retryAfterSeconds : undefined;
  const delay = advised !== undefined ? advised * 1000 : 1000 * 2 ** failureCount;
  return Math.min(delay, MAX_RETRY_DELAY_MS);
}
