import type { Db } from '@vetbo/db/database';
import {
  workgroupCreateSchema,
  workgroupList,
  workgroupListResponseSchema,
  workgroupResponseSchema,
  workgroupUpdateSchema,
} from '@vetbo/domain/workgroups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { BILLING_ACCOUNT_PROBLEMS } from '../billing-accounts/public.ts';
import { toWorkgroup } from './workgroups.mapper.ts';
import { WORKGROUP_PROBLEMS } from './workgroups.problems.ts';
import { findWorkgroupPage } from './workgroups.repository.ts';
import { createWorkgroup, loadWorkgroup, updateWorkgroup } from './workgroups.service.ts';

const access = areaAccess('workgroups');
const tags = ['Groupes'];

export function workgroupsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    path: '/v1/veterinary_groups',
    tags,
    config: access.read,
    querystring: workgroupList.querySchema,
    response: workgroupListResponseSchema,
    list: { operationId: 'getVeterinaryGroups', summary: 'List groups (workgroups)' },
    search: {
      operationId: 'searchVeterinaryGroups',
      summary: 'Search groups by name (anywhere) or group code (prefix)',
    },
    answer: async ({ query, url, term }) => {
      const { rows, total } = await findWorkgroupPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows.map(toWorkgroup), total, query);
    },
  });

  r.get('/v1/veterinary_groups/:id', {
    config: { ...access.read, etag: true },
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
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryGroup',
      summary: 'Create a group',
      body: workgroupCreateSchema,
      response: {
        201: workgroupResponseSchema,
        ...refuses(
          WORKGROUP_PROBLEMS.GROUP_CODE_TAKEN,
          BILLING_ACCOUNT_PROBLEMS.UNKNOWN_BILLING_ACCOUNT,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createWorkgroup(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/veterinary_groups/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/veterinary_groups/:id', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryGroup',
      summary: 'Change a group; If-Match refuses overwriting a newer version (412)',
      params: idParams,
      body: workgroupUpdateSchema,
      response: {
        200: workgroupResponseSchema,
        ...refuses(
          WORKGROUP_PROBLEMS.GROUP_CODE_TAKEN,
          BILLING_ACCOUNT_PROBLEMS.UNKNOWN_BILLING_ACCOUNT,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateWorkgroup(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
