import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('DEMO_DATA and STAGE', () => {
  it('defaults to off in prod, on elsewhere, and follows an explicit value', () => {
    expect(loadConfig({ STAGE: 'prod' }).demoData).toBe(false);
    expect(loadConfig({ STAGE: 'prod', DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ STAGE: 'preprod' }).demoData).toBe(true);
    expect(loadConfig({ STAGE: 'dev', DEMO_DATA: 'off' }).demoData).toBe(false);
  });
});

describe('VETBO_DATA_DIR', () => {
  it('leaves the embedded database’s place to the database layer when unset (./data, or /var/lib/vetbo as root)', () => {
    expect(loadConfig({}).dataDir).toBeUndefined();
    expect(loadConfig({ VETBO_DATA_DIR: '/srv/vetbo' }).dataDir).toBe('/srv/vetbo');
    expect(() => loadConfig({ VETBO_DATA_DIR: '' })).toThrow(/VETBO_DATA_DIR/);
  });
});
