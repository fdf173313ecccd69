import type { FastifyRequest } from 'fastify';
import { HTTP_PROBLEMS } from './http.problems.ts';

/** The operation's extension listing the codes its route declares (`refuses()`, openapi-responses.ts). */
export const PROBLEM_CODES = 'x-problem-codes';

export interface ProblemCodeEntry {
  code: string;
  status: number;
  /** The French title, as answered to a client in French. */
  title: string;
}

/** Codes any operation may answer without declaring them (their statuses are derived or are 5xx). */
const ANYWHERE = new Set<string>(
  Object.values(HTTP_PROBLEMS)
    .map((problem) => problem.code)
    .filter((code) => code !== HTTP_PROBLEMS.UNKNOWN_REFERENCE.code),
);

/** Refusals of the request itself (body, URL, media type), which any operation may give. */
const OF_THE_REQUEST = new Set<string>(
  [
    HTTP_PROBLEMS.VALIDATION_FAILED,
    HTTP_PROBLEMS.MALFORMED_JSON,
    HTTP_PROBLEMS.PAYLOAD_TOO_LARGE,
    HTTP_PROBLEMS.UNSUPPORTED_MEDIA_TYPE,
  ].map((problem) => problem.code),
);

/**
 * Why an answer is not in its operation's document, or null when it is: its status must be one of the
 * operation's responses (the request's own refusals aside: the fuzz test checks those), and its code
 * generic (HTTP_PROBLEMS, VALIDATION_FAILED as a 400) or listed in `x-problem-codes`. Routes without a
 * documented response (hidden, not found) are not checked.
 */
export function undeclaredProblem(request: FastifyRequest, code: string, status: number): string | null {
  const schema = request.routeOptions?.schema as
    | { response?: Record<string, unknown>; [PROBLEM_CODES]?: ProblemCodeEntry[]; hide?: boolean }
    | undefined;
  if (!schema?.response || schema.hide) return null;
  const operation = `${request.method} ${request.routeOptions.url}`;
  if (status < 500 && !OF_THE_REQUEST.has(code) && !Object.hasOwn(schema.response, String(status)))
    return `${operation} answered ${status} (${code}), which its OpenAPI responses do not list`;
  const declared = (schema[PROBLEM_CODES] ?? []).some(
    (entry) => entry.code === code && entry.status === status,
  );
  const generic = ANYWHERE.has(code) && !(code === HTTP_PROBLEMS.VALIDATION_FAILED.code && status === 422);
  if (declared || generic) return null;
  return `${operation} answered ${code} (${status}), which it does not declare: add it to the route's refuses()`;
}
