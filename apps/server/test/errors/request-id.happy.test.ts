// A client's X-Request-Id is kept beside the server's own request id, never instead of it (issue 20): a
// client that sends another request's id, or the same id twice, must not make two requests share one id
// in the logs, nor choose the reference a support person looks up.
import { Writable } from 'node:stream';
import type { Database } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';

interface LogLine {
  reqId?: string;
  clientRequestId?: string;
  msg?: string;
}

const lines: LogLine[] = [];
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const unreachable = {
    kind: 'postgresql',
    pool: { query: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')) },
  } as unknown as Database;
  app = await buildApp({
    database: unreachable,
    authenticate: async () => null,
    logLevel: 'info',
    logStream,
  });
  app.get('/v1/failing-route', { config: { access: 'public' } }, async () => {
    throw new Error('boom');
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('[ERRORS] request ids', () => {
  it("answers with the server's own id and logs the client's beside it", async () => {
    const answers = [];
    for (let index = 0; index < 2; index += 1) {
      // The same client id twice (a retry, or a forged id copied from another request).
      const response = await fetch(`${url}/v1/failing-route`, { headers: { 'x-request-id': 'client-42' } });
      answers.push({ id: response.headers.get('x-request-id'), body: (await response.json()) as never });
    }
    const [first, second] = answers as { id: string; body: { requestId: string; detail: string } }[];
    for (const answer of [first, second]) {
      expect(answer?.id).toMatch(UUID);
      expect(answer?.body.requestId).toBe(answer?.id);
      expect(answer?.body.detail).toContain(`Référence : ${answer?.id}.`);
    }
    expect(first?.id).not.toBe(second?.id);

    const logged = lines.filter((line) => line.reqId === first?.id);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    for (const line of logged) expect(line.clientRequestId).toBe('client-42');
    expect(lines.filter((line) => line.reqId === 'client-42')).toEqual([]);
  });

  it("logs no client id when there is none, and keeps a long one's first 100 characters", async () => {
    const plain = await fetch(`${url}/v1/failing-route`);
    const plainId = plain.headers.get('x-request-id');
    expect(plainId).toMatch(UUID);
    const plainLines = lines.filter((line) => line.reqId === plainId);
    expect(plainLines.length).toBeGreaterThan(0);
    for (const line of plainLines) expect(line).not.toHaveProperty('clientRequestId');

    const long = await fetch(`${url}/v1/failing-route`, { headers: { 'x-request-id': 'x'.repeat(500) } });
    const longId = long.headers.get('x-request-id');
    expect(longId).toMatch(UUID);
    for (const line of lines.filter((entry) => entry.reqId === longId))
      expect(line.clientRequestId).toBe('x'.repeat(100));
  });
});
