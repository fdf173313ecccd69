// The set-up and helpers the web-app/web-app.*.test.ts files share.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { registerSecurityHeaders } from '../../../src/plugins/security-headers.ts';
import { registerWebApp } from '../../../src/plugins/web-app.ts';

const ISSUER = 'https://login.example.fr/realms/vetbo';

export const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4096))});`;

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

export let app: FastifyInstance;
let dist: string;

export const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** Registers the set-up the web-app tests share. */
export function useWebAppWorld() {
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
}
