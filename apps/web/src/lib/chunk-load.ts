import i18next from 'i18next';
import { RELOAD_KEYS, reloadOncePerMinute } from './reload-guard.ts';

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
}

/** Thrown when the reload guard refused: the error page shows instead of another reload. */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  constructor(cause: unknown) {
    super(i18next.t('errors.screenLoad'), { cause });
  }
}

/**
 * Spec §4: a screen module that fails to load (usually a deploy replaced its hashed file) reloads the
 * page, at most once per minute. Returns a promise that never settles while the page reloads.
 */
export function handleChunkLoadFailure(error: unknown): Promise<never> {
  if (!isChunkLoadError(error)) return Promise.reject(error);
  if (reloadOncePerMinute(RELOAD_KEYS.chunkLoad)) return new Promise<never>(() => undefined);
  return Promise.reject(new ScreenLoadError(error));
}
