import type { Db } from '@vetbo/db/database';
import {
  activityCreateSchema,
  activityList,
  activityListResponseSchema,
  activityResponseSchema,
  activityUpdateSchema,
} from '@vetbo/domain/activities';
import { integerId } from '@vetbo/domain/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toActivity } from './activities.mapper.ts';
import { findActivityPage } from './activities.repository.ts';
import { createActivity, loadActivity, updateActivity } from './activities.service.ts';

const read = { access: { area: 'establishments', action: 'read' } } as const;
const write = { access: { area: 'establishments', action: 'write' } } as const;
const tags = ['Établissements'];
const path = '/v1/veterinary_establishment_activities';

export function activitiesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentActivities',
      summary: "List establishments' activities",
      querystring: activityList.querySchema,
      response: { 200: activityListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findActivityPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toActivity), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentActivity',
      summary: 'Get one activity',
      params: z.object({ id: integerId }),
      response: { 200: activityResponseSchema },
    },
    handler: async (request) => ({ data: await loadActivity(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentActivity',
      summary: 'Declare an activity of an establishment (each activity once: 409)',
      body: activityCreateSchema,
      response: { 201: activityResponseSchema, ...problems(409, 422) },
    },
    handler: async (request, reply) => {
      const data = await createActivity(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentActivity',
      summary: 'Change an activity or its share; If-Match refuses a stale edit (412)',
      params: z.object({ id: integerId }),
      body: activityUpdateSchema,
      response: { 200: activityResponseSchema, ...problems(409, 422) },
    },
    handler: async (request) => ({
      data: await updateActivity(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
