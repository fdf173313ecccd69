import type { JWTPayload } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { cacheVerifiedTokens } from '../../src/auth/token-cache.ts';

const SECOND = 1000;

function setup(options: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let now = 1_000_000 * SECOND;
  const verify = vi.fn(async (token: string): Promise<JWTPayload> => {
    if (token.startsWith('bad')) throw new Error('invalid token');
    const [, lifetime = '3600'] = token.split(':');
    return { sub: token, exp: Math.floor(now / SECOND) + Number(lifetime) };
  });
  const cached = cacheVerifiedTokens(verify, { ...options, now: () => now });
  return { cached, verify, advance: (ms: number) => (now += ms) };
}

describe('verified-token cache', () => {
  it('verifies a repeated token once', async () => {
    const { cached, verify } = setup();
    expect((await cached('a')).sub).toBe('a');
    expect((await cached('a')).sub).toBe('a');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('keeps an entry no longer than maxAgeMs, then verifies again', async () => {
    const { cached, verify, advance } = setup({ maxAgeMs: 60 * SECOND });
    await cached('a');
    advance(59 * SECOND);
    await cached('a');
    expect(verify).toHaveBeenCalledTimes(1);
    advance(2 * SECOND);
    await cached('a');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never serves a token past its exp, even within maxAgeMs', async () => {
    const { cached, verify, advance } = setup({ maxAgeMs: 600 * SECOND });
    await cached('short:10');
    advance(9 * SECOND);
    await cached('short:10');
    expect(verify).toHaveBeenCalledTimes(1);
    advance(2 * SECOND);
    await cached('short:10');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('does not keep an already-expired or exp-less payload, nor a refused token', async () => {
    const { cached, verify } = setup();
    await cached('gone:-5');
    await cached('gone:-5');
    expect(verify).toHaveBeenCalledTimes(2);
    await expect(cached('bad')).rejects.toThrow('invalid token');
    await expect(cached('bad')).rejects.toThrow('invalid token');
    expect(verify).toHaveBeenCalledTimes(4);
    expect(cached.size()).toBe(0);
  });

  it('holds at most maxEntries tokens, dropping the least recently used', async () => {
    const { cached, verify } = setup({ maxEntries: 2 });
    await cached('a');
    await cached('b');
    await cached('a'); // a is now the most recent
    await cached('c'); // evicts b
    expect(cached.size()).toBe(2);
    verify.mockClear();
    await cached('a');
    await cached('c');
    expect(verify).not.toHaveBeenCalled();
    await cached('b');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(cached.size()).toBe(2);
  });
});
