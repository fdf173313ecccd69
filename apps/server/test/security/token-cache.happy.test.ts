import { describe, expect, it } from 'vitest';
import { SECOND, setup } from '../support/factories/token-cache-world.ts';

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
