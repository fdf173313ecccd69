import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { refuses } from './openapi-responses.ts';
import type { Problem } from './problem.ts';
import { idParams } from './route-params.ts';
import { type RequestContext, writeContext } from './write-context.ts';

type Data<R extends z.ZodType> = z.output<R> extends { data: infer D } ? D : never;

export interface RecordRoutes<R extends z.ZodType, B extends z.ZodType> {
  /** The record's path, with its id: `/v1/x/:id`. */
  path: string;
  tags: string[];
  /** Who reads and who changes it (`areaAccess(area)`); both answer an ETag. */
  access: { read: FastifyContextConfig; write: FastifyContextConfig };
  /** The answer's schema (`{ data }`), the same for both. */
  response: R;
  get: {
    operationId: string;
    summary: string;
    /** The record as the request's caller sees it (a field masked by role). */
    load(id: number, request: FastifyRequest): Promise<Data<R>>;
  };
  patch: {
    operationId: string;
    summary: string;
    /** The partial update: only the fields sent change. */
    body: B;
    /** The module's refusals beside the HTTP ones (409s…). */
    refuses?: readonly Problem[];
    update(
      id: number,
      changes: z.output<B>,
      context: RequestContext,
      request: FastifyRequest,
    ): Promise<Data<R>>;
  };
}

/**
 * A record's `GET path` and `PATCH path`, declared once: the id in the path, an ETag on both, If-Match
 * sent on to the write (412 on a newer version), the answer `{ data }`.
 */
export function recordRoutes<R extends z.ZodType, B extends z.ZodType>(
  app: FastifyInstance,
  route: RecordRoutes<R, B>,
): void {
  const { path, tags, access, response, get, patch } = route;
  const getSchema: FastifySchema = {
    tags,
    operationId: get.operationId,
    summary: get.summary,
    params: idParams,
    response: { 200: response },
  };
  app.get(path, {
    config: { ...access.read, etag: true },
    schema: getSchema,
    handler: async (request): Promise<unknown> => ({
      data: await get.load((request.params as z.output<typeof idParams>).id, request),
    }),
  });
  const patchSchema: FastifySchema = {
    tags,
    operationId: patch.operationId,
    summary: patch.summary,
    params: idParams,
    body: patch.body,
    response: { 200: response, ...refuses(...(patch.refuses ?? [])) },
  };
  app.patch(path, {
    config: { ...access.write, etag: true },
    schema: patchSchema,
    handler: async (request): Promise<unknown> => {
      const { id } = request.params as z.output<typeof idParams>;
      const changes = request.body as z.output<B>;
      return { data: await patch.update(id, changes, writeContext(request), request) };
    },
  });
}
