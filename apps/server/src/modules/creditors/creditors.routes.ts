import type { Db } from '@vetbo/db/database';
import {
  creditorList,
  creditorListResponseSchema,
  creditorResponseSchema,
  creditorUpdateSchema,
} from '@vetbo/domain/creditors';
import type { FastifyInstance } from 'fastify';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { callerRole } from '../../lib/write-context.ts';
import { CREDITOR_PROBLEMS } from './creditors.problems.ts';
import { findCreditorPage } from './creditors.repository.ts';
import { loadCreditor, toCreditor, updateCreditor } from './creditors.service.ts';

// Every staff role reads the creditors (their IBAN masked but for ADMIN and ACCOUNTANT); only an ADMIN
// changes them: their IBAN and ICS are where the customers' money goes. No creation or deletion (spec §9).
const access = areaAccess('creditors');
const tags = ['Créanciers'];

export function creditorsRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
        rows.map((row) => toCreditor(row, callerRole(request))),
        total,
        query,
      );
    },
  });

  recordRoutes(app, {
    path: '/v1/creditors/:id',
    tags,
    access,
    response: creditorResponseSchema,
    get: {
      operationId: 'getCreditor',
      summary: 'Get one creditor',
      load: (id, request) => loadCreditor(db, id, callerRole(request)),
    },
    patch: {
      operationId: 'updateCreditor',
      summary:
        'Change a creditor (ADMIN); send If-Match with its ETag to refuse overwriting a newer version (412)',
      body: creditorUpdateSchema,
      refuses: [CREDITOR_PROBLEMS.SERIES_PREFIX_TAKEN, CREDITOR_PROBLEMS.SEPA_CREDITOR_IDENTIFIER_TAKEN],
      update: (id, changes, context) => updateCreditor(db, id, changes, context),
    },
  });
}
