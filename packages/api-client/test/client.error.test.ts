import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiDownload,
  apiRequest,
  configureApiClient,
  RequiredParameterError,
} from '../src/client.ts';
import { json } from './support/client.ts';
import { useWire, wire } from './support/wire.ts';

useWire();

describe('apiRequest', () => {
  it('refuses a missing path id or body before sending anything, even when the types are bypassed', async () => {
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
    ).rejects.toBeInstanceOf(RequiredParameterError);
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
    expect(wire.received).toEqual([]);
  });

  it('throws an ApiError carrying the status, the problem, its field errors and the request', async () => {
    const problem = {
      type: 'about:blank',
      status: 409,
      title: 'Code privilégié déjà utilisé',
      detail: 'Le code privilégié BCD234 est déjà attribué à un autre établissement.',
      errors: [{ path: 'privilegedCode', message: 'Ce code privilégié est déjà utilisé' }],
    };
    wire.handler = (_request, response) =>
      json(response, 409, problem, 'application/problem+json; charset=utf-8');
    const body = { name: 'Clinique', privilegedCode: 'BCD234', type: 'CLI' as const };
    const error = await apiRequest({
      operation: 'createVeterinaryEstablishment',
      method: 'POST',
      path: '/v1/veterinary_establishments',
      body,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.message).toBe(problem.detail);
    expect(apiError.problem).toEqual(problem);
    expect(apiError.fieldErrors).toEqual(problem.errors);
    expect(apiError.request).toEqual({
      operation: 'createVeterinaryEstablishment',
      method: 'POST',
      url: `${wire.baseUrl}/v1/veterinary_establishments`,
      body,
    });
  });

  it('throws an ApiError for a non-JSON error answer, keeping its text', async () => {
    wire.handler = (_request, response) => {
      response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
      response.end('<h1>upstream down</h1>');
    };
    const error = (await apiRequest({ operation: 'getMe', path: '/v1/me' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.response.body).toBe('<h1>upstream down</h1>');
    expect(error.fieldErrors).toEqual([]);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    configureApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      getAccessToken: async () => undefined,
      getAcceptLanguage: () => 'en',
    });
    const error = (await apiRequest({ operation: 'getMe', path: '/v1/me' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('rejects with the abort reason, not an ApiError, when the caller aborts', async () => {
    // Never answers: only the abort ends the request, sent once the server has it (no stray request later).
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    wire.handler = () => arrived();
    const controller = new AbortController();
    const pending = apiRequest({ operation: 'getMe', path: '/v1/me', signal: controller.signal });
    await arrival;
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('apiDownload', () => {
  it('throws the ApiError of a refused export', async () => {
    wire.handler = (_request, response) =>
      json(response, 400, { status: 400, errors: [{ path: 'format', message: 'x' }] });
    const error = await apiDownload({
      operation: 'exportVeterinaryEstablishments',
      path: '/v1/veterinary_establishments/export',
      query: { format: 'csv' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual([{ path: 'format', message: 'x' }]);
  });
});

describe('types from the generated paths', () => {
  it('refuses unknown paths, methods and query parameters at compile time; at run time they go as written', async () => {
    // The @ts-expect-error lines are the compile-time test (tsc -p packages/api-client fails without them).
    wire.handler = (_request, response) => json(response, 404, { status: 404, code: 'ROUTE_NOT_FOUND' });
    // @ts-expect-error not a path of the document
    await expect(apiRequest({ operation: 'x', path: '/v1/unknown' })).rejects.toMatchObject({ status: 404 });
    wire.handler = (_request, response) => json(response, 200, { data: [] });
    // @ts-expect-error no GET on the search path
    await apiRequest({ operation: 'x', path: '/v1/veterinary_establishments/search' });
    // @ts-expect-error not a query parameter of the operation
    await apiRequest({ operation: 'x', path: '/v1/veterinary_establishments', query: { unknown: 1 } });
    expect(wire.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/unknown',
      'GET /v1/veterinary_establishments/search',
      'GET /v1/veterinary_establishments?unknown=1',
    ]);
  });
});
