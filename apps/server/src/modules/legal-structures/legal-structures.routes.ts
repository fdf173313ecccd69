import type { Db } from '@vetbo/db/database';
import {
  legalStructureCreateSchema,
  legalStructureList,
  legalStructureListResponseSchema,
  legalStructureResponseSchema,
  legalStructureUpdateSchema,
  searchBodySchema,
} from '@vetbo/domain/legal-structures';
import { integerId } from '@vetbo/domain/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { findLegalStructurePage } from './legal-structures.repository.ts';
import {
  createLegalStructure,
  loadLegalStructure,
  updateLegalStructure,
} from './legal-structures.service.ts';

const read = { access: { area: 'legalStructures', action: 'read' } } as const;
const write = { access: { area: 'legalStructures', action: 'write' } } as const;
const tags = ['Structures juridiques'];
const idParams = z.object({ id: integerId });

export function legalStructuresRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/legal_structures', {
    config: read,
    schema: {
      tags,
      operationId: 'getLegalStructures',
      summary: 'List legal structures',
      querystring: legalStructureList.querySchema,
      response: { 200: legalStructureListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findLegalStructurePage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows, total, query);
    },
  });

  r.post('/v1/legal_structures/search', {
    config: read,
    schema: {
      tags,
      operationId: 'searchLegalStructures',
      summary: 'Search legal structures by social reason, trade name (anywhere) or legal code (prefix)',
      querystring: legalStructureList.querySchema,
      body: searchBodySchema,
      response: { 200: legalStructureListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const term = request.body.term?.trim() || undefined;
      const { rows, total } = await findLegalStructurePage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows, total, query);
    },
  });

  r.get('/v1/legal_structures/:id', {
    config: { ...read, etag: true },
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
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createLegalStructure',
      summary: 'Create a legal structure',
      body: legalStructureCreateSchema,
      response: { 201: legalStructureResponseSchema, ...problems(409) },
    },
    handler: async (request, reply) => {
      const data = await createLegalStructure(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/legal_structures/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/legal_structures/:id', {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateLegalStructure',
      summary:
        'Change a legal structure; send If-Match with its ETag to refuse overwriting a newer version (412)',
      params: idParams,
      body: legalStructureUpdateSchema,
      response: { 200: legalStructureResponseSchema, ...problems(409) },
    },
    handler: async (request) => ({
      data: await updateLegalStructure(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
