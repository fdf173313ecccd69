import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, configureApiClient, retryAfterSeconds } from '../src/client.ts';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-05-04T10:00:00Z');

  it('gives nothing for an absent or unreadable header', () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-3', now)).toBeUndefined();
  });
});

describe('a 503 answer', () => {
  let server: Server;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '5' });
      response.end(
        JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'La base est injoignable.' }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      getAccessToken: async () => 'token',
      getAcceptLanguage: () => 'fr-FR',
    });
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is thrown with its Retry-After, for the caller to wait before trying again', async () => {
    const error = await apiRequest({ operation: 'getMe', path: '/v1/me' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).response.retryAfterSeconds).toBe(5);
    expect((error as ApiError).problem?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
