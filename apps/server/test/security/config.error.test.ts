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

describe('E-invoicing settings', () => {
  it('use the built-in outbox every 30 s, 8 attempts, when nothing is set', () => {
    expect(loadConfig({}).eInvoicing).toEqual({ superPdp: undefined, intervalSeconds: 30, maxAttempts: 8 });
  });

  it('name Super PDP only with both its client id and secret', () => {
    const config = loadConfig({
      SUPER_PDP_CLIENT_ID: 'vetbo',
      SUPER_PDP_CLIENT_SECRET: 'secret-of-the-platform',
      SUPER_PDP_BASE_URL: 'http://127.0.0.1:9999',
      E_INVOICING_INTERVAL_SECONDS: '5',
    });
    expect(config.eInvoicing).toEqual({
      superPdp: {
        clientId: 'vetbo',
        clientSecret: 'secret-of-the-platform',
        baseUrl: 'http://127.0.0.1:9999',
      },
      intervalSeconds: 5,
      maxAttempts: 8,
    });
    expect(() => loadConfig({ SUPER_PDP_CLIENT_ID: 'vetbo' })).toThrow(
      /SUPER_PDP_CLIENT_SECRET is required with SUPER_PDP_CLIENT_ID/,
    );
  });

  it('refuse a round or a number of attempts out of range, and a base address that is not one', () => {
    for (const value of ['0', '3601', '1.5', 'souvent'])
      expect(() => loadConfig({ E_INVOICING_INTERVAL_SECONDS: value })).toThrow(
        /E_INVOICING_INTERVAL_SECONDS/,
      );
    for (const value of ['0', '51'])
      expect(() => loadConfig({ E_INVOICING_MAX_ATTEMPTS: value })).toThrow(/E_INVOICING_MAX_ATTEMPTS/);
    expect(() => loadConfig({ SUPER_PDP_BASE_URL: 'superpdp' })).toThrow(/SUPER_PDP_BASE_URL/);
  });
});
