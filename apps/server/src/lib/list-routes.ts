import { searchBodySchema } from '@vetbo/domain/legal-structures';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';

/** The search body every search accepts: `{ term?: string }` (a list's own may add a component name). */
type SearchBody = z.ZodObject<{ term: z.ZodOptional<z.ZodString> }>;

export interface ListRoutes<Q extends z.ZodType, R extends z.ZodType> {
  /** The collection's path: the list is `GET path`, the search `POST path/search`. */
  path: string;
  tags: string[];
  /** Who may read the collection (`areaAccess(area).read`, or any route config). */
  config: FastifyContextConfig;
  querystring: Q;
  /** The list answer's schema (`{ data, meta }`), the same for both. */
  response: R;
  list: { operationId: string; summary: string };
  /** The search's operation; its body defaults to the shared `SearchRequest` (`{ term }`). */
  search: { operationId: string; summary: string; body?: SearchBody };
  /**
   * One page: `term` is the search's trimmed term, undefined for the list or an empty term; the request
   * for what depends on the caller (a field masked by role).
   */
  answer(
    page: { query: z.output<Q>; url: string; term: string | undefined },
    request: FastifyRequest,
  ): Promise<z.output<R>>;
}

/**
 * A collection's list and search, declared once: `GET /v1/x` filters, sorts and pages by its query
 * string; `POST /v1/x/search` takes the same query string and a body `{ term }` (a search term too long
 * or too personal for a URL, which proxies and logs keep).
 */
export function listRoutes<Q extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  route: ListRoutes<Q, R>,
): void {
  const { path, tags, config, querystring, response } = route;
  const listSchema: FastifySchema = { tags, ...route.list, querystring, response: { 200: response } };
  app.get(path, {
    config,
    schema: listSchema,
    handler: async (request): Promise<unknown> =>
      route.answer({ query: request.query as z.output<Q>, url: request.url, term: undefined }, request),
  });
  const searchSchema: FastifySchema = {
    tags,
    operationId: route.search.operationId,
    summary: route.search.summary,
    querystring,
    body: route.search.body ?? searchBodySchema,
    response: { 200: response },
  };
  app.post(`${path}/search`, {
    config,
    schema: searchSchema,
    handler: async (request): Promise<unknown> => {
      const body = request.body as { term?: string };
      const term = body.term?.trim() || undefined;
      return route.answer({ query: request.query as z.output<Q>, url: request.url, term }, request);
    },
  });
}
