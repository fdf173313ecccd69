import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';

export interface TokenCacheOptions {
  /** Most tokens kept; the least recently used one leaves first. */
  maxEntries?: number;
  /** Longest time a verification is reused, even for a token valid 24 h. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  payload: JWTPayload;
  expiresAt: number;
}

/**
 * Remembers verified tokens: the RS256 signature check costs 10–15 % of a list request, and the SPA sends
 * the same token for hours. Only successes are kept (a refused token is checked again every time), keyed
 * by a SHA-256 of the token (the token itself is never held as a key), until the token's `exp` or
 * `maxAgeMs`, whichever comes first. The user and role are still read from the database on every request.
 */
export function cacheVerifiedTokens(
  verify: (token: string) => Promise<JWTPayload>,
  { maxEntries = 1_000, maxAgeMs = 5 * 60_000, now = Date.now }: TokenCacheOptions = {},
) {
  const entries = new Map<string, Entry>();

  const cached = async (token: string): Promise<JWTPayload> => {
    const key = createHash('sha256').update(token).digest('base64url');
    const time = now();
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      if (hit.expiresAt > time) {
        entries.set(key, hit);
        return hit.payload;
      }
    }
    const payload = await verify(token);
    const expiresAt = Math.min(typeof payload.exp === 'number' ? payload.exp * 1000 : 0, time + maxAgeMs);
    if (expiresAt > time) {
      entries.set(key, { payload, expiresAt });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return payload;
  };
  return Object.assign(cached, { size: () => entries.size });
}
