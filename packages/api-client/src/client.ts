// Transport only: builds the request, sends it, throws typed errors. Side effects (toasts, reloads,
// sign-out) live in the web app's QueryClient error handlers, never here.
//
// The request and answer types come from `paths` in ./generated/schema.ts (openapi-typescript output
// of the server's OpenAPI document, `npm run openapi`): a call names a path template of the document
// and one of its methods, and gets that operation's path parameters, query, body and 200/201 JSON
// answer. The runtime checks (RequiredParameterError) stay, so they also hold when types are bypassed.

import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './generated/schema.ts';

/** The named schemas of the OpenAPI document, e.g. `Schemas['Establishment']`. */
export type Schemas = components['schemas'];
export type Schema<N extends keyof Schemas> = Schemas[N];

/** RFC 9457 body the API answers with; every field optional, since the body is not validated. */
export type ProblemDetails = Partial<Schemas['Problem']>;
export type ProblemFieldError = NonNullable<Schemas['Problem']['errors']>[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// ---------------------------------------------------------------------------------------------------
// Types derived from the generated `paths`
// ---------------------------------------------------------------------------------------------------

/** A path template of the OpenAPI document, e.g. `/v1/veterinary_establishments/{id}`. */
export type ApiPath = keyof paths;

type OperationOf<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][Lowercase<M>]>;

/** The methods the document declares for a path. */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod]: [OperationOf<P, M>] extends [never] ? never : M;
}[HttpMethod];

type SuccessStatus = 200 | 201;
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : unknown;
type Responses<P extends ApiPath, M extends HttpMethod> =
  OperationOf<P, M> extends { responses: infer R } ? R : never;

/**
 * The parsed answer of an operation: its 200/201 `application/json` content; `undefined` when it only
 * answers 204; `unknown` when its success answer is not JSON (use apiDownload for files).
 */
export type ApiResponse<P extends ApiPath, M extends ApiMethod<P>> = [
  Extract<keyof Responses<P, M>, SuccessStatus>,
] extends [never]
  ? 204 extends keyof Responses<P, M>
    ? undefined
    : unknown
  : JsonContent<Responses<P, M>[Extract<keyof Responses<P, M>, SuccessStatus>]>;

type RequestBodyOf<P extends ApiPath, M extends HttpMethod> =
  OperationOf<P, M> extends {
    requestBody?: infer B;
  }
    ? NonNullable<B>
    : never;

/** The `application/json` request body of an operation (`never` when it takes none). */
export type ApiBody<P extends ApiPath, M extends ApiMethod<P>> = [RequestBodyOf<P, M>] extends [never]
  ? never
  : RequestBodyOf<P, M> extends { content: { 'application/json': infer J } }
    ? J
    : never;

type QueryOf<P extends ApiPath, M extends HttpMethod> =
  OperationOf<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? NonNullable<Q>
    : never;

/** Array filters (`type[]`, `id[]`...) also take read-only arrays. */
type FlexibleQuery<Q> = {
  [K in keyof Q]?: NonNullable<Q[K]> extends readonly (infer E)[] ? readonly E[] : Q[K];
};

/** The query parameters of an operation (`never` when it declares none). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod<P>> = [QueryOf<P, M>] extends [never]
  ? never
  : FlexibleQuery<QueryOf<P, M>>;

/** `{id}`-style segment names of a path template. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type DeclaredPathParams<P extends ApiPath, M extends HttpMethod> =
  OperationOf<P, M> extends {
    parameters: { path: infer PP };
  }
    ? PP
    : Record<never, never>;

/** Values for the `{name}` segments of a path template, typed by the document when it declares them. */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod<P>> = {
  [K in PathParamNames<P>]: K extends keyof DeclaredPathParams<P, M>
    ? DeclaredPathParams<P, M>[K]
    : string | number;
};

type MethodField<M extends HttpMethod> = 'GET' extends M ? { method?: M } : { method: M };

type PathParamsField<P extends ApiPath, M extends ApiMethod<P>> = [PathParamNames<P>] extends [never]
  ? { pathParams?: never }
  : { pathParams: ApiPathParams<P, M> };

