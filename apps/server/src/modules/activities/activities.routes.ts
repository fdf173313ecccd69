import type { Db } from '@vetbo/db/database';
import {
  activityCreateSchema,
  activityList,
  activityListResponseSchema,
  activityResponseSchema,
  activityUpdateSchema,
} from '@vetbo/domain/activities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HTTP_PROBLEMS, VALIDATION_FAILED_422 } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toActivity } from './activities.mapper.ts';
import { ACTIVITY_PROBLEMS } from './activities.problems.ts';
import { findActivityPage } from './activities.repository.ts';
import { createActivity, loadActivity, updateActivity } from './activities.service.ts';

const access = areaAccess('establishments');
const tags = ['Établissements'];
const path = '/v1/veterinary_establishment_activities';

export function activitiesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
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
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentActivity',
      summary: 'Get one activity',
      params: idParams,
      response: { 200: activityResponseSchema },
    },
    handler: async (request) => ({ data: await loadActivity(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentActivity',
      summary: 'Declare an activity of an establishment (each activity once: 409)',
      body: activityCreateSchema,
      response: {
        201: activityResponseSchema,
        ...refuses(ACTIVITY_PROBLEMS.ACTIVITY_TAKEN, VALIDATION_FAILED_422, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request, reply) => {
      const data = await createActivity(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentActivity',
      summary: 'Change an activity or its share; If-Match refuses a stale edit (412)',
      params: idParams,
      body: activityUpdateSchema,
      response: {
        200: activityResponseSchema,
        ...refuses(ACTIVITY_PROBLEMS.ACTIVITY_TAKEN, VALIDATION_FAILED_422, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request) => ({
      data: await updateActivity(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
