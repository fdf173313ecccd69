import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Errors that say the database cannot be reached, as opposed to a statement it refused: the server is
 * stopped or restarting, the network is down, or the session was ended under the query. A request that
 * meets one may succeed later unchanged (503), unlike a constraint violation or a bug (4xx, 500).
 */

/** Socket errors of Node.js when connecting or talking to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs PostgreSQL sends when it ends or refuses sessions: class 08 (connection exception) but
 * 08P01 (a protocol violation is a bug), 57P01 to 57P03 (shutting down, crashed, starting up or in
 * recovery), 53300 (no connection slot left).
 */
const SERVER_CODES = /^(08[0-9]{3}|57P0[123]|53300)$/;

/** pg's own errors, which carry no code, when the connection ends or cannot be made in time. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
]);

function isUnreachableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.has(message);
}

/**
 * Whether an error means the database is out of reach: the driver's own error, drizzle's "Failed query"
 * around it (the driver's error is its `cause`), or Node's AggregateError when a name with several
 * addresses refused every one. Other wrappers are not opened: a `fetch` to another service that fails
 * with ECONNREFUSED inside says nothing about the database.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (isUnreachableItself(error)) return true;
  if (error instanceof DrizzleQueryError) return isDatabaseUnreachable(error.cause);
  return error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnreachable(inner));
}
