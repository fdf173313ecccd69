// Shared by client.error.test.ts, client.happy.test.ts and client.security.test.ts: a real HTTP server, so
// that the client's requests are checked as they arrive on the wire, not as mocks see them.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureApiClient } from '../../src/client.ts';
import { json } from './client.ts';

/** What the tiny server received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Received, response: ServerResponse) => void;

/** The server's address, what it received, how it answers and the token the client sends; reset before each test. */
export const wire = {
  baseUrl: '',
  received: [] as Received[],
  handler: (() => undefined) as Handler,
  accessToken: undefined as string | undefined,
};

/** Starts the server for the file's tests and points the client at it before each one. */
export function useWire(): void {
  let server: Server;
  beforeAll(async () => {
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
        wire.received.push(entry);
        wire.handler(entry, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    wire.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    wire.received = [];
    wire.accessToken = 'token-1';
    wire.handler = (_request, response) => json(response, 200, { data: { id: 1 } });
    configureApiClient({
      baseUrl: wire.baseUrl,
      getAccessToken: async () => wire.accessToken,
      getAcceptLanguage: () => 'fr-FR',
    });
  });
}
