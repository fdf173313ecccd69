// `npm run bench`: the establishments list under load, on 100 000 generated establishments in PostgreSQL,
// compared with the ceiling of the same two SQL statements sent through plain `pg`.
// BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/vetbo_bench) is created if missing.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { establishmentListQuerySchema } from '@vetbo/domain/establishments';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { establishmentPageQueries } from '../apps/server/src/modules/establishments/establishments.repository.ts';
import { startServer } from '../apps/server/src/server.ts';
import { freePort } from '../apps/server/test/support/free-port.ts';
import { signInForAccessToken } from '../apps/server/test/support/oidc-client.ts';

const ESTABLISHMENTS = Number(process.env.BENCH_ESTABLISHMENTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/vetbo_bench';
const rawQuery = { 'type[]': 'CLI', sortName: 'asc', page: '20', limit: '20' };
const path = '/v1/veterinary_establishments?type[]=CLI&sortName=asc&page=20&limit=20';

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The same statements the API runs for one page, through a bare pool: the database's own ceiling. */
async function plainPgCeiling(db: Parameters<typeof establishmentPageQueries>[0]) {
  const query = establishmentListQuerySchema.parse(rawQuery);
  const queries = establishmentPageQueries(db, query, rawQuery);
  const statements = [queries.rows.toSQL(), queries.total.toSQL()];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const latencies: number[] = [];
  const end = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        for (const statement of statements) await pool.query(statement.sql, statement.params as unknown[]);
        latencies.push(performance.now() - start);
      }
    }),
  );
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / DURATION_S,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

await ensureDatabase(databaseUrl);
console.log(`▶ ${ESTABLISHMENTS} establishments in ${databaseUrl}`);
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'packages/db/src/seed/scale.ts', '--establishments', String(ESTABLISHMENTS)],
  {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  },
);

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  PORT: '0',
  HOST: '127.0.0.1',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
});
const port = await freePort();
const fixed = await startServer({ ...config, port, publicUrl: `http://127.0.0.1:${port}` });
const baseUrl = `http://127.0.0.1:${port}`;
const token = await signInForAccessToken(baseUrl, 'moderator@vetbo.test', 'vetbo-demo');

const check = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
const body = (await check.json()) as { meta: { total: number } };
console.log(`▶ GET ${path} → ${check.status}, ${body.meta.total} matching establishments`);

const result = await autocannon({
  url: `${baseUrl}${path}`,
  connections: CONNECTIONS,
  duration: DURATION_S,
  headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
});
const ceiling = await plainPgCeiling(fixed.database.db);
await fixed.close();

const row = (name: string, rps: number, p50: number, p99: number) =>
  `| ${name} | ${rps.toFixed(0)} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`;
console.log(
  `\nCLI, sortName asc, page 20 of 20 — ${CONNECTIONS} connections, ${DURATION_S} s, non-2xx: ${result.non2xx}\n`,
);
console.log('| measured | requests/s | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
console.log(
  row(
    'API over HTTP (auth, validation, 2 queries, JSON)',
    result.requests.average,
    result.latency.p50,
    result.latency.p99,
  ),
);
console.log(row('same 2 SQL statements through plain pg', ceiling.rps, ceiling.p50, ceiling.p99));
if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
