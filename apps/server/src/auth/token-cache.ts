import { hash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { ExpiringCache } from '../lib/expiring-cache.ts';

export interface TokenCacheOptions {
  /** Most tokens kept; the least recently used one leaves first. */
  maxEntries?: number;
  /** Longest time a verification is reused, even for a token valid 24 h. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Remembers verified tokens: the RS256 signature check costs 10–15 % of a list request, and the SPA sends
 * the same token for hours. Only successes are kept (a refused token is checked again every time), keyed
 * by a SHA-256 of the token (the token itself is never held as a key), until the token's `exp` or
 * `maxAgeMs`, whichever comes first.
 */
export function cacheVerifiedTokens(
  verify: (token: string) => Promise<JWTPayload>,
  { maxEntries = 1_000, maxAgeMs = 5 * 60_000, now = Date.now }: TokenCacheOptions = {},
) {
  const entries = new ExpiringCache<string, JWTPayload>(maxEntries, now);

  const cached = async (token: string): Promise<JWTPayload> => {
    const key = hash('sha256', token, 'base64url');
    const hit = entries.get(key);
    if (hit) return hit;
    const payload = await verify(token);
    const expiresAt = Math.min(typeof payload.exp === 'number' ? payload.exp * 1000 : 0, now() + maxAgeMs);
    entries.set(key, payload, expiresAt);
    return payload;
  };
  return Object.assign(cached, { size: () => entries.size });
}
