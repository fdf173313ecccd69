import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  type ApiMethod,
  type ApiQuery,
  type ApiResponse,
  apiDownload,
  apiRequest,
  buildQueryString,
  configureApiClient,
  type Schemas,
} from '../src/client.ts';

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
  it('refuses a missing path id or body before sending anything, even when the types are bypassed', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest({
        operation: 'getVeterinaryEstablishment',
        path: '/v1/veterinary_establishments/{id}',
        pathParams: { id: undefined as unknown as number },
      }),
    ).rejects.toThrow('Required parameter id was null or undefined when calling getVeterinaryEstablishment.');
    await expect(
      // @ts-expect-error pathParams are required by the path template
      apiRequest({ operation: 'getVeterinaryEstablishment', path: '/v1/veterinary_establishments/{id}' }),
    ).rejects.toThrow('Required parameter id was null or undefined when calling getVeterinaryEstablishment.');
    await expect(
      // @ts-expect-error the operation requires a body
      apiRequest({
        operation: 'createVeterinaryEstablishment',
        method: 'POST',
        path: '/v1/veterinary_establishments',
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
    await apiRequest({
      operation: 'getVeterinaryEstablishment',
      path: '/v1/veterinary_establishments/{id}',
      pathParams: { id: 1 },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('https://api.test/v1/veterinary_establishments/1');
    expect(init.method).toBe('GET');
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('fr-FR');
  });

  it('sends the query and the JSON body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [], meta: { page: 1, limit: 10, total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await apiRequest({
      operation: 'searchVeterinaryEstablishments',
      method: 'POST',
      path: '/v1/veterinary_establishments/search',
      query: { page: 1, limit: 10, 'type[]': ['CAB', 'CLI'] },
      body: { term: 'lyon' },
      requiresBody: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(
      'https://api.test/v1/veterinary_establishments/search?page=1&limit=10&type%5B%5D=CAB&type%5B%5D=CLI',
    );
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"term":"lyon"}');
    expect(answer.meta.total).toBe(0);
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
      operation: 'createVeterinaryEstablishment',
      method: 'POST',
      path: '/v1/veterinary_establishments',
      body: { name: 'Clinique', privilegedCode: 'ABC', type: 'CLI' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.fieldErrors).toEqual(problem.errors);
    expect(apiError.request).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/veterinary_establishments',
      body: { name: 'Clinique', privilegedCode: 'ABC', type: 'CLI' },
    });
  });

  it('answers undefined for a 204', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const answer = await apiRequest({
      operation: 'deleteVeterinaryEstablishmentAddress',
      method: 'DELETE',
      path: '/v1/veterinary_establishment_addresses/{id}',
      pathParams: { id: 3 },
    });
    expect(answer).toBeUndefined();
  });
});

describe('apiDownload', () => {
  it('returns the blob and the file name of the answer', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('a;b\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="export.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload({
      operation: 'exportVeterinaryEstablishments',
      path: '/v1/veterinary_establishments/export',
      query: { format: 'csv', 'tag[]': ['a'] },
    });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('https://api.test/v1/veterinary_establishments/export?format=csv&tag%5B%5D=a');
    expect(file.filename).toBe('export.csv');
    expect(await file.blob.text()).toBe('a;b\n');
  });
});

describe('types from the generated paths', () => {
  it('infers methods, answers and queries from the OpenAPI document', () => {
    expectTypeOf<ApiMethod<'/v1/veterinary_establishments/{id}'>>().toEqualTypeOf<'GET' | 'PATCH'>();
    expectTypeOf<ApiMethod<'/v1/veterinary_establishments/search'>>().toEqualTypeOf<'POST'>();
    expectTypeOf<ApiResponse<'/v1/veterinary_establishments/{id}', 'GET'>>().toEqualTypeOf<{
      data: Schemas['Establishment'];
    }>();
    expectTypeOf<ApiResponse<'/v1/veterinary_establishments', 'POST'>>().toEqualTypeOf<{
      data: Schemas['Establishment'];
    }>();
    expectTypeOf<
      ApiResponse<'/v1/veterinary_establishment_addresses/{id}', 'DELETE'>
    >().toEqualTypeOf<undefined>();
    expectTypeOf<ApiQuery<'/v1/me', 'GET'>>().toBeNever();
    expectTypeOf<ApiQuery<'/v1/veterinary_establishments', 'GET'>['type[]']>().toEqualTypeOf<
      readonly ('CAB' | 'CHV' | 'CLI' | 'LAB' | 'OTHER')[] | undefined
    >();
  });

  it('refuses unknown paths, methods and query parameters', () => {
    const calls = () => {
      // @ts-expect-error not a path of the document
      void apiRequest({ operation: 'x', path: '/v1/unknown' });
      // @ts-expect-error no GET on the search path
      void apiRequest({ operation: 'x', path: '/v1/veterinary_establishments/search' });
      // @ts-expect-error not a query parameter of the operation
      void apiRequest({ operation: 'x', path: '/v1/veterinary_establishments', query: { unknown: 1 } });
    };
    expect(calls).toBeTypeOf('function');
  });
});
