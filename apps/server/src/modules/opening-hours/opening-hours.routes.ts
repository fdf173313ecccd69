import type { Db } from '@vetbo/db/database';
import { openingHoursInputSchema, openingHoursResponseSchema } from '@vetbo/domain/opening-hours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { loadOpeningHours, replaceOpeningHours } from './opening-hours.service.ts';

const access = areaAccess('establishments');
const tags = ['Établissements'];
const path = '/v1/veterinary_establishments/:id/opening_hours';

export function openingHoursRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentOpeningHours',
      summary: "An establishment's weekly opening hours (Europe/Paris local times) and exceptional closures",
      params: idParams,
      response: { 200: openingHoursResponseSchema },
    },
    handler: async (request) => ({ data: await loadOpeningHours(db, request.params.id) }),
  });

  r.put(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'replaceVeterinaryEstablishmentOpeningHours',
      summary:
        'Replace the whole week and every closure; If-Match with the ETag read refuses a stale edit (412)',
      params: idParams,
      body: openingHoursInputSchema,
      response: { 200: openingHoursResponseSchema },
    },
    handler: async (request) => ({
      data: await replaceOpeningHours(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
