import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/list-query';
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
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { findDiscountPage } from './discounts.repository.ts';
import { createDiscount, deleteDiscount, loadDiscount, updateDiscount } from './discounts.service.ts';
import { toDiscount } from './subscriptions.mapper.ts';

const read = { access: { area: 'services', action: 'read' } } as const;
const write = { access: { area: 'services', action: 'write' } } as const;
const tags = ['Abonnements'];
const path = '/v1/veterinary_establishment_service_discounts';
const idParams = z.object({ id: integerId });

export function serviceDiscountsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: read,
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
    config: { ...read, etag: true },
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
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentServiceDiscount',
      summary:
        'Discount a period by a percentage (hundredths of a percent) or an amount (cents); never more than its price ("Dépassement du montant total")',
      body: serviceDiscountCreateSchema,
      response: { 201: serviceDiscountResponseSchema, ...problems(409, 422) },
    },
    handler: async (request, reply) => {
      const data = await createDiscount(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentServiceDiscount',
      summary: 'Change a discount (not on an invoiced period: 409)',
      params: idParams,
      body: serviceDiscountUpdateSchema,
      response: { 200: serviceDiscountResponseSchema, ...problems(409) },
    },
    handler: async (request) => ({
      data: await updateDiscount(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentServiceDiscount',
      summary: 'Remove a discount (not from an invoiced period: 409)',
      params: idParams,
      response: { 204: z.null().describe('Removed'), ...problems(409) },
    },
    handler: async (request, reply) => {
      await deleteDiscount(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
