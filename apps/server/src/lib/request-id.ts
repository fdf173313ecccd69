// Request ids: the server gives every request its own (a UUID: `reqId` in the logs, the X-Request-Id
// answer header, `requestId` in a problem); a client's X-Request-Id is logged beside it as
// `clientRequestId`, never instead of it, so a client can neither merge two requests in the logs nor
// choose the reference support looks up.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

const MAX_LENGTH = 100;

export const serverRequestId = (): string => randomUUID();

/** The client's X-Request-Id, printable ASCII, 100 characters at most; undefined when there is none. */
export function clientRequestId(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  const text = value
    ?.replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, MAX_LENGTH);
  return text || undefined;
}

/** Each request's logger: Fastify's bindings (`reqId`) and the client's id beside them. */
export const childLoggerWithClientId: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  rawRequest,
) => {
  const client = clientRequestId(rawRequest.headers);
  return logger.child(client ? { ...bindings, clientRequestId: client } : bindings, options);
};
