import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('sets the API’s connections, and refuses a size that is not a whole number from 2 to 100', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const value of ['1', '101', '2.5', 'beaucoup']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('DATABASE_POOL_WAIT_MS', () => {
  it('sets how long a request waits for a connection, from 100 ms to ten minutes', () => {
    expect(loadConfig({}).databasePoolWaitMs).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_WAIT_MS: '2500' }).databasePoolWaitMs).toBe(2500);
    for (const value of ['99', '600001', '1.5', 'longtemps']) {
      expect(() => loadConfig({ DATABASE_POOL_WAIT_MS: value })).toThrow(/DATABASE_POOL_WAIT_MS/);
    }
  });
});
