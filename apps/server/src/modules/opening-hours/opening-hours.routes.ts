import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/list-query';
import { openingHoursInputSchema, openingHoursResponseSchema } from '@vetbo/domain/opening-hours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeContext } from '../../lib/write-context.ts';
import { loadOpeningHours, replaceOpeningHours } from './opening-hours.service.ts';

const read = { access: { area: 'establishments', action: 'read' } } as const;
const write = { access: { area: 'establishments', action: 'write' } } as const;
const tags = ['Établissements'];
const path = '/v1/veterinary_establishments/:id/opening_hours';
const params = z.object({ id: integerId });

export function openingHoursRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentOpeningHours',
      summary: "An establishment's weekly opening hours (Europe/Paris local times) and exceptional closures",
      params,
      response: { 200: openingHoursResponseSchema },
    },
    handler: async (request) => ({ data: await loadOpeningHours(db, request.params.id) }),
  });

  r.put(path, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'replaceVeterinaryEstablishmentOpeningHours',
      summary:
        'Replace the whole week and every closure; If-Match with the ETag read refuses a stale edit (412)',
      params,
      body: openingHoursInputSchema,
      response: { 200: openingHoursResponseSchema },
    },
    handler: async (request) => ({
      data: await replaceOpeningHours(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
