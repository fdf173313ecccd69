import type { Db } from '@vetbo/db/database';
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
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import {
  createDeliveryDiscount,
  deleteDeliveryDiscount,
  loadDeliveryDiscount,
  updateDeliveryDiscount,
} from './delivery-discounts.service.ts';
import { toDeliveryDiscount } from './service-deliveries.mapper.ts';
import { DELIVERY_PROBLEMS } from './service-deliveries.problems.ts';
import { findDeliveryDiscountPage } from './service-deliveries.repository.ts';

const access = areaAccess('services');
const tags = ['Prestations'];
const path = '/v1/veterinary_establishment_service_delivery_discounts';

/** Discounts on a delivery: a percentage of its line total or an amount; together never more than it. */
export function deliveryDiscountsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
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
    config: { ...access.read, etag: true },
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
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentServiceDeliveryDiscount',
      summary:
        'Discount a delivery (PERCENTAGE in hundredths of a percent, or AMOUNT in cents); refused on an invoiced delivery or beyond its amount (409)',
      body: serviceDeliveryDiscountCreateSchema,
      response: {
        201: serviceDeliveryDiscountResponseSchema,
        ...refuses(
          DELIVERY_PROBLEMS.DELIVERY_INVOICED,
          DELIVERY_PROBLEMS.DELIVERY_DISCOUNTS_TOO_LARGE,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createDeliveryDiscount(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentServiceDeliveryDiscount',
      summary:
        'Change a discount (not on an invoiced delivery, never beyond its amount: 409); If-Match refuses overwriting a newer version (412)',
      params: idParams,
      body: serviceDeliveryDiscountUpdateSchema,
      response: {
        200: serviceDeliveryDiscountResponseSchema,
        ...refuses(DELIVERY_PROBLEMS.DELIVERY_INVOICED, DELIVERY_PROBLEMS.DELIVERY_DISCOUNTS_TOO_LARGE),
      },
    },
    handler: async (request) => ({
      data: await updateDeliveryDiscount(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentServiceDeliveryDiscount',
      summary: 'Remove a discount (not from an invoiced delivery: 409); If-Match as for a PATCH',
      params: idParams,
      response: { 204: z.null().describe('Removed'), ...refuses(DELIVERY_PROBLEMS.DELIVERY_INVOICED) },
    },
    handler: async (request, reply) => {
      await deleteDeliveryDiscount(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
