import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WebAppConfig {
  apiBaseUrl: string;
  oidc: { issuer: string; clientId: string };
  stage: string;
}

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const API_PREFIXES = ['/v1/', '/legacy/', '/oidc/', '/health'];

/** Serves the built SPA, its runtime configuration, and index.html for every client-side route. */
export async function registerWebApp(app: FastifyInstance, config: WebAppConfig, distDir = DEFAULT_DIST) {
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config;
  });
  if (!existsSync(distDir)) {
    app.log.warn(`web app not built (${distDir} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      // Hashed assets never change; index.html must always be revalidated.
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.callNotFound();
    }
    // Known files are served by @fastify/static's own routes; an unknown file is a 404, not the SPA.
    if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
