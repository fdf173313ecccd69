import type { Db } from '@vetbo/db/database';
import { searchBodySchema } from '@vetbo/domain/legal-structures';
import { integerId } from '@vetbo/domain/list-query';
import {
  workgroupCreateSchema,
  workgroupList,
  workgroupListResponseSchema,
  workgroupResponseSchema,
  workgroupUpdateSchema,
} from '@vetbo/domain/workgroups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toWorkgroup } from './workgroups.mapper.ts';
import { findWorkgroupPage } from './workgroups.repository.ts';
import { createWorkgroup, loadWorkgroup, updateWorkgroup } from './workgroups.service.ts';

const read = { access: { area: 'workgroups', action: 'read' } } as const;
const write = { access: { area: 'workgroups', action: 'write' } } as const;
const tags = ['Groupes'];
const idParams = z.object({ id: integerId });

export function workgroupsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/veterinary_groups', {
    config: read,
    schema: {
      tags,
      operationId: 'getVeterinaryGroups',
      summary: 'List groups (workgroups)',
      querystring: workgroupList.querySchema,
      response: { 200: workgroupListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findWorkgroupPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toWorkgroup), total, query);
    },
  });

  r.post('/v1/veterinary_groups/search', {
    config: read,
    schema: {
      tags,
      operationId: 'searchVeterinaryGroups',
      summary: 'Search groups by name (anywhere) or group code (prefix)',
      querystring: workgroupList.querySchema,
      body: searchBodySchema,
      response: { 200: workgroupListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const term = request.body.term?.trim() || undefined;
      const { rows, total } = await findWorkgroupPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows.map(toWorkgroup), total, query);
    },
  });

  r.get('/v1/veterinary_groups/:id', {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryGroup',
      summary: 'Get one group',
      params: idParams,
      response: { 200: workgroupResponseSchema },
    },
    handler: async (request) => ({ data: await loadWorkgroup(db, request.params.id) }),
  });

  r.post('/v1/veterinary_groups', {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryGroup',
      summary: 'Create a group',
      body: workgroupCreateSchema,
      response: { 201: workgroupResponseSchema, ...problems(409, 422) },
    },
    handler: async (request, reply) => {
      const data = await createWorkgroup(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/veterinary_groups/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/veterinary_groups/:id', {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryGroup',
      summary: 'Change a group; If-Match refuses overwriting a newer version (412)',
      params: idParams,
      body: workgroupUpdateSchema,
      response: { 200: workgroupResponseSchema, ...problems(409, 422) },
    },
    handler: async (request) => ({
      data: await updateWorkgroup(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
