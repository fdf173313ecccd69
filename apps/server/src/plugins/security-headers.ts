import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmetMiddleware from 'helmet';

export interface SecurityHeadersOptions {
  /**
   * The product's public address: HSTS is sent only when it is https (a browser ignores HSTS over
   * http anyway, and a local http run must never pin itself to https).
   */
  publicUrl?: string;
}

type Directives = Record<string, string[]>;

/**
 * The web app's Content-Security-Policy. No inline script anywhere (Vite emits none, and there is no
 * colour-scheme script: the scheme is fixed to light). Styles need 'unsafe-inline': Mantine sets its
 * CSS variables through `style` attributes on every component and one `<style>` element for the theme;
 * a style cannot run code or read the in-memory token. `connect-src` and `form-action` add the
 * identity provider's origin when it is not ours (discovery, token and JWKS requests; its sign-in).
 */
export function webAppCsp(issuer?: string): Directives {
  const issuerOrigin = issuer ? new URL(issuer).origin : undefined;
  const withIssuer = (values: string[]) => (issuerOrigin ? [...values, issuerOrigin] : values);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': withIssuer(["'self'"]),
    // The silent sign-in runs in a hidden same-origin iframe (see apps/web/src/lib/silent-signin.ts).
    'frame-src': withIssuer(["'self'"]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': withIssuer(["'self'"]),
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Swagger UI (/v1/docs) ships its own stylesheet with inline styles and data: images; its scripts are
 * files. It may be framed by nobody either.
 */
const API_DOCS_CSP: Directives = {
  ...webAppCsp(),
  'img-src': ["'self'", 'data:', 'https://validator.swagger.io'],
};

/**
 * Security headers on every answer, through @fastify/helmet: CSP, HSTS on https, nosniff, no framing,
 * a referrer policy that keeps paths inside the product. The identity provider's pages (/oidc) set
 * their own stricter CSP, which replaces this one on those pages (apps/server/src/oidc/pages.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}) {
  const https = options.publicUrl?.startsWith('https:') ?? false;
  // Registered before any route, so that this hook sees every later route (Swagger UI's included).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/docs') && route.helmet === undefined) {
      route.helmet = { contentSecurityPolicy: { useDefaults: false, directives: API_DOCS_CSP } };
    }
  });
  const policy = {
    contentSecurityPolicy: { useDefaults: false, directives: webAppCsp() },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The API is called from the web app's own origin only; other sites may not embed its answers.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  } as const;
  // @fastify/helmet builds helmet's middleware again on every request it applies the global policy to
  // (parsing the CSP each time: a fifth of a detail's own work with the ETag, docs/performance.md). The
  // routes with a policy of their own (web app pages, API docs, `reply.helmet`) keep the plugin; every
  // other answer gets the global policy's headers, computed here once: they depend on nothing in the
  // request (no nonce), so helmet's middleware is run a single time on a response that records them.
  await app.register(helmet, { ...policy, global: false });
  const globalHeaders = headersOf(
    // (The same options: helmet's ESM and CommonJS typings only differ in name.)
    helmetMiddleware(policy as unknown as Parameters<typeof helmetMiddleware>[0]),
  );
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { helmet?: unknown } | undefined)?.helmet === undefined)
      reply.headers(globalHeaders);
    done();
  });
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers a request-independent middleware sets, recorded once on a stand-in response. */
export function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
    finished = true;
  });
  if (!finished || failure) throw new Error('The security headers middleware did not complete at once');
  return headers;
}
