import type { Db } from '@vetbo/db/database';
import {
  legalStructureCreateSchema,
  legalStructureList,
  legalStructureListResponseSchema,
  legalStructureResponseSchema,
  legalStructureUpdateSchema,
} from '@vetbo/domain/legal-structures';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { LEGAL_STRUCTURE_PROBLEMS } from './legal-structures.problems.ts';
import { findLegalStructurePage } from './legal-structures.repository.ts';
import {
  createLegalStructure,
  loadLegalStructure,
  updateLegalStructure,
} from './legal-structures.service.ts';

const access = areaAccess('legalStructures');
const tags = ['Structures juridiques'];

export function legalStructuresRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    path: '/v1/legal_structures',
    tags,
    config: access.read,
    querystring: legalStructureList.querySchema,
    response: legalStructureListResponseSchema,
    list: { operationId: 'getLegalStructures', summary: 'List legal structures' },
    search: {
      operationId: 'searchLegalStructures',
      summary: 'Search legal structures by social reason, trade name (anywhere) or legal code (prefix)',
    },
    answer: async ({ query, url, term }) => {
      const { rows, total } = await findLegalStructurePage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows, total, query);
    },
  });

  r.get('/v1/legal_structures/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getLegalStructure',
      summary: 'Get one legal structure',
      params: idParams,
      response: { 200: legalStructureResponseSchema },
    },
    handler: async (request) => ({ data: await loadLegalStructure(db, request.params.id) }),
  });

  r.post('/v1/legal_structures', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createLegalStructure',
      summary: 'Create a legal structure',
      body: legalStructureCreateSchema,
      response: { 201: legalStructureResponseSchema, ...refuses(LEGAL_STRUCTURE_PROBLEMS.LEGAL_CODE_TAKEN) },
    },
    handler: async (request, reply) => {
      const data = await createLegalStructure(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/legal_structures/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/legal_structures/:id', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateLegalStructure',
      summary:
        'Change a legal structure; send If-Match with its ETag to refuse overwriting a newer version (412)',
      params: idParams,
      body: legalStructureUpdateSchema,
      response: { 200: legalStructureResponseSchema, ...refuses(LEGAL_STRUCTURE_PROBLEMS.LEGAL_CODE_TAKEN) },
    },
    handler: async (request) => ({
      data: await updateLegalStructure(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
