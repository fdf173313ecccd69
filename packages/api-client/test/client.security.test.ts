import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, configureApiClient } from '../src/client.ts';
import { json } from './support/client.ts';

/** What the tiny server below received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Received, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let handler: Handler;
let accessToken: string | undefined;

beforeAll(async () => {
  // A real HTTP server: the client's requests are checked as they arrive on the wire, not as mocks see them.
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  accessToken = 'token-1';
  handler = (_request, response) => json(response, 200, { data: { id: 1 } });
  configureApiClient({
    baseUrl,
    getAccessToken: async () => accessToken,
    getAcceptLanguage: () => 'fr-FR',
  });
});

describe('apiRequest', () => {
  it('encodes path parameters, so that a value cannot change the path', async () => {
    await apiRequest({
      operation: 'getVeterinaryEstablishment',
      path: '/v1/veterinary_establishments/{id}',
      pathParams: { id: '1/../../admin?x=1' as unknown as number },
    });
    expect(received[0]?.url).toBe('/v1/veterinary_establishments/1%2F..%2F..%2Fadmin%3Fx%3D1');
  });
});
