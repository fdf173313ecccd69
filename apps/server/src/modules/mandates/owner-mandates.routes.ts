import type { Db } from '@vetbo/db/database';
import { ownerMandateUpdateSchema } from '@vetbo/domain/mandates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { paginate, rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { MANDATE_PROBLEMS } from './mandates.problems.ts';
import {
  createOwnerMandate,
  establishmentMandates,
  groupMandates,
  loadOwnerMandate,
  loadRows,
  updateOwnerMandate,
} from './owner-mandates.ts';

const access = areaAccess('billing');
const tags = ['Mandats'];

/** GET, POST /v1/veterinary_establishment_mandates, GET, PATCH …/{id}; the same for groups. */
export function ownerMandatesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of [establishmentMandates, groupMandates]) {
    const whose = kind.owner === 'establishment' ? "an establishment's" : "a group's";

    r.get(kind.path, {
      config: access.read,
      schema: {
        tags,
        operationId: `get${kind.names.many}`,
        summary: `List ${whose.replace(/^an? /, '')} mandates with their accounting codes`,
        querystring: kind.list.definition.querySchema,
        response: { 200: kind.listResponse },
      },
      handler: async (request) => {
        const { query, url } = request;
        const page = await paginate(db, kind.list as never, { query, rawKeys: rawQueryKeys(url) }, (ids) =>
          loadRows(db, kind, ids),
        );
        // `kind` is one of two shapes: the schemas above check the answer, the union cannot be typed here.
        return listAnswer(
          page.rows.map((row) => (kind.toApi as (r: typeof row) => unknown)(row)),
          page.total,
          query as { page: number; limit: number },
        ) as never;
      },
    });

    r.get(`${kind.path}/:id`, {
      config: { ...access.read, etag: true },
      schema: {
        tags,
        operationId: `get${kind.names.one}`,
        summary: `Get one of ${whose} mandates`,
        params: idParams,
        response: { 200: kind.itemResponse },
      },
      handler: async (request) => ({ data: await loadOwnerMandate(db, kind, request.params.id) }) as never,
    });

    r.post(kind.path, {
      config: { ...access.write, etag: true },
      schema: {
        tags,
        operationId: `create${kind.names.one}`,
        summary: `Link a creditor's mandate to ${whose.replace("'s", '')} with its accounting code`,
        body: kind.createSchema,
        response: {
          201: kind.itemResponse,
          ...refuses(MANDATE_PROBLEMS.MANDATE_ALREADY_LINKED, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
        },
      },
      handler: async (request, reply) => {
        const data = await createOwnerMandate(db, kind, request.body, writeContext(request));
        return reply
          .status(201)
          .header('location', `${kind.path}/${data.id}`)
          .send({ data } as never);
      },
    });

    r.patch(`${kind.path}/:id`, {
      config: { ...access.write, etag: true },
      schema: {
        tags,
        operationId: `update${kind.names.one}`,
        summary: `Change the accounting code of one of ${whose} client accounts, or end it (endDate; null opens it again)`,
        params: idParams,
        body: ownerMandateUpdateSchema,
        response: { 200: kind.itemResponse },
      },
      handler: async (request) =>
        ({
          data: await updateOwnerMandate(db, kind, request.params.id, request.body, writeContext(request)),
        }) as never,
    });
  }
}