type QueryField<P extends ApiPath, M extends ApiMethod<P>> = [ApiQuery<P, M>] extends [never]
  ? { query?: never }
  : { query?: ApiQuery<P, M> };

type BodyField<P extends ApiPath, M extends ApiMethod<P>> = [ApiBody<P, M>] extends [never]
  ? { body?: never; requiresBody?: never }
  : OperationOf<P, M> extends { requestBody: unknown }
    ? { body: ApiBody<P, M>; requiresBody?: boolean }
    : { body?: ApiBody<P, M>; requiresBody?: boolean };

/** One call of an operation of the OpenAPI document; `method` defaults to GET. */
export type ApiRequest<P extends ApiPath, M extends ApiMethod<P>> = {
  /** Operation name used in error messages, e.g. getVeterinaryEstablishment. */
  operation: string;
  /** Path template: `{name}` segments are filled from pathParams. */
  path: P;
  signal?: AbortSignal;
  /** Extra request headers, e.g. If-Match for a conditional write. */
  headers?: Record<string, string>;
} & MethodField<M> &
  PathParamsField<P, M> &
  QueryField<P, M> &
  BodyField<P, M>;

// ---------------------------------------------------------------------------------------------------
// Runtime: openapi-fetch sends the request; this wrapper only adds what the spec asks on top of it
// ---------------------------------------------------------------------------------------------------

type Scalar = string | number | boolean;
export type QueryParams = Record<string, Scalar | readonly Scalar[] | null | undefined>;

interface RawRequest {
  operation: string;
  method?: HttpMethod;
  path: string;
  /** A null, undefined or empty value raises RequiredParameterError before sending. */
  pathParams?: Record<string, string | number | null | undefined>;
  query?: QueryParams;
  body?: unknown;
  /** When true, a null or undefined body raises RequiredParameterError. */
  requiresBody?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiRequestInfo {
  operation: string;
  method: HttpMethod;
  url: string;
  body?: unknown;
}

export interface ApiResponseInfo {
  status: number;
  statusText: string;
  body: unknown;
  /** The answer's `Retry-After` in seconds (a 503 or 429 says when to come back), when it has one. */
  retryAfterSeconds?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly problem: ProblemDetails | undefined;

  constructor(
    readonly request: ApiRequestInfo,
    readonly response: ApiResponseInfo,
  ) {
    const problem = asProblem(response.body);
    super(problem?.detail || problem?.title || response.statusText || `HTTP ${response.status}`);
    this.status = response.status;
    this.problem = problem;
  }

  get fieldErrors(): ProblemFieldError[] {
    return this.problem?.errors ?? [];
  }
}

/** Spec §8: a missing path id or body is refused before anything is sent. */
export class RequiredParameterError extends Error {
  override readonly name = 'RequiredError';

  constructor(
    readonly field: string,
    readonly operation: string,
  ) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
  }
}

export interface ApiClientSettings {
  baseUrl: string;
  getAccessToken: () => Promise<string | undefined>;
  getAcceptLanguage: () => string;
}

let settings: ApiClientSettings | undefined;

export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
}

function asProblem(body: unknown): ProblemDetails | undefined {
  return typeof body === 'object' && body !== null ? (body as ProblemDetails) : undefined;
}

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // An IMF-fixdate, e.g. "Sun, 06 Nov 1994 08:49:37 GMT" (Date.parse alone reads "-3" as a year).
  const date = /^[A-Za-z]{3}, .+ GMT$/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** `type[]=A&type[]=B`, empty values left out: the query as the API's list routes read it. */
