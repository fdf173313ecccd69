import { isDatabaseUnreachable } from '@vetbo/db/connection-errors';
import { isPoolWaitTimeout } from '@vetbo/db/database';
import type { StaffRole } from '@vetbo/domain/enums';
import { can, type PermissionAction, type PermissionArea } from '@vetbo/domain/permissions';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { HTTP_PROBLEMS } from '../lib/http.problems.ts';
import { ApiProblem, refusal } from '../lib/problem.ts';
import { TokenVerificationError } from '../oidc/token-verifier.ts';

export interface AuthenticatedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  staffRole: StaffRole | null;
}

/**
 * What a route needs: nothing (public documentation and provider webhooks), a signed-in user, a signed-in
 * user acting on what they lead (the onboarding area: the handler answers 403 for anything else), or a
 * permission.
 */
export type RouteAccess =
  | 'public'
  | 'authenticated'
  | 'leader'
  | { area: PermissionArea; action: PermissionAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export interface AuthOptions {
  /**
   * Verifies a bearer token and returns the user it belongs to. A token that is not acceptable gives null
   * or throws TokenVerificationError (401); any other error means the check could not be made (database
   * or identity provider out of reach: 503, the client keeps its session and tries again).
   */
  authenticate(token: string): Promise<AuthenticatedUser | null>;
}

const PROTECTED_PREFIXES = ['/v1', '/legacy'];

/**
 * The pages and assets @fastify/swagger-ui 5 registers under its `/v1/docs` prefix, and nothing else:
 * a route such as `/v1/docs-export` or `/v1/docs/data` must still declare its access rule.
 */
export const DOCS_ROUTES = new Set([
  '/v1/docs',
  '/v1/docs/',
  '/v1/docs/json',
  '/v1/docs/yaml',
  '/v1/docs/static/index.html',
  '/v1/docs/static/swagger-initializer.js',
  '/v1/docs/static/*',
]);

/** The access rule as published in the OpenAPI document (`x-access`), for clients and generated tests. */
function accessExtension(access: RouteAccess) {
  return typeof access === 'string' ? access : { area: access.area, action: access.action };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * A token that could not be checked is not a bad token: a 401 would end the user's session (and lose
 * what they were typing) because the database or the identity provider is out of reach for a moment.
 */
function checkFailure(request: FastifyRequest, error: unknown): unknown {
  // The error handler answers these 503 (SERVICE_UNAVAILABLE, DATABASE_BUSY) with a Retry-After.
  if (error instanceof ApiProblem || isDatabaseUnreachable(error) || isPoolWaitTimeout(error)) return error;
  request.log.error({ err: error }, 'token could not be checked');
  return refusal(HTTP_PROBLEMS.AUTHENTICATION_UNAVAILABLE);
}

export function registerAuth(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('user', null);

  // Every API route must say who may call it: a route that forgets is a start-up error, not an open door.
  app.addHook('onRoute', (route) => {
    const isApi = PROTECTED_PREFIXES.some(
      (prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`),
    );
    const access = route.config?.access;
    if (isApi && !access) {
      if (!DOCS_ROUTES.has(route.url)) {
        throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
      }
      route.config = { ...route.config, access: 'public' };
    }
    // Runs before @fastify/swagger's own onRoute hook (registerAuth comes first), which copies x- keys.
    if (access && route.schema) {
      route.schema = { ...route.schema, 'x-access': accessExtension(access) } as FastifySchema;
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw refusal(HTTP_PROBLEMS.UNAUTHENTICATED);
    const user = await options.authenticate(token).catch((error: unknown) => {
      if (error instanceof TokenVerificationError) {
        request.log.info({ reason: error.message }, 'token refused');
        return null;
      }
      throw checkFailure(request, error);
    });
    if (!user) throw refusal(HTTP_PROBLEMS.UNAUTHENTICATED);
    request.user = user;
    if (typeof access === 'object' && !can(user.staffRole, access.action, access.area)) {
      throw new ApiProblem(
        HTTP_PROBLEMS.FORBIDDEN,
        [],
        {},
        { access: { area: access.area, action: access.action } },
      );
    }
  });
}
