import type { Db } from '@vetbo/db/database';
import {
  outboxMessageList,
  outboxMessageListResponseSchema,
  outboxMessageResponseSchema,
} from '@vetbo/domain/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { MAIL_PROBLEMS } from './mail.problems.ts';
import type { Mailer } from './mailer.ts';
import { findOutboxMessagePage } from './outbox.repository.ts';
import { loadOutboxMessage, retryOutboxMessage } from './outbox.service.ts';

const access = areaAccess('outbox');
const tags = ['Messages sortants'];

/** The outbox, for ADMINs: what the product wrote to whom, and whether it went out. */
export function outboxRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One-time links and codes are readable here only when no mail goes out (outbox.mapper.ts).
  const shown = { showSecrets: !mailer.sending };

  listRoutes(app, {
    path: '/v1/outbox_messages',
    tags,
    config: access.read,
    querystring: outboxMessageList.querySchema,
    response: outboxMessageListResponseSchema,
    list: {
      operationId: 'getOutboxMessages',
      summary: 'List outgoing e-mail messages (ADMIN only), newest first',
    },
    search: {
      operationId: 'searchOutboxMessages',
      summary: 'Search outgoing e-mail messages by recipient or subject (ADMIN only)',
    },
    answer: async ({ query, url, term }) => {
      const { rows, total } = await findOutboxMessagePage(
        db,
        { query, rawKeys: rawQueryKeys(url), term },
        shown,
      );
      return listAnswer(rows, total, query);
    },
  });

  r.get('/v1/outbox_messages/:id', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getOutboxMessage',
      summary: 'Get one outgoing e-mail message with its bodies (ADMIN only)',
      params: idParams,
      response: { 200: outboxMessageResponseSchema },
    },
    handler: async (request) => ({ data: await loadOutboxMessage(db, request.params.id, shown) }),
  });

  r.post('/v1/outbox_messages/:id/retry', {
    config: access.write,
    schema: {
      tags,
      operationId: 'retryOutboxMessage',
      summary: 'Send a FAILED message again (ADMIN only); 409 when it is not FAILED',
      params: idParams,
      response: { 200: outboxMessageResponseSchema, ...refuses(MAIL_PROBLEMS.OUTBOX_NOT_FAILED) },
    },
    handler: async (request) => ({ data: await retryOutboxMessage(db, mailer, request.params.id) }),
  });
}
