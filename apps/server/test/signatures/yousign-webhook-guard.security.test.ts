// The Yousign webhook checks X-Yousign-Signature-256 before any other work on the body (issue 20): with a
// database every query of which fails, an unsigned or forged call is still a plain 401 — nothing was read
// for it — and only a correctly signed one goes further.
import { createHmac } from 'node:crypto';
import type { Database } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';

const SECRET = 'webhook-guard-secret';
let app: FastifyInstance;
let url: string;
let queries = 0;

beforeAll(async () => {
  const failing = () => {
    queries += 1;
    return Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
  };
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = { query: failing, connect: failing, on: () => pool };
  const database = { kind: 'postgresql', pool, db: drizzle(pool as never) } as unknown as Database;
  app = await buildApp({
    database,
    authenticate: async () => null,
    logLevel: 'silent',
    yousign: { apiKey: 'unused', baseUrl: 'http://127.0.0.1:9', webhookSecret: SECRET },
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => app.close());

const event = JSON.stringify({
  event_id: 'evt-1',
  event_name: 'signature_request.done',
  event_time: '1767225600',
  data: { signature_request: { id: 'sr-unknown', status: 'done' } },
});
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const post = (body: string, signature?: string) =>
  fetch(`${url}/v1/webhooks/yousign`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-yousign-signature-256': signature } : {}),
    },
    body,
  });

describe('[YOUSIGN] the webhook signature comes first', () => {
  it('refuses unsigned and forged events with 401 without reading the database', async () => {
    const before = queries;
    for (const signature of [undefined, 'sha256=zz', sign(event, 'another-secret'), sign(`${event} `)]) {
      const answer = await post(event, signature);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(queries).toBe(before);
  });

  it('goes on to the database only for a correctly signed event', async () => {
    const before = queries;
    const answer = await post(event, sign(event));
    expect(answer.status).not.toBe(401);
    expect(queries).toBeGreaterThan(before);
  });
});