export function buildQueryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Path values are encoded, so that an id cannot change the path (`../`, `?`, `#`). */
function serializePath(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

/** The session's token and language on every request (an openapi-fetch middleware). */
const sessionHeaders: Middleware = {
  async onRequest({ request }) {
    if (!settings) throw new Error('configureApiClient() must run before the first API call');
    request.headers.set('Accept-Language', settings.getAcceptLanguage());
    const token = await settings.getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

// Untyped on purpose: the typed entry points below check their arguments against `paths`, and the
// runtime checks (RequiredParameterError) hold even when those types are bypassed.
const client = createClient<Record<string, Record<string, unknown>>>({
  querySerializer: (query) => buildQueryString(query as QueryParams).slice(1),
  pathSerializer: serializePath,
  // Any fetch the page (or a test) installed, looked up at call time.
  fetch: (request) => globalThis.fetch(request),
});
client.use(sessionHeaders);

function checkRequired(request: RawRequest): void {
  for (const name of request.path.match(/\{\w+\}/g) ?? []) {
    const value = request.pathParams?.[name.slice(1, -1)];
    if (value === null || value === undefined || value === '')
      throw new RequiredParameterError(name.slice(1, -1), request.operation);
  }
  if (request.requiresBody && (request.body === null || request.body === undefined))
    throw new RequiredParameterError('body', request.operation);
}

type ParseMode = 'json' | 'blob' | 'stream';

async function send(request: RawRequest, accept: string, parseAs: ParseMode) {
  if (!settings) throw new Error('configureApiClient() must run before the first API call');
  checkRequired(request);
  const { operation, method = 'GET', body, signal } = request;
  const pathParams = request.pathParams ?? {};
  const url = `${settings.baseUrl}${serializePath(request.path, pathParams)}${buildQueryString(request.query)}`;
  const info: ApiRequestInfo = { operation, method, url, body };
  let result: Awaited<ReturnType<typeof client.request>>;
  try {
    result = await client.request(
      method.toLowerCase() as 'get',
      request.path as never,
      {
        baseUrl: settings.baseUrl,
        params: { path: pathParams, query: request.query },
        body,
        signal,
        parseAs,
        headers: { Accept: accept, ...request.headers },
      } as never,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(info, { status: 0, statusText: message, body: undefined });
  }
  const { response } = result;
  if (!response.ok) {
    throw new ApiError(info, {
      status: response.status,
      statusText: response.statusText,
      body: result.error,
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    });
  }
  return { data: result.data, response };
}

/** Sends a JSON request and returns the parsed JSON answer, typed by the OpenAPI document. */
export async function apiRequest<P extends ApiPath, M extends ApiMethod<P> = Extract<ApiMethod<P>, 'GET'>>(
  request: ApiRequest<P, M>,
): Promise<ApiResponse<P, M>> {
  const { data } = await send(request as RawRequest, 'application/json', 'json');
  // The answer is not validated here: its type is the document's promise, checked by the API tests.
  return data as ApiResponse<P, M>;
}

/** Like apiRequest, and also returns the answer's headers (ETag for a later If-Match...). */
export async function apiRequestWithHeaders<
  P extends ApiPath,
  M extends ApiMethod<P> = Extract<ApiMethod<P>, 'GET'>,
>(request: ApiRequest<P, M>): Promise<{ body: ApiResponse<P, M>; headers: Headers }> {
  const { data, response } = await send(request as RawRequest, 'application/json', 'json');
  return { body: data as ApiResponse<P, M>, headers: response.headers };
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

/**
 * Fetches a file with the same headers (token, locale) and returns it as a blob. `onProgress` hears the
 * bytes received so far as they arrive (a long export shows its progress).
 */
export async function apiDownload<P extends ApiPath, M extends ApiMethod<P> = Extract<ApiMethod<P>, 'GET'>>(
  request: ApiRequest<P, M>,
  options: { onProgress?: (receivedBytes: number) => void } = {},
): Promise<DownloadedFile> {
  // Errors still come back as JSON; the file itself is whatever the export produces.
  const accept = 'application/json, */*;q=0.1';
  const { onProgress } = options;
  const { data, response } = await send(request as RawRequest, accept, onProgress ? 'stream' : 'blob');
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const filename = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  if (!onProgress) return { blob: data as Blob, filename };
  const reader = (data as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks as unknown as ConstructorParameters<typeof Blob>[0], { type }), filename };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
