import type { FastifyInstance } from 'fastify';
import { etagOf } from '../lib/etag.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is one record `{ data }`: send its ETag (and 304 to a matching If-None-Match). */
    etag?: boolean;
    /** A deletion that honours If-Match (412 when the record changed since the version the caller saw). */
    ifMatch?: boolean;
  }
}

/** ETags of single-record answers, computed from the record itself so that PATCH can check If-Match. */
export function registerEtags(app: FastifyInstance) {
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const data = (payload as { data?: unknown } | null)?.data;
    if (request.routeOptions.config?.etag && reply.statusCode < 300 && data !== undefined) {
      const tag = etagOf(data);
      reply.header('etag', tag);
      if (request.method === 'GET' && request.headers['if-none-match'] === tag) reply.code(304);
    }
    done(null, payload);
  });
}
