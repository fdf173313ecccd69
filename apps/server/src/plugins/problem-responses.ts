import type { FastifyInstance, FastifySchema } from 'fastify';
import { problemSchema, REFUSALS } from '../lib/openapi-responses.ts';
import type { Problem } from '../lib/problem.ts';
import { PROBLEM_CODES, type ProblemCodeEntry } from '../lib/problem-declarations.ts';
import type { RouteAccess } from './auth.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CONDITIONAL_WRITES = new Set(['PUT', 'PATCH']);

/**
 * The problem answers a route gives by what it declares, added to its OpenAPI responses: 400 always (the
 * text guard reads every query string), 401 when it needs a token, 403 when a role may be refused, 404 when
 * its path names a record, 412 when its writes honour If-Match, 413 and 415 when it reads a body. The
 * domain's own refusals are declared by the route (`refuses()`), their codes listed in `x-problem-codes`.
 */
export function derivedProblemStatuses(route: {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  etag: boolean;
  ifMatch: boolean;
  schema: FastifySchema;
}): number[] {
  const { access, schema } = route;
  const statuses: number[] = [];
  // Any request may carry a query string or a path the text guard refuses (NUL bytes, bad UTF-8).
  statuses.push(400);
  if (access && access !== 'public') statuses.push(401);
  if (access && (typeof access === 'object' || access === 'leader')) statuses.push(403);
  if (route.url.includes(':')) statuses.push(404);
  if ((route.etag && CONDITIONAL_WRITES.has(route.method)) || (route.ifMatch && route.method === 'DELETE')) {
    statuses.push(412);
  }
  if (schema.body && WRITES.has(route.method)) statuses.push(413, 415);
  return statuses;
}

const problemCodeEntry = ({ code, status, title }: Problem): ProblemCodeEntry => ({
  code,
  status,
  title: title.fr,
});

export function registerProblemResponses(app: FastifyInstance) {
  // Registered before @fastify/swagger, whose own onRoute hook reads the schema as it is then.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      | (FastifySchema & { response?: Record<string | number, unknown> & { [REFUSALS]?: Problem[] } })
      | undefined;
    const refusals = schema?.response?.[REFUSALS];
    if (schema && refusals) {
      route.schema = { ...schema, [PROBLEM_CODES]: refusals.map(problemCodeEntry) } as FastifySchema;
    }
    if (!schema?.response || route.config?.access === 'public') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const derived = methods.flatMap((method) =>
      derivedProblemStatuses({
        method,
        url: route.url,
        access: route.config?.access,
        etag: route.config?.etag === true,
        ifMatch: route.config?.ifMatch === true,
        schema,
      }),
    );
    const response = { ...schema.response };
    for (const status of derived) response[status] ??= problemSchema;
    route.schema = { ...route.schema, response };
  });
}
