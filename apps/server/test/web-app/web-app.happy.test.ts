import { describe, expect, it } from 'vitest';
import { get, SCRIPT, useWebAppWorld } from '../support/factories/web-app-world.ts';

describe('[WEB APP] static files', () => {
  useWebAppWorld();

  it('sends hashed assets precompressed, brotli first, cached for a year', async () => {
    const brotli = await get('/assets/app-Ab12Cd.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/app-Ab12Cd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const identity = await get('/assets/app-Ab12Cd.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html for client routes, compressed and always revalidated', async () => {
    for (const url of ['/', '/overview/establishments?type=LAB', '/fr/establishments/12']) {
      const answer = await get(url, 'br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers.vary, url).toMatch(/accept-encoding/i);
    }
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });
});
