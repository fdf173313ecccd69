import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/list-query';
import {
  serviceDeliveryDiscountCreateSchema,
  serviceDeliveryDiscountList,
  serviceDeliveryDiscountListResponseSchema,
  serviceDeliveryDiscountResponseSchema,
  serviceDeliveryDiscountUpdateSchema,
} from '@vetbo/domain/service-deliveries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import {
  createDeliveryDiscount,
  deleteDeliveryDiscount,
  loadDeliveryDiscount,
  updateDeliveryDiscount,
} from './delivery-discounts.service.ts';
import { toDeliveryDiscount } from './service-deliveries.mapper.ts';
import { findDeliveryDiscountPage } from './service-deliveries.repository.ts';

const read = { access: { area: 'services', action: 'read' } } as const;
const write = { access: { area: 'services', action: 'write' } } as const;
const tags = ['Prestations'];
const idParams = z.object({ id: integerId });
const path = '/v1/veterinary_establishment_service_delivery_discounts';

/** Discounts on a delivery: a percentage of its line total or an amount; together never more than it. */
export function deliveryDiscountsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceDeliveryDiscounts',
      summary: 'List the discounts on deliveries',
      querystring: serviceDeliveryDiscountList.querySchema,
      response: { 200: serviceDeliveryDiscountListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findDeliveryDiscountPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toDeliveryDiscount), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceDeliveryDiscount',
      summary: 'Get one discount on a delivery',
      params: idParams,
      response: { 200: serviceDeliveryDiscountResponseSchema },
    },
    handler: async (request) => ({ data: await loadDeliveryDiscount(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentServiceDeliveryDiscount',
      summary:
        'Discount a delivery (PERCENTAGE in hundredths of a percent, or AMOUNT in cents); refused on an invoiced delivery or beyond its amount (409)',
      body: serviceDeliveryDiscountCreateSchema,
      response: { 201: serviceDeliveryDiscountResponseSchema, ...problems(409, 422) },
    },
    handler: async (request, reply) => {
      const data = await createDeliveryDiscount(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentServiceDeliveryDiscount',
      summary:
        'Change a discount (not on an invoiced delivery, never beyond its amount: 409); If-Match refuses overwriting a newer version (412)',
      params: idParams,
      body: serviceDeliveryDiscountUpdateSchema,
      response: { 200: serviceDeliveryDiscountResponseSchema, ...problems(409) },
    },
    handler: async (request) => ({
      data: await updateDeliveryDiscount(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentServiceDeliveryDiscount',
      summary: 'Remove a discount (not from an invoiced delivery: 409); If-Match as for a PATCH',
      params: idParams,
      response: { 204: z.null().describe('Removed'), ...problems(409) },
    },
    handler: async (request, reply) => {
      await deleteDeliveryDiscount(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
