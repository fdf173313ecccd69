import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ApiMethod,
  type ApiQuery,
  type ApiResponse,
  apiDownload,
  apiRequest,
  buildQueryString,
  type Schemas,
} from '../src/client.ts';
import { json } from './support/client.ts';
import { type Received, useWire, wire } from './support/wire.ts';

useWire();

describe('buildQueryString', () => {
  it('repeats array filters and skips empty values', () => {
    expect(buildQueryString({ page: 2, 'type[]': ['CAB', 'CLI'], q: '', tag: undefined, x: null })).toBe(
      '?page=2&type%5B%5D=CAB&type%5B%5D=CLI',
    );
    expect(buildQueryString({})).toBe('');
  });
});

describe('apiRequest', () => {
  it('sends GET with the bearer token, the language and JSON accept; answers the parsed body', async () => {
    const answer = await apiRequest({
      operation: 'getVeterinaryEstablishment',
      path: '/v1/veterinary_establishments/{id}',
      pathParams: { id: 42 },
    });
    expect(answer).toEqual({ data: { id: 1 } });
    expect(wire.received).toHaveLength(1);
    const [request] = wire.received as [Received];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/v1/veterinary_establishments/42');
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['accept-language']).toBe('fr-FR');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.body).toBe('');
  });

  it('sends no Authorization header without a token', async () => {
    wire.accessToken = undefined;
    await apiRequest({ operation: 'getMe', path: '/v1/me' });
    expect(wire.received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the query and the JSON body as the server reads them', async () => {
    wire.handler = (_request, response) =>
      json(response, 200, { data: [], meta: { page: 1, limit: 10, total: 0 } });
    const answer = await apiRequest({
      operation: 'searchVeterinaryEstablishments',
      method: 'POST',
      path: '/v1/veterinary_establishments/search',
      query: { page: 1, limit: 10, 'type[]': ['CAB', 'CLI'] },
      body: { term: 'Lyon & Saint-Étienne' },
      requiresBody: true,
    });
    const [request] = wire.received as [Received];
    expect(request.method).toBe('POST');
    const url = new URL(request.url, wire.baseUrl);
    expect(url.pathname).toBe('/v1/veterinary_establishments/search');
    expect(url.searchParams.getAll('type[]')).toEqual(['CAB', 'CLI']);
    expect(url.searchParams.get('limit')).toBe('10');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ term: 'Lyon & Saint-Étienne' });
    expect(answer.meta.total).toBe(0);
  });

  it('answers undefined for a 204', async () => {
    wire.handler = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    const answer = await apiRequest({
      operation: 'deleteVeterinaryEstablishmentAddress',
      method: 'DELETE',
      path: '/v1/veterinary_establishment_addresses/{id}',
      pathParams: { id: 3 },
    });
    expect(answer).toBeUndefined();
    expect(wire.received[0]).toMatchObject({
      method: 'DELETE',
      url: '/v1/veterinary_establishment_addresses/3',
    });
  });
});

describe('apiDownload', () => {
  it('returns the file and its name, asking for any type but JSON errors first', async () => {
    wire.handler = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('établissements.csv')}`,
      });
      response.end('\uFEFFnom;code\r\n');
    };
    const file = await apiDownload({
      operation: 'exportVeterinaryEstablishments',
      path: '/v1/veterinary_establishments/export',
      query: { format: 'csv', 'tag[]': ['a'] },
    });
    expect(wire.received[0]?.url).toBe('/v1/veterinary_establishments/export?format=csv&tag%5B%5D=a');
    expect(wire.received[0]?.headers.accept).toBe('application/json, */*;q=0.1');
    expect(file.filename).toBe('établissements.csv');
    // The bytes are kept as sent, BOM included (French Excel needs it; Blob.text() would drop it).
    expect(Buffer.from(await file.blob.arrayBuffer()).toString('hex')).toBe(
      Buffer.from('\uFEFFnom;code\r\n').toString('hex'),
    );
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
});
