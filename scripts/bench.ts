// `npm run bench`: the establishments list, detail, search and export on 100 000 generated
// establishments in PostgreSQL, each against what the database alone does (plain `pg`, `\copy`).
// BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/vetbo_bench) is created and seeded if
// needed. Shorter runs: BENCH_DURATION (s, list and detail), BENCH_SEARCH_DURATION (s per search line),
// BENCH_EXPORT_RUNS, BENCH_CONNECTIONS (default 16), BENCH_ONLY=search,export,list,directory,users,services,billing,salesJournals,sepa,web
// (a subset). BENCH_USERS (default 300 000) users are added for the users' quick search. BENCH_POOL_SIZE
// sets the server's DATABASE_POOL_SIZE (default: the server's own default).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { freePort } from '../apps/server/test/support/free-port.ts';
import { signInForAccessToken } from '../apps/server/test/support/oidc-client.ts';
import { benchBilling } from './bench/billing.ts';
import { benchDirectory } from './bench/directory.ts';
import { benchExport, benchExportRetention } from './bench/export.ts';
import { benchList } from './bench/list.ts';
import { benchSalesJournals } from './bench/sales-journals.ts';
import { benchSearch } from './bench/search.ts';
import { benchSepaFiles } from './bench/sepa-files.ts';
import { benchServices } from './bench/services.ts';
import { type BenchContext, CONNECTIONS, DURATION_S, ensureDatabase } from './bench/support.ts';
import { benchUsers } from './bench/users.ts';
import { benchWeb } from './bench/web.ts';

const ESTABLISHMENTS = Number(process.env.BENCH_ESTABLISHMENTS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 300_000);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/vetbo_bench';
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (section: string) => !only || only.includes(section);

// The web figures need the built app, served by the same server.
if (wanted('web') && !existsSync('apps/web/dist/index.html'))
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
await ensureDatabase(databaseUrl);
console.log(`▶ ${ESTABLISHMENTS} establishments in ${databaseUrl}`);
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'packages/db/src/seed/scale.ts',
    '--establishments',
    String(ESTABLISHMENTS),
    '--users',
    String(USERS),
  ],
  { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
);
// Fresh statistics and visibility map after a bulk load: the counts use index-only scans.
execFileSync('psql', ['-X', '-q', databaseUrl, '-c', 'vacuum analyze'], { stdio: 'inherit' });

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  PORT: '0',
  HOST: '127.0.0.1',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
});
const port = await freePort();
const running = await startServer({ ...config, port, publicUrl: `http://127.0.0.1:${port}` });
const baseUrl = `http://127.0.0.1:${port}`;
const ctx: BenchContext = {
  baseUrl,
  databaseUrl,
  token: await signInForAccessToken(baseUrl, 'moderator@vetbo.test', 'vetbo-demo'),
  server: running.app.server as Server,
};

const sections: string[] = [
  `## Run of ${new Date().toISOString().slice(0, 16)}Z — ${ESTABLISHMENTS} establishments, ` +
    `${CONNECTIONS} connections, ${DURATION_S} s per load`,
];
try {
  if (wanted('search')) sections.push(await benchSearch(ctx));
  if (wanted('export')) sections.push(await benchExport(ctx));
  if (wanted('list')) sections.push(await benchList(ctx));
  if (wanted('directory')) sections.push(await benchDirectory(ctx));
  if (wanted('users')) sections.push(await benchUsers(ctx));
  if (wanted('services')) sections.push(await benchServices(ctx));
  if (wanted('billing')) sections.push(await benchBilling(ctx));
  // After billing: its list data needs the billing table as billing left it.
  if (wanted('salesJournals')) sections.push(await benchSalesJournals(ctx));
  if (wanted('sepa')) sections.push(await benchSepaFiles());
  if (wanted('web')) sections.push(await benchWeb({ baseUrl }));
  // Last: it forces full collections (see benchExportRetention).
  if (wanted('export')) sections.push(await benchExportRetention(ctx));
} finally {
  await running.close();
}
console.log(`\n${sections.join('\n\n')}`);
if (sections.some((section) => section.includes('failed**'))) process.exitCode = 1;
