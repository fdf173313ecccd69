import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webAppCsp } from './security-headers.ts';

export interface WebAppConfig {
  apiBaseUrl: string;
  oidc: { issuer: string; clientId: string };
  stage: string;
}

const DEFAULT_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const API_PREFIXES = ['/v1/', '/legacy/', '/oidc/', '/health'];
/** The sign-in callback, also loaded in a hidden iframe by the silent sign-in. */
const LOGIN_PATH = /^(\/fr)?\/login\/?$/;

/**
 * Serves the built SPA, its runtime configuration, and index.html for every client-side route.
 * Files are sent as the build compressed them (`.br`, `.gz`, see apps/web/build/precompress.ts).
 */
export async function registerWebApp(app: FastifyInstance, config: WebAppConfig, distDir = DEFAULT_DIST) {
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config;
  });
  if (!existsSync(distDir)) {
    app.log.warn(`web app not built (${distDir} missing): run npm run build`);
    return;
  }
  const csp = webAppCsp(config.oidc.issuer);
  const assetsDir = join(distDir, 'assets') + sep;

  await app.register(async (scope) => {
    // Every route of this scope sends the web app's CSP, with the identity provider's origin.
    // (Set in the route's config: @fastify/helmet's own onRoute hook, at the root, has already run.)
    scope.addHook('onRoute', (route) => {
      route.config = {
        ...route.config,
        helmet: { contentSecurityPolicy: { useDefaults: false, directives: csp } },
      } as typeof route.config;
    });
    await scope.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control comes from setHeaders below; `send`'s own default would replace it.
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed assets never change; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL answers brotli, gzip or identity: caches must key on Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    scope.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        return reply.callNotFound();
      }
      // Known files are served by @fastify/static's own routes; an unknown file is a 404, not the SPA.
      if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
      if (LOGIN_PATH.test(path)) {
        // The silent sign-in's hidden iframe lands here: our own pages may frame it, nobody else.
        reply.helmet({
          contentSecurityPolicy: {
            useDefaults: false,
            directives: { ...csp, 'frame-ancestors': ["'self'"] },
          },
          frameguard: { action: 'sameorigin' },
        });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
}
