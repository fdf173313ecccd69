// The users' quick search on 300 000 users (issue 7): server-side p50/p95 per kind of term, at 1 and
// 16 connections; the spec's users tab sends an e-mail local part followed by "@".
import pg from 'pg';
import { type BenchContext, CONNECTIONS, load, ms } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SEARCH_DURATION ?? 5);
const PATH = '/v1/users/search?limit=10';

/** Terms taken from the data, so each one finds what a user typing it would look for. */
async function terms(
  databaseUrl: string,
): Promise<{ count: number; terms: { kind: string; term: string }[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; last_name: string }>(
      'select email, last_name from users order by id offset (select count(*) / 2 from users) limit 1',
    );
    const count = (await client.query<{ count: number }>('select count(*)::int as count from users')).rows[0];
    const email = rows[0]?.email ?? 'camille.martin@example.fr';
    const local = email.slice(0, email.indexOf('@'));
    return {
      count: count?.count ?? 0,
      terms: [
        { kind: 'e-mail local part and @', term: `${local}@` },
        { kind: 'e-mail prefix', term: local.slice(0, 9) },
        { kind: 'name fragment', term: (rows[0]?.last_name ?? 'Martin').toLowerCase() },
      ],
    };
  } finally {
    await client.end();
  }
}

async function matches(ctx: BenchContext, term: string): Promise<number> {
  const answer = await fetch(`${ctx.baseUrl}${PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ term }),
  });
  return ((await answer.json()) as { meta: { total: number } }).meta.total;
}

export async function benchUsers(ctx: BenchContext): Promise<string> {
  const data = await terms(ctx.databaseUrl);
  const lines = [
    `### Users quick search — ${data.count} users, server-side latency, ${DURATION_S} s per line`,
    '',
    `\`POST ${PATH}\` with \`{ term }\`.`,
    '',
    '| term | matches | 1 conn. p50 / p95 ms | 1 conn. req/s | ' +
      `${CONNECTIONS} conn. p50 / p95 ms | ${CONNECTIONS} conn. req/s |`,
    '|---|---|---|---|---|---|',
  ];
  let failed = 0;
  for (const { kind, term } of data.terms) {
    const total = await matches(ctx, term);
    const request = { path: PATH, method: 'POST' as const, body: { term } };
    const one = await load(ctx, request, 1, DURATION_S);
    const many = await load(ctx, request, CONNECTIONS, DURATION_S);
    failed += one.failed + many.failed;
    lines.push(
      `| ${kind} "${term}" | ${total} | ${ms(one.p50)} / ${ms(one.p95)} | ${one.rps.toFixed(0)} | ` +
        `${ms(many.p50)} / ${ms(many.p95)} | ${many.rps.toFixed(0)} |`,
    );
  }
  if (failed > 0) lines.push('', `**${failed} requests failed**`);
  return lines.join('\n');
}
