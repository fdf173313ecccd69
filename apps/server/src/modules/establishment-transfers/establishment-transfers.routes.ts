import type { Db } from '@vetbo/db/database';
import {
  establishmentTransferResponseSchema,
  establishmentTransferSchema,
  transferRequirementsQuerySchema,
  transferRequirementsResponseSchema,
} from '@vetbo/domain/establishment-transfers';
import { integerId } from '@vetbo/domain/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagOf } from '../../lib/etag.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { transferEstablishment, transferRequirements } from './establishment-transfers.service.ts';

const read = { access: { area: 'establishments', action: 'read' } } as const;
const write = { access: { area: 'establishments', action: 'write' } } as const;
const tags = ['Établissements'];
const params = z.object({ id: integerId });

export function establishmentTransfersRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/veterinary_establishments/:id/transfer_requirements', {
    config: read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentTransferRequirements',
      summary: 'The creditors the establishment would need a signed SEPA mandate for on this billing account',
      params,
      querystring: transferRequirementsQuerySchema,
      response: { 200: transferRequirementsResponseSchema, ...problems(422) },
    },
    handler: async (request) => ({
      data: await transferRequirements(db, request.params.id, request.query.mainBillingAccountId),
    }),
  });

  r.post('/v1/veterinary_establishments/:id/transfer', {
    config: write,
    schema: {
      tags,
      operationId: 'transferVeterinaryEstablishment',
      summary:
        "Move an establishment to another legal structure and one of its enabled billing accounts; If-Match takes the establishment's ETag (412). The answer's ETag is the establishment's new one",
      params,
      body: establishmentTransferSchema,
      response: { 200: establishmentTransferResponseSchema, ...problems(422) },
    },
    handler: async (request, reply) => {
      const data = await transferEstablishment(db, request.params.id, request.body, {
        ...writeContext(request),
        role: request.user?.staffRole ?? null,
      });
      return reply.header('etag', etagOf(data.establishment)).send({ data });
    },
  });
}
