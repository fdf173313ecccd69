import { describe, expect, it } from 'vitest';
import { SECOND, setup } from '../support/factories/token-cache-world.ts';

describe('verified-token cache', () => {
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
});
