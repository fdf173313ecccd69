// The set-up and helpers the security/token-cache.*.test.ts files share.
import type { JWTPayload } from 'jose';
import { vi } from 'vitest';
import { cacheVerifiedTokens } from '../../../src/auth/token-cache.ts';

export const SECOND = 1000;

export function setup(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let now = 1_000_000 * SECOND;
  const verify = vi.fn(async (token: string): Promise<JWTPayload> => {
    if (token.startsWith('bad')) throw new Error('invalid token');
    const [, lifetime = '3600'] = token.split(':');
    return { sub: token, exp: Math.floor(now / SECOND) + Number(lifetime) };
  });
  const cached = cacheVerifiedTokens(verify, { ...options, now: () => now });
  return { cached, verify, advance: (ms: number) => (now += ms) };
}
