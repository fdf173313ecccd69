// Transport only: builds the request, sends it, throws typed errors. Side effects (toasts, reloads,
// sign-out) live in the QueryClient's error handlers, never here.

export interface ProblemFieldError {
  path: string;
  message: string;
}

/** RFC 9457 body the API answers with (docs/api-contract.md). */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: ProblemFieldError[];
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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Scalar = string | number | boolean;
export type QueryParams = Record<string, Scalar | readonly Scalar[] | null | undefined>;

export interface ApiRequest {
  /** Operation name used in error messages, e.g. getVeterinaryEstablishment. */
  operation: string;
  method?: HttpMethod;
  /** Path template: `{name}` segments are filled from pathParams, e.g. /v1/veterinary_establishments/{id}. */
  path: string;
  /** A null, undefined or empty value raises RequiredParameterError before sending. */
  pathParams?: Record<string, string | number | null | undefined>;
  query?: QueryParams;
  body?: unknown;
  /** When true, a null or undefined body raises RequiredParameterError. */
  requiresBody?: boolean;
  signal?: AbortSignal;
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

export function buildQueryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function resolvePath(
  operation: string,
  path: string,
  pathParams: Record<string, unknown> | undefined,
): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = pathParams?.[name];
    if (value === null || value === undefined || value === '')
      throw new RequiredParameterError(name, operation);
    return encodeURIComponent(String(value));
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(request: ApiRequest, accept: string): Promise<[Response, ApiRequestInfo]> {
  if (!settings) throw new Error('configureApiClient() must run before the first API call');
  const { operation, method = 'GET', body, requiresBody, signal } = request;
  const path = resolvePath(operation, request.path, request.pathParams);
  if (requiresBody && (body === null || body === undefined))
    throw new RequiredParameterError('body', operation);

  const url = `${settings.baseUrl}${path}${buildQueryString(request.query)}`;
  const info: ApiRequestInfo = { operation, method, url, body };
  const headers = new Headers({ Accept: accept, 'Accept-Language': settings.getAcceptLanguage() });
  const token = await settings.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(info, { status: 0, statusText: message, body: undefined });
  }
  if (!response.ok) {
    throw new ApiError(info, {
      status: response.status,
      statusText: response.statusText,
      body: await readBody(response),
    });
  }
  return [response, info];
}

/** Sends a JSON request and returns the parsed JSON answer. */
export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  const [response] = await send(request, 'application/json');
  return (await readBody(response)) as T;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string | undefined;
}

/** Fetches a file with the same headers (token, locale) and returns it as a blob. */
export async function apiDownload(request: ApiRequest): Promise<DownloadedFile> {
  // Errors still come back as JSON; the file itself is whatever the export produces.
  const [response] = await send(request, 'application/json, */*;q=0.1');
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : undefined };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ListResponse<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}

export interface ItemResponse<T> {
  data: T;
}
