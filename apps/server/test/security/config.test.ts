import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('DEMO_DATA and STAGE', () => {
  it('refuses to start in prod with demo data explicitly on', () => {
    for (const value of ['true', '1', 'yes', 'on']) {
      expect(() => loadConfig({ STAGE: 'prod', DEMO_DATA: value })).toThrow(
        /DEMO_DATA=true is refused with STAGE=prod/,
      );
    }
  });

  it('defaults to off in prod, on elsewhere, and follows an explicit value', () => {
    expect(loadConfig({ STAGE: 'prod' }).demoData).toBe(false);
    expect(loadConfig({ STAGE: 'prod', DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ STAGE: 'preprod' }).demoData).toBe(true);
    expect(loadConfig({ STAGE: 'dev', DEMO_DATA: 'off' }).demoData).toBe(false);
  });
});

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

describe('VETBO_DATA_DIR', () => {
  it('leaves the embedded database’s place to the database layer when unset (./data, or /var/lib/vetbo as root)', () => {
    expect(loadConfig({}).dataDir).toBeUndefined();
    expect(loadConfig({ VETBO_DATA_DIR: '/srv/vetbo' }).dataDir).toBe('/srv/vetbo');
    expect(() => loadConfig({ VETBO_DATA_DIR: '' })).toThrow(/VETBO_DATA_DIR/);
  });
});
