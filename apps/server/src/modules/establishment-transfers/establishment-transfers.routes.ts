import type { Db } from '@vetbo/db/database';
import {
  establishmentTransferResponseSchema,
  establishmentTransferSchema,
  transferRequirementsQuerySchema,
  transferRequirementsResponseSchema,
} from '@vetbo/domain/establishment-transfers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { etagOf } from '../../lib/etag.ts';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { ESTABLISHMENT_PROBLEMS } from '../establishments/public.ts';
import { TRANSFER_PROBLEMS } from './establishment-transfers.problems.ts';
import { transferEstablishment, transferRequirements } from './establishment-transfers.service.ts';

const access = areaAccess('establishments');
const tags = ['Établissements'];

export function establishmentTransfersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/veterinary_establishments/:id/transfer_requirements', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentTransferRequirements',
      summary: 'The creditors the establishment would need a signed SEPA mandate for on this billing account',
      params: idParams,
      querystring: transferRequirementsQuerySchema,
      response: { 200: transferRequirementsResponseSchema, ...refuses(TRANSFER_PROBLEMS.TRANSFER_REFUSED) },
    },
    handler: async (request) => ({
      data: await transferRequirements(db, request.params.id, request.query.mainBillingAccountId),
    }),
  });

  r.post('/v1/veterinary_establishments/:id/transfer', {
    config: access.write,
    schema: {
      tags,
      operationId: 'transferVeterinaryEstablishment',
      summary:
        "Move an establishment to another legal structure and one of its enabled billing accounts; If-Match takes the establishment's ETag (412). The answer's ETag is the establishment's new one",
      params: idParams,
      body: establishmentTransferSchema,
      response: {
        200: establishmentTransferResponseSchema,
        ...refuses(
          TRANSFER_PROBLEMS.TRANSFER_REFUSED,
          ESTABLISHMENT_PROBLEMS.LEADERS_MOVE_FORBIDDEN,
          HTTP_PROBLEMS.STALE_RECORD,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await transferEstablishment(db, request.params.id, request.body, writeContext(request));
      return reply.header('etag', etagOf(data.establishment)).send({ data });
    },
  });
}
