import { describe, expect, it } from 'vitest';
import { get, useWebAppWorld } from '../support/factories/web-app-world.ts';

describe('[WEB APP] static files', () => {
  useWebAppWorld();

  it('answers 404 for an unknown file or API path instead of the SPA', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/v1/nothing-here')).statusCode).toBe(404);
  });
});
