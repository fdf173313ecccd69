import type { Db } from '@vetbo/db/database';
import {
  deliveryOptionCreateSchema,
  deliveryOptionList,
  deliveryOptionListResponseSchema,
  deliveryOptionResponseSchema,
  deliveryOptionUpdateSchema,
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
import { toDeliveryOption } from './delivery-options.mapper.ts';
import { findDeliveryOptionPage } from './delivery-options.repository.ts';
import {
  createDeliveryOption,
  deleteDeliveryOption,
  loadDeliveryOption,
  updateDeliveryOption,
} from './delivery-options.service.ts';
import { DELIVERY_PROBLEMS } from './service-deliveries.problems.ts';

const access = areaAccess('services');
const tags = ['Prestations'];
const path = '/v1/service_delivery_options';

/** The predefined one-off services (installation, training…) that prefill a delivery. */
export function deliveryOptionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getServiceDeliveryOptions',
      summary: 'List the delivery options (predefined services that prefill a delivery)',
      querystring: deliveryOptionList.querySchema,
      response: { 200: deliveryOptionListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findDeliveryOptionPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toDeliveryOption), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getServiceDeliveryOption',
      summary: 'Get one delivery option',
      params: idParams,
      response: { 200: deliveryOptionResponseSchema },
    },
    handler: async (request) => ({ data: await loadDeliveryOption(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createServiceDeliveryOption',
      summary:
        'Create a delivery option; its code is unique (409) and its invoice line pattern takes only the documented placeholders',
      body: deliveryOptionCreateSchema,
      response: {
        201: deliveryOptionResponseSchema,
        ...refuses(DELIVERY_PROBLEMS.DELIVERY_OPTION_CODE_TAKEN, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request, reply) => {
      const data = await createDeliveryOption(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateServiceDeliveryOption',
      summary:
        'Change a delivery option (deliveries already made keep their values); status DISABLED keeps it on its deliveries and refuses it for new ones, ENABLED offers it again; If-Match refuses overwriting a newer version (412)',
      params: idParams,
      body: deliveryOptionUpdateSchema,
      response: {
        200: deliveryOptionResponseSchema,
        ...refuses(DELIVERY_PROBLEMS.DELIVERY_OPTION_CODE_TAKEN, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request) => ({
      data: await updateDeliveryOption(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteServiceDeliveryOption',
      summary: 'Delete a delivery option no delivery was made from (409 otherwise); If-Match as for a PATCH',
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...refuses(DELIVERY_PROBLEMS.DELIVERY_OPTION_IN_USE) },
    },
    handler: async (request, reply) => {
      await deleteDeliveryOption(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
