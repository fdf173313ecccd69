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
});
