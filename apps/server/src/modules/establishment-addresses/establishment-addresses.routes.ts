import type { Db } from '@vetbo/db/database';
import {
  addressSchema,
  establishmentAddressCreateSchema,
  establishmentAddressUpdateSchema,
} from '@vetbo/domain/addresses';
import { integerId } from '@vetbo/domain/establishments';
import {
  arrayFilter,
  itemResponse,
  listResponse,
  paginationQuery,
  sortParam,
  timestampFilters,
} from '@vetbo/domain/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer, rawQueryOf } from '../../lib/list.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toAddress } from '../establishments/establishment-mapper.ts';
import {
  createAddress,
  deleteAddress,
  findAddressPage,
  loadAddress,
  updateAddress,
} from './establishment-addresses.service.ts';

const read = { access: { area: 'establishments', action: 'read' } } as const;
const write = { access: { area: 'establishments', action: 'write' } } as const;
const tags = ['Adresses des établissements'];
const idParams = z.object({ id: integerId });

export const addressListQuerySchema = z.object({
  ...paginationQuery,
  ...timestampFilters,
  'id[]': arrayFilter(integerId),
  'veterinaryEstablishmentId[]': arrayFilter(integerId),
  'postalCode[]': arrayFilter(z.string().trim().min(1)),
  sortPostalCode: sortParam,
});
export type AddressListQuery = z.output<typeof addressListQuerySchema>;

export function establishmentAddressesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/veterinary_establishment_addresses';

  r.get(base, {
    config: read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentAddresses',
      summary: 'List establishment addresses',
      querystring: addressListQuerySchema,
      response: { 200: listResponse(addressSchema) },
    },
    handler: async (request) => {
      const { rows, total } = await findAddressPage(db, request.query, rawQueryOf(request.raw.url));
      return listAnswer(rows.map(toAddress), total, request.query);
    },
  });

  r.get(`${base}/:id`, {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentAddress',
      params: idParams,
      response: { 200: itemResponse(addressSchema) },
    },
    handler: async (request) => ({ data: toAddress(await loadAddress(db, request.params.id)) }),
  });

  r.post(base, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentAddress',
      summary: 'Add an address to an establishment (it becomes the main one if the establishment had none)',
      body: establishmentAddressCreateSchema,
      response: { 201: itemResponse(addressSchema) },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ data: toAddress(await createAddress(db, request.body, writeContext(request))) }),
  });

  r.patch(`${base}/:id`, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentAddress',
      params: idParams,
      body: establishmentAddressUpdateSchema,
      response: { 200: itemResponse(addressSchema) },
    },
    handler: async (request) => ({
      data: toAddress(await updateAddress(db, request.params.id, request.body, writeContext(request))),
    }),
  });

  r.delete(`${base}/:id`, {
    config: write,
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentAddress',
      summary: 'Delete an address (not the main one)',
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...problems(409) },
    },
    handler: async (request, reply) => {
      await deleteAddress(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
