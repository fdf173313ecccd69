import type { Db } from '@vetbo/db/database';
import {
  addressSchema,
  establishmentAddressCreateSchema,
  establishmentAddressList,
  establishmentAddressListResponseSchema,
  establishmentAddressUpdateSchema,
} from '@vetbo/domain/addresses';
import { itemResponse } from '@vetbo/domain/list-query';
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
import { toAddress } from '../establishments/public.ts';
import { ADDRESS_PROBLEMS } from './establishment-addresses.problems.ts';
import { findAddressPage } from './establishment-addresses.repository.ts';
import {
  createAddress,
  deleteAddress,
  loadAddress,
  updateAddress,
} from './establishment-addresses.service.ts';

const access = areaAccess('establishments');
const tags = ['Adresses des établissements'];

export function establishmentAddressesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/veterinary_establishment_addresses';

  r.get(base, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentAddresses',
      summary: 'List establishment addresses',
      querystring: establishmentAddressList.querySchema,
      response: { 200: establishmentAddressListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findAddressPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toAddress), total, query);
    },
  });

  r.get(`${base}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentAddress',
      params: idParams,
      response: { 200: itemResponse(addressSchema) },
    },
    handler: async (request) => ({ data: await loadAddress(db, request.params.id) }),
  });

  r.post(base, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentAddress',
      summary: 'Add an address to an establishment (it becomes the main one if the establishment had none)',
      body: establishmentAddressCreateSchema,
      // An establishment named in the body that does not exist is a 404 (establishment-addresses.service.ts).
      response: { 201: itemResponse(addressSchema), ...refuses(HTTP_PROBLEMS.NOT_FOUND) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await createAddress(db, request.body, writeContext(request)) }),
  });

  r.patch(`${base}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentAddress',
      params: idParams,
      body: establishmentAddressUpdateSchema,
      response: { 200: itemResponse(addressSchema) },
    },
    handler: async (request) => ({
      data: await updateAddress(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${base}/:id`, {
    config: access.write,
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentAddress',
      summary: 'Delete an address (not the main one)',
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...refuses(ADDRESS_PROBLEMS.MAIN_ADDRESS_DELETE) },
    },
    handler: async (request, reply) => {
      await deleteAddress(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
