// Shared by the benchmark's sections: the run's context, a server-side latency recorder, a load run.

import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CONNECTION_OPTIONS } from '@vetbo/db/database';
import pg from 'pg';
import type { LoadClientConfig } from './load-client.ts';

const run = promisify(execFile);
const CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export interface BenchContext {
  baseUrl: string;
  token: string;
  databaseUrl: string;
  /** The HTTP server under test: requests are timed from their arrival to their last byte. */
  server: Server;
}

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function ensureDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

/** Server-side latencies: from the request's arrival to the response's end, as the server sees them. */
function recordServerTimes(server: Server): { stop(): number[] } {
  const times: number[] = [];
  const onRequest = (_request: unknown, response: { once(event: 'finish', listener: () => void): void }) => {
    const start = performance.now();
    response.once('finish', () => times.push(performance.now() - start));
  };
  server.on('request', onRequest);
  return {
    stop() {
      server.off('request', onRequest);
      return times.sort((a, b) => a - b);
    },
  };
}

/**
 * Closed-loop load (autocannon, in another process so that the client does not take the server's CPU)
 * on one request shape, the paths used in turn; latencies measured by the server.
 */
export async function load(
  ctx: BenchContext,
  request: { path: string | string[]; method?: 'GET' | 'POST'; body?: unknown },
  connections: number,
  durationS = DURATION_S,
): Promise<LoadResult> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${ctx.token}`,
    accept: 'application/json',
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const config: LoadClientConfig = {
    url: ctx.baseUrl,
    paths: typeof request.path === 'string' ? [request.path] : request.path,
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections,
    durationS,
  };
  const recorder = recordServerTimes(ctx.server);
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLIENT, JSON.stringify(config)]);
  const times = recorder.stop();
  return {
    rps: times.length / durationS,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failed: (JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { failed: number }).failed,
  };
}

/** The same closed loop on a bare `pg` pool: what the database alone answers for the same statements. */
export async function loadPlainPg(
  databaseUrl: string,
  connections: number,
  run: (pool: pg.Pool) => Promise<unknown>,
  durationS = DURATION_S,
): Promise<LoadResult> {
  // The API's own connection settings (no JIT, no parallel workers): the same statements, planned alike.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections, options: CONNECTION_OPTIONS });
  const latencies: number[] = [];
  const end = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        await run(pool);
        latencies.push(performance.now() - start);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / durationS,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failed: 0,
  };
}

export const ms = (value: number) => value.toFixed(1);
