import type { Db } from '@vetbo/db/database';
import {
  servicePeriodList,
  servicePeriodListResponseSchema,
  subscriptionCreateSchema,
  subscriptionList,
  subscriptionListResponseSchema,
  subscriptionRangeEditSchema,
  subscriptionReductionSchema,
  subscriptionResponseSchema,
  subscriptionUpdateSchema,
} from '@vetbo/domain/service-subscriptions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { serviceDiscountsRoutes } from './discounts.routes.ts';
import { SUBSCRIPTION_PROBLEMS } from './service-subscriptions.problems.ts';
import { toPeriod, toSubscription } from './subscriptions.mapper.ts';
import { findPeriodPage, findSubscriptionPage } from './subscriptions.repository.ts';
import {
  createSubscription,
  deleteSubscription,
  editSubscriptionRange,
  loadSubscription,
  reduceSubscription,
  updateSubscription,
} from './subscriptions.service.ts';

const access = areaAccess('services');
const tags = ['Abonnements'];
const path = '/v1/veterinary_establishment_service_subscriptions';

/** Establishments' subscriptions, their periods and the periods' discounts (spec §3.8, §4). */
export function serviceSubscriptionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceSubscriptions',
      summary: 'List subscriptions (their periods come with each one read alone)',
      querystring: subscriptionList.querySchema,
      response: { 200: subscriptionListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findSubscriptionPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toSubscription), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceSubscription',
      summary: 'Get one subscription with its periods',
      params: idParams,
      response: { 200: subscriptionResponseSchema },
    },
    handler: async (request) => ({ data: await loadSubscription(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentServiceSubscription',
      summary:
        'Subscribe an establishment to an enabled option, with the parameters of its service code; the periods are generated',
      body: subscriptionCreateSchema,
      response: {
        201: subscriptionResponseSchema,
        ...refuses(
          SUBSCRIPTION_PROBLEMS.SERVICE_OPTION_DISABLED,
          SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS,
          SUBSCRIPTION_PROBLEMS.DISCOUNTS_EXCEED_PRICE,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createSubscription(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentServiceSubscription',
      summary:
        'Change the invoice label or the parameters, or stop the subscription from a day (stopDate: the first day without service); an invoiced period never changes (409)',
      params: idParams,
      body: subscriptionUpdateSchema,
      response: {
        200: subscriptionResponseSchema,
        ...refuses(
          SUBSCRIPTION_PROBLEMS.SERVICE_OPTION_DISABLED,
          SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS,
          SUBSCRIPTION_PROBLEMS.DISCOUNTS_EXCEED_PRICE,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateSubscription(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.put(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'editVeterinaryEstablishmentServiceSubscriptionPeriods',
      summary:
        'Edit a range: the periods strictly between fromDate and toDate get the new price and/or invoicing flag (409 on an invoiced one)',
      params: idParams,
      body: subscriptionRangeEditSchema,
      response: {
        200: subscriptionResponseSchema,
        ...refuses(
          SUBSCRIPTION_PROBLEMS.SERVICE_OPTION_DISABLED,
          SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS,
          SUBSCRIPTION_PROBLEMS.DISCOUNTS_EXCEED_PRICE,
        ),
      },
    },
    handler: async (request) => ({
      data: await editSubscriptionRange(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.put(`${path}/:id/reduction`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'reduceVeterinaryEstablishmentServiceSubscription',
      summary:
        'A lower yearly price from a day on: the period holding the day is split there (409 on an invoiced period)',
      params: idParams,
      body: subscriptionReductionSchema,
      response: {
        200: subscriptionResponseSchema,
        ...refuses(
          SUBSCRIPTION_PROBLEMS.SERVICE_OPTION_DISABLED,
          SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS,
          SUBSCRIPTION_PROBLEMS.DISCOUNTS_EXCEED_PRICE,
        ),
      },
    },
    handler: async (request) => ({
      data: await reduceSubscription(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...areaAccess('subscriptionDeletion').write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentServiceSubscription',
      summary:
        'Delete a subscription with all its past and future periods (MANAGER or ADMIN); refused while a period is invoiced (409)',
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...refuses(SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS) },
    },
    handler: async (request, reply) => {
      await deleteSubscription(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });

  r.get('/v1/veterinary_establishment_service_periods', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServicePeriods',
      summary: 'List subscription periods (what billing invoices), with their discounts’ sum',
      querystring: servicePeriodList.querySchema,
      response: { 200: servicePeriodListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findPeriodPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(
        rows.map((row) => toPeriod(row, row.optionCode)),
        total,
        query,
      );
    },
  });

  serviceDiscountsRoutes(app, { db });
}
