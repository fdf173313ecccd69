import type { Db } from '@vetbo/db/database';
import {
  centralAccountCreateSchema,
  centralAccountList,
  centralAccountListResponseSchema,
  centralAccountResponseSchema,
  centralAccountUpdateSchema,
} from '@vetbo/domain/central-accounts';
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
import { toCentralAccount } from './central-accounts.mapper.ts';
import { CENTRAL_ACCOUNT_PROBLEMS } from './central-accounts.problems.ts';
import { findCentralAccountPage } from './central-accounts.repository.ts';
import {
  createCentralAccount,
  deleteCentralAccount,
  loadCentralAccount,
  updateCentralAccount,
} from './central-accounts.service.ts';

const access = areaAccess('establishments');
const tags = ['Établissements'];
const path = '/v1/veterinary_establishment_central_accounts';

export function centralAccountsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentCentralAccounts',
      summary: "List establishments' customer accounts at the purchasing centrals",
      querystring: centralAccountList.querySchema,
      response: { 200: centralAccountListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findCentralAccountPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toCentralAccount), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentCentralAccount',
      summary: 'Get one central account',
      params: idParams,
      response: { 200: centralAccountResponseSchema },
    },
    handler: async (request) => ({ data: await loadCentralAccount(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentCentralAccount',
      summary: 'Record the customer account of an establishment at a central (one per central: 409)',
      body: centralAccountCreateSchema,
      response: {
        201: centralAccountResponseSchema,
        ...refuses(CENTRAL_ACCOUNT_PROBLEMS.CENTRAL_ACCOUNT_TAKEN, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request, reply) => {
      const data = await createCentralAccount(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentCentralAccount',
      summary: 'Change a central account; If-Match refuses a stale edit (412)',
      params: idParams,
      body: centralAccountUpdateSchema,
      response: {
        200: centralAccountResponseSchema,
        ...refuses(CENTRAL_ACCOUNT_PROBLEMS.CENTRAL_ACCOUNT_TAKEN, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request) => ({
      data: await updateCentralAccount(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentCentralAccount',
      summary: 'Remove a central account (the history keeps it); If-Match refuses a stale delete (412)',
      params: idParams,
      response: { 204: z.null().describe('Removed') },
    },
    handler: async (request, reply) => {
      await deleteCentralAccount(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
