import type { Database } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { sendProblem } from '../../plugins/errors.ts';

/** Liveness and readiness in one: 200 when the database answers, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.pool.query('select 1');
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return sendProblem(request, reply, HTTP_PROBLEMS.SERVICE_UNAVAILABLE);
    }
  });
}
