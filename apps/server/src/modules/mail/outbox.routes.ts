import type { Db } from '@vetbo/db/database';
import { searchBodySchema } from '@vetbo/domain/legal-structures';
import { integerId } from '@vetbo/domain/list-query';
import {
  outboxMessageList,
  outboxMessageListResponseSchema,
  outboxMessageResponseSchema,
} from '@vetbo/domain/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import type { Mailer } from './mailer.ts';
import { findOutboxMessagePage } from './outbox.repository.ts';
import { loadOutboxMessage, retryOutboxMessage } from './outbox.service.ts';

const read = { access: { area: 'outbox', action: 'read' } } as const;
const write = { access: { area: 'outbox', action: 'write' } } as const;
const tags = ['Messages sortants'];
const idParams = z.object({ id: integerId });

/** The outbox, for ADMINs: what the product wrote to whom, and whether it went out. */
export function outboxRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One-time links and codes are readable here only when no mail goes out (outbox.mapper.ts).
  const shown = { showSecrets: !mailer.sending };

  r.get('/v1/outbox_messages', {
    config: read,
    schema: {
      tags,
      operationId: 'getOutboxMessages',
      summary: 'List outgoing e-mail messages (ADMIN only), newest first',
      querystring: outboxMessageList.querySchema,
      response: { 200: outboxMessageListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findOutboxMessagePage(db, { query, rawKeys: rawQueryKeys(url) }, shown);
      return listAnswer(rows, total, query);
    },
  });

  r.post('/v1/outbox_messages/search', {
    config: read,
    schema: {
      tags,
      operationId: 'searchOutboxMessages',
      summary: 'Search outgoing e-mail messages by recipient or subject (ADMIN only)',
      querystring: outboxMessageList.querySchema,
      body: searchBodySchema,
      response: { 200: outboxMessageListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const term = request.body.term?.trim() || undefined;
      const { rows, total } = await findOutboxMessagePage(
        db,
        { query, rawKeys: rawQueryKeys(url), term },
        shown,
      );
      return listAnswer(rows, total, query);
    },
  });

  r.get('/v1/outbox_messages/:id', {
    config: read,
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
    config: write,
    schema: {
      tags,
      operationId: 'retryOutboxMessage',
      summary: 'Send a FAILED message again (ADMIN only); 409 when it is not FAILED',
      params: idParams,
      response: { 200: outboxMessageResponseSchema, ...problems(409) },
    },
    handler: async (request) => ({ data: await retryOutboxMessage(db, mailer, request.params.id) }),
  });
}
