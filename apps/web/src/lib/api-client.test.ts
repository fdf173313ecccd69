import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildQueryString, configureApiClient } from './api-client.ts';

configureApiClient({
  baseUrl: 'https://api.test',
  getAccessToken: async () => 'token-1',
  getAcceptLanguage: () => 'fr-FR',
});

afterEach(() => vi.unstubAllGlobals());

describe('buildQueryString', () => {
  it('repeats array filters and skips empty values', () => {
    expect(buildQueryString({ page: 2, 'type[]': ['CAB', 'CLI'], q: '', tag: undefined, x: null })).toBe(
      '?page=2&type%5B%5D=CAB&type%5B%5D=CLI',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe('apiRequest', () => {
  it('refuses a missing path id before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest({
        operation: 'getVeterinaryEstablishment',
        path: '/v1/x/{id}',
        pathParams: { id: undefined },
      }),
    ).rejects.toThrow('Required parameter id was null or undefined when calling getVeterinaryEstablishment.');
    await expect(
      apiRequest({
        operation: 'createVeterinaryEstablishment',
        method: 'POST',
        path: '/v1/x',
        requiresBody: true,
      }),
    ).rejects.toThrow(
      'Required parameter body was null or undefined when calling createVeterinaryEstablishment.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the bearer token, the language and JSON headers', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { id: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest({ operation: 'get', path: '/v1/x/{id}', pathParams: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('https://api.test/v1/x/1');
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('fr-FR');
  });

  it('throws an ApiError carrying the status, the problem body and the request', async () => {
    const problem = {
      status: 409,
      title: 'Conflict',
      errors: [{ path: 'privilegedCode', message: 'Déjà utilisé' }],
    };
    vi.stubGlobal('fetch', async () =>
      Response.json(problem, { status: 409, headers: { 'content-type': 'application/problem+json' } }),
    );
    const error = await apiRequest({
      operation: 'create',
      method: 'POST',
      path: '/v1/x',
      body: { a: 1 },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.fieldErrors).toEqual(problem.errors);
    expect(apiError.request).toMatchObject({ method: 'POST', url: 'https://api.test/v1/x', body: { a: 1 } });
  });
});
