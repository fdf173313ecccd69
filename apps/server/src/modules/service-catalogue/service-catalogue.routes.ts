import type { Db } from '@vetbo/db/database';
import {
  veterinaryServiceList,
  veterinaryServiceListResponseSchema,
  veterinaryServiceOptionList,
  veterinaryServiceOptionListResponseSchema,
  veterinaryServiceOptionResponseSchema,
  veterinaryServiceOptionUpdateSchema,
} from '@vetbo/domain/service-catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toService, toServiceOption } from './service-catalogue.mapper.ts';
import { findServiceOptionPage, findServicePage } from './service-catalogue.repository.ts';
import { loadServiceOption, updateServiceOption } from './service-catalogue.service.ts';
import { serviceOptionConfigRoutes } from './service-option-configs.routes.ts';

const access = areaAccess('services');
const tags = ['Catalogue'];

export function serviceCatalogueRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/veterinary_services', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryServices',
      summary: 'List the services of the catalogue, each with its creditor and its options',
      querystring: veterinaryServiceList.querySchema,
      response: { 200: veterinaryServiceListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findServicePage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(
        rows.map((row) => toService(row.service, row.creditorName, row.options)),
        total,
        query,
      );
    },
  });

  r.get('/v1/veterinary_service_options', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryServiceOptions',
      summary: 'List the service options (what establishments subscribe to)',
      querystring: veterinaryServiceOptionList.querySchema,
      response: { 200: veterinaryServiceOptionListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findServiceOptionPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(
        rows.map((row) => toServiceOption(row.option, row.serviceCode)),
        total,
        query,
      );
    },
  });

  r.get('/v1/veterinary_service_options/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryServiceOption',
      summary: 'Get one service option',
      params: idParams,
      response: { 200: veterinaryServiceOptionResponseSchema },
    },
    handler: async (request) => ({ data: await loadServiceOption(db, request.params.id) }),
  });

  r.patch('/v1/veterinary_service_options/:id', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryServiceOption',
      summary:
        'Change an option’s label, price or status (a DISABLED option takes no new subscription); If-Match refuses overwriting a newer version (412)',
      params: idParams,
      body: veterinaryServiceOptionUpdateSchema,
      response: { 200: veterinaryServiceOptionResponseSchema },
    },
    handler: async (request) => ({
      data: await updateServiceOption(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  serviceOptionConfigRoutes(app, { db });
}
