import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/establishments';
import {
  arrayFilter,
  itemResponse,
  listResponse,
  paginationQuery,
  timestampFilters,
} from '@vetbo/domain/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { problemResponses } from '../../lib/openapi-responses.ts';
import {
  findLegalStructurePage,
  legalStructureSchema,
  loadLegalStructure,
} from './legal-structures.repository.ts';

const read = { access: { area: 'legalStructures', action: 'read' } } as const;
const tags = ['Structures juridiques'];

export const legalStructureListQuerySchema = z.object({
  ...paginationQuery,
  ...timestampFilters,
  'id[]': arrayFilter(integerId),
  'veterinaryEstablishmentId[]': arrayFilter(integerId),
  'veterinaryGroupId[]': arrayFilter(integerId),
});
export type LegalStructureListQuery = z.output<typeof legalStructureListQuerySchema>;

const searchBody = z
  .object({ term: z.string().trim().max(100, 'tooLong').optional() })
  .strict()
  .meta({ id: 'LegalStructureSearch' });

export function legalStructuresRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/legal_structures', {
    config: read,
    schema: {
      tags,
      operationId: 'getLegalStructures',
      querystring: legalStructureListQuerySchema,
      response: { 200: listResponse(legalStructureSchema), ...problemResponses },
    },
    handler: async (request) => {
      const { rows, total } = await findLegalStructurePage(db, request.query, request.query);
      return listAnswer(rows, total, request.query);
    },
  });

  r.post('/v1/legal_structures/search', {
    config: read,
    schema: {
      tags,
      operationId: 'searchLegalStructures',
      summary: 'Search legal structures by social reason, trade name or legal code',
      querystring: legalStructureListQuerySchema,
      body: searchBody,
      response: { 200: listResponse(legalStructureSchema), ...problemResponses },
    },
    handler: async (request) => {
      const term = request.body.term?.trim() || undefined;
      const { rows, total } = await findLegalStructurePage(db, request.query, request.query, term);
      return listAnswer(rows, total, request.query);
    },
  });

  r.get('/v1/legal_structures/:id', {
    config: read,
    schema: {
      tags,
      operationId: 'getLegalStructure',
      params: z.object({ id: integerId }),
      response: { 200: itemResponse(legalStructureSchema), ...problemResponses },
    },
    handler: async (request) => ({ data: await loadLegalStructure(db, request.params.id) }),
  });
}
