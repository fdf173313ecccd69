import { isDatabaseUnreachable } from '@vetbo/db/connection-errors';
import { isPoolWaitTimeout } from '@vetbo/db/database';
import {
  isValidationMessageKey,
  type Locale,
  translateValidationMessage,
} from '@vetbo/domain/validation-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_PROBLEMS } from '../lib/http.problems.ts';
import { pgErrorOf } from '../lib/pg-errors.ts';
import {
  ApiProblem,
  type FieldError,
  type Problem,
  type ProblemExtensions,
  problemText,
} from '../lib/problem.ts';
import { undeclaredProblem } from '../lib/problem-declarations.ts';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: { keys?: string[]; input?: unknown };
}

/** One field error per zod issue; unknown keys get one error each; zod's own English texts become keys. */
function fieldErrorsFromValidation(validation: ValidationItem[]) {
  const errors: FieldError[] = [];
  for (const item of validation) {
    const path = item.instancePath.split('/').filter(Boolean).join('.');
    if (item.keyword === 'unrecognized_keys') {
      for (const key of item.params.keys ?? [])
        errors.push({ path: path ? `${path}.${key}` : key, message: 'unknownField' });
      continue;
    }
    const message = item.message ?? '';
    const fallback =
      item.keyword === 'invalid_type' && item.params.input === undefined ? 'required' : 'invalidType';
    errors.push({ path, message: isValidationMessageKey(message) ? message : fallback });
  }
  return errors;
}

/**
 * Seconds a client should wait before trying again after a 503 when nothing more precise is known: a
 * database or identity provider that restarts is usually back within seconds (DATABASE_BUSY says 2).
 */
const UNAVAILABLE_RETRY_AFTER_S = 5;

interface SentProblem {
  errors?: FieldError[];
  params?: Record<string, string>;
  /** The catalogue's unless said (a framework's 4xx answered as VALIDATION_FAILED). */
  status?: number;
  extensions?: ProblemExtensions;
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: Problem,
  { errors = [], params = {}, status = problem.status, extensions = {} }: SentProblem = {},
) {
  const { code } = problem;
  if (verifyDeclarations) {
    // In tests, every answer is checked against the operation's document (lib/problem-declarations.ts).
    const undeclared = undeclaredProblem(request, code, status);
    if (undeclared) {
      request.log.error(undeclared);
      return reply.status(500).type('text/plain; charset=utf-8').send(`Undeclared problem: ${undeclared}`);
    }
  }
  const locale: Locale = request.locale ?? 'fr';
  const { title, detail } = problemText(problem, locale, { requestId: String(request.id), ...params });
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  // A 503 always says when to come back (RFC 9110 §10.2.3): the web app retries on it, keeping the session.
  if (status === 503 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
  return reply
    .status(status)
    .type('application/problem+json; charset=utf-8')
    .header('content-language', locale === 'en' ? 'en' : 'fr-FR')
    .send({
      type: `about:blank`,
      title,
      status,
      detail,
      code,
      instance: request.url.split('?')[0],
      requestId: String(request.id),
      ...extensions,
      ...(errors.length > 0
        ? {
            errors: errors.map((e) => ({
              path: e.path,
              message: translateValidationMessage(e.message, locale),
            })),
          }
        : {}),
    });
}

/**
 * PostgreSQL "data exception" codes that only a value sent by the client can cause (a number out of the
 * column's range, text the database cannot encode or hold). Validation should have refused the value;
 * when a schema misses a bound, the client still gets a 400, not a 500, and the log says which.
 */
const CLIENT_DATA_EXCEPTIONS = new Set(['22003', '22P02', '22001', '22021', '22P05', '22008', '22007']);

const FRAMEWORK_ERRORS: Record<string, Problem> = {
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_PROBLEMS.MALFORMED_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_PROBLEMS.MALFORMED_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_PROBLEMS.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_PROBLEMS.UNSUPPORTED_MEDIA_TYPE,
};

/**
 * Errors of the router, before any route or hook (Fastify's `frameworkErrors` option): a path that is not
 * valid percent-encoded UTF-8 (`/v1/x/%FF`) or a path parameter over the router's length limit.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'tooLong' : 'unstorableText';
  request.log.info({ err: error }, 'bad url');
  return sendProblem(request, reply, HTTP_PROBLEMS.VALIDATION_FAILED, { errors: [{ path: '', message }] });
}

let verifyDeclarations = false;

/**
 * `verifyDeclarations` (on in tests): a problem its operation's OpenAPI document does not list is answered
 * 500 with the reason instead, so that every API test checks the routes' `refuses()`.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { verify = process.env.NODE_ENV === 'test' }: { verify?: boolean } = {},
) {
  verifyDeclarations = verify;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiProblem) {
      return sendProblem(request, reply, error.problem, {
        errors: error.errors,
        params: error.params,
        extensions: error.extensions,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(request, reply, HTTP_PROBLEMS.VALIDATION_FAILED, {
        errors: fieldErrorsFromValidation(error.validation as unknown as ValidationItem[]),
      });
    }
    if (isPoolWaitTimeout(error)) {
      // Every connection stayed busy for DATABASE_POOL_WAIT_MS: the client may try again shortly.
      request.log.warn('no database connection in time');
      reply.header('retry-after', '2');
      return sendProblem(request, reply, HTTP_PROBLEMS.DATABASE_BUSY);
    }
    if (isDatabaseUnreachable(error)) {
      // Stopped, restarting or cut off: the same request may succeed in a moment, so no 500.
      request.log.warn({ err: error }, 'database unreachable');
      return sendProblem(request, reply, HTTP_PROBLEMS.SERVICE_UNAVAILABLE);
    }
    const pgCode = pgErrorOf(error)?.code;
    if (pgCode && CLIENT_DATA_EXCEPTIONS.has(pgCode)) {
      request.log.warn({ err: error }, 'value refused by the database: a schema misses a bound');
      return sendProblem(request, reply, HTTP_PROBLEMS.VALIDATION_FAILED);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendProblem(request, reply, known);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendProblem(request, reply, HTTP_PROBLEMS.VALIDATION_FAILED, { status: error.statusCode });
    }
    // NOTE: the stack goes to the log only; the answer carries the request id to find it.
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(request, reply, HTTP_PROBLEMS.INTERNAL_ERROR);
  });

  app.setNotFoundHandler((request, reply) => sendProblem(request, reply, HTTP_PROBLEMS.ROUTE_NOT_FOUND));
}
