import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../../src/plugins/security-headers.ts';
import { registerWebApp } from '../../src/plugins/web-app.ts';
import { baseUrl } from '../support/api.ts';

const ISSUER = 'https://login.example.fr/realms/vetbo';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4096))});`;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd.js"></script></head></html>';

/** A built web app in miniature: index.html and one hashed script, each with its .br and .gz. */
async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vetbo-dist-'));
  await mkdir(join(dir, 'assets'));
  for (const [path, content] of [
    ['index.html', INDEX],
    ['assets/app-Ab12Cd.js', SCRIPT],
  ] as const) {
    await writeFile(join(dir, path), content);
    await writeFile(join(dir, `${path}.br`), brotliCompressSync(content));
    await writeFile(join(dir, `${path}.gz`), gzipSync(content));
  }
  return dir;
}

describe('[WEB APP] static files', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = await fakeDist();
    app = Fastify();
    await registerSecurityHeaders(app, { publicUrl: 'https://vetbo.example.fr' });
    await registerWebApp(
      app,
      { apiBaseUrl: '', oidc: { issuer: ISSUER, clientId: 'vetbo-web' }, stage: 'prod' },
      dist,
    );
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

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

  it('gives the SPA a strict CSP that lets it reach the identity provider, and HSTS on https', async () => {
    const answer = await get('/overview/establishments');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://login.example.fr");
    expect(csp).toContain("form-action 'self' https://login.example.fr");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets only our own pages frame /login, where the silent sign-in lands', async () => {
    const answer = await get('/login?code=abc&state=xyz');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers 404 for an unknown file or API path instead of the SPA', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/v1/nothing-here')).statusCode).toBe(404);
  });
});

describe('[WEB APP] headers of the running product', () => {
  it('sends no HSTS over http', async () => {
    const answer = await fetch(`${baseUrl()}/health`);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('keeps the sign-in pages on their own CSP (inline styles, no script)', async () => {
    const answer = await fetch(`${baseUrl()}/oidc/auth?client_id=unknown`, { redirect: 'manual' });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
  });

  it('lets Swagger UI load on /v1/docs under a CSP without inline scripts', async () => {
    const answer = await fetch(`${baseUrl()}/v1/docs/`);
    expect(answer.status).toBe(200);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await answer.text();
    // Swagger UI's page must not rely on inline scripts, which this CSP refuses.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
