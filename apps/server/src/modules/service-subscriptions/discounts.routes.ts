import type { Db } from '@vetbo/db/database';
import {
  serviceDiscountCreateSchema,
  serviceDiscountList,
  serviceDiscountListResponseSchema,
  serviceDiscountResponseSchema,
  serviceDiscountUpdateSchema,
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
import { findDiscountPage } from './discounts.repository.ts';
import { createDiscount, deleteDiscount, loadDiscount, updateDiscount } from './discounts.service.ts';
import { SUBSCRIPTION_PROBLEMS } from './service-subscriptions.problems.ts';
import { toDiscount } from './subscriptions.mapper.ts';

const access = areaAccess('services');
const tags = ['Abonnements'];
const path = '/v1/veterinary_establishment_service_discounts';

export function serviceDiscountsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceDiscounts',
      summary: 'List the discounts of subscription periods',
      querystring: serviceDiscountList.querySchema,
      response: { 200: serviceDiscountListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findDiscountPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toDiscount), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceDiscount',
      summary: 'Get one discount',
      params: idParams,
      response: { 200: serviceDiscountResponseSchema },
    },
    handler: async (request) => ({ data: await loadDiscount(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentServiceDiscount',
      summary:
        'Discount a period by a percentage (hundredths of a percent) or an amount (cents); never more than its price ("Dépassement du montant total")',
      body: serviceDiscountCreateSchema,
      response: {
        201: serviceDiscountResponseSchema,
        ...refuses(
          SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS,
          SUBSCRIPTION_PROBLEMS.DISCOUNTS_EXCEED_PRICE,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createDiscount(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentServiceDiscount',
      summary: 'Change a discount (not on an invoiced period: 409)',
      params: idParams,
      body: serviceDiscountUpdateSchema,
      response: {
        200: serviceDiscountResponseSchema,
        ...refuses(SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS, SUBSCRIPTION_PROBLEMS.DISCOUNTS_EXCEED_PRICE),
      },
    },
    handler: async (request) => ({
      data: await updateDiscount(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentServiceDiscount',
      summary: 'Remove a discount (not from an invoiced period: 409)',
      params: idParams,
      response: { 204: z.null().describe('Removed'), ...refuses(SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS) },
    },
    handler: async (request, reply) => {
      await deleteDiscount(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
