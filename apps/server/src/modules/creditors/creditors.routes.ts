import type { Db } from '@vetbo/db/database';
import {
  creditorList,
  creditorListResponseSchema,
  creditorResponseSchema,
  creditorUpdateSchema,
} from '@vetbo/domain/creditors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toCreditor } from './creditors.mapper.ts';
import { CREDITOR_PROBLEMS } from './creditors.problems.ts';
import { findCreditorPage } from './creditors.repository.ts';
import { loadCreditor, updateCreditor } from './creditors.service.ts';

// Every staff role reads the creditors (their IBAN masked but for ADMIN and ACCOUNTANT); only an ADMIN
// changes them: their IBAN and ICS are where the customers' money goes. No creation or deletion (spec §9).
const access = areaAccess('creditors');
const tags = ['Créanciers'];

export function creditorsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    path: '/v1/creditors',
    tags,
    config: access.read,
    querystring: creditorList.querySchema,
    response: creditorListResponseSchema,
    list: {
      operationId: 'getCreditors',
      summary: 'List the creditors (IBAN masked except for ADMIN and ACCOUNTANT)',
    },
    search: {
      operationId: 'searchCreditors',
      summary: 'Search the creditors by name (anywhere) or SIREN (prefix)',
    },
    answer: async ({ query, url, term }, request) => {
      const { rows, total } = await findCreditorPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(
        rows.map((row) => toCreditor(row, request.user?.staffRole ?? null)),
        total,
        query,
      );
    },
  });

  r.get('/v1/creditors/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getCreditor',
      summary: 'Get one creditor',
      params: idParams,
      response: { 200: creditorResponseSchema },
    },
    handler: async ({ params, user }) => ({
      data: await loadCreditor(db, params.id, user?.staffRole ?? null),
    }),
  });

  r.patch('/v1/creditors/:id', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateCreditor',
      summary:
        'Change a creditor (ADMIN); send If-Match with its ETag to refuse overwriting a newer version (412)',
      params: idParams,
      body: creditorUpdateSchema,
      response: {
        200: creditorResponseSchema,
        ...refuses(CREDITOR_PROBLEMS.SERIES_PREFIX_TAKEN, CREDITOR_PROBLEMS.SEPA_CREDITOR_IDENTIFIER_TAKEN),
      },
    },
    handler: async (request) => {
      const context = { ...writeContext(request), role: request.user?.staffRole ?? null };
      return { data: await updateCreditor(db, request.params.id, request.body, context) };
    },
  });
}
