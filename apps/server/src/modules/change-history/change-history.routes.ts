import type { Db } from '@vetbo/db/database';
import { changeHistoryQuerySchema, changeHistoryResponseSchema } from '@vetbo/domain/change-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { findChangePage } from './change-history.repository.ts';

export function changeHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/change_history', {
    // Every staff role reads every record, so it may read every record's history.
    config: areaAccess('establishments').read,
    schema: {
      tags: ['Historique'],
      operationId: 'getChangeHistory',
      summary:
        'Changes made through the API, newest first: who, when, which record, each field before and after',
      querystring: changeHistoryQuerySchema,
      response: { 200: changeHistoryResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findChangePage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows, total, query);
    },
  });
}
