import type { Db } from '@vetbo/db/database';
import {
  serviceDeliveryCreateSchema,
  serviceDeliveryList,
  serviceDeliveryListResponseSchema,
  serviceDeliveryResponseSchema,
  serviceDeliveryUpdateSchema,
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
import { deliveryDiscountsRoutes } from './delivery-discounts.routes.ts';
import { deliveryOptionsRoutes } from './delivery-options.routes.ts';
import { toServiceDelivery } from './service-deliveries.mapper.ts';
import { DELIVERY_PROBLEMS } from './service-deliveries.problems.ts';
import { findServiceDeliveryPage } from './service-deliveries.repository.ts';
import {
  createServiceDelivery,
  deleteServiceDelivery,
  loadServiceDelivery,
  updateServiceDelivery,
} from './service-deliveries.service.ts';

const access = areaAccess('services');
const tags = ['Prestations'];
const path = '/v1/veterinary_establishment_service_deliveries';

/** Delivery options, establishments' deliveries and their discounts (spec §3.7; catalogue "Service deliveries"). */
export function serviceDeliveriesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceDeliveries',
      summary: 'List the deliveries made to establishments, with their amounts and invoice line label',
      querystring: serviceDeliveryList.querySchema,
      response: { 200: serviceDeliveryListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findServiceDeliveryPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toServiceDelivery), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentServiceDelivery',
      summary: 'Get one delivery',
      params: idParams,
      response: { 200: serviceDeliveryResponseSchema },
    },
    handler: async (request) => ({ data: await loadServiceDelivery(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentServiceDelivery',
      summary:
        'Record a delivery for an establishment; with serviceDeliveryOptionId, the option prefills the fields the body does not give (a DISABLED option: 422 DELIVERY_OPTION_DISABLED)',
      body: serviceDeliveryCreateSchema,
      response: {
        201: serviceDeliveryResponseSchema,
        ...refuses(HTTP_PROBLEMS.UNKNOWN_REFERENCE, DELIVERY_PROBLEMS.DELIVERY_OPTION_DISABLED),
      },
    },
    handler: async (request, reply) => {
      const data = await createServiceDelivery(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentServiceDelivery',
      summary:
        'Change a delivery (an invoiced one keeps its price, quantity and VAT: 409); If-Match refuses overwriting a newer version (412)',
      params: idParams,
      body: serviceDeliveryUpdateSchema,
      response: {
        200: serviceDeliveryResponseSchema,
        ...refuses(
          DELIVERY_PROBLEMS.DELIVERY_INVOICED,
          DELIVERY_PROBLEMS.DELIVERY_DISCOUNTS_TOO_LARGE,
          DELIVERY_PROBLEMS.DELIVERY_OPTION_DISABLED,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateServiceDelivery(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentServiceDelivery',
      summary: 'Delete a delivery and its discounts (not an invoiced one: 409); If-Match as for a PATCH',
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...refuses(DELIVERY_PROBLEMS.DELIVERY_INVOICED) },
    },
    handler: async (request, reply) => {
      await deleteServiceDelivery(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });

  deliveryOptionsRoutes(app, { db });
  deliveryDiscountsRoutes(app, { db });
}
