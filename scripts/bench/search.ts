// Quick search and list search: server-side p50/p95 per kind of term, at 1 and 16 connections.
import { type BenchContext, CONNECTIONS, load, ms } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SEARCH_DURATION ?? 5);

/** One term of each kind the spec names; the code prefix is taken from the data. */
async function terms(ctx: BenchContext): Promise<{ kind: string; term: string }[]> {
  const answer = await fetch(
    `${ctx.baseUrl}/v1/veterinary_establishments?limit=1&sortPrivilegedCode=asc&page=500`,
    {
      headers: { authorization: `Bearer ${ctx.token}` },
    },
  );
  const [first] = ((await answer.json()) as { data: { privilegedCode: string }[] }).data;
  return [
    { kind: 'code prefix', term: (first?.privilegedCode ?? 'BCD').slice(0, 3) },
    { kind: 'name fragment', term: 'PASTEUR' },
    { kind: 'city prefix', term: 'avign' },
    { kind: 'postal code', term: '84000' },
  ];
}

async function matches(ctx: BenchContext, path: string, term: string): Promise<number> {
  const answer = await fetch(`${ctx.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ term }),
  });
  return ((await answer.json()) as { meta: { total: number } }).meta.total;
}

export async function benchSearch(ctx: BenchContext): Promise<string> {
  const quick = '/v1/veterinary_establishments/search?limit=10';
  // What the web list sends when its search box is filled (apps/web/src/features/establishments/api).
  const list = '/v1/veterinary_establishments/search?page=1&limit=20&sortName=asc';
  const cases = [
    ...(await terms(ctx)).map(({ kind, term }) => ({
      label: `quick search, ${kind} "${term}"`,
      path: quick,
      term,
    })),
    { label: 'list search (page 1, by name), "pasteur"', path: list, term: 'pasteur' },
    { label: 'list search, page 2, "lyon"', path: list.replace('page=1', 'page=2'), term: 'lyon' },
  ];
  const lines = [
    `### Search — server-side latency, ${DURATION_S} s per line`,
    '',
    '| request | matches | 1 conn. p50 / p95 ms | 1 conn. req/s | ' +
      `${CONNECTIONS} conn. p50 / p95 ms | ${CONNECTIONS} conn. req/s |`,
    '|---|---|---|---|---|---|',
  ];
  let failed = 0;
  for (const { label, path, term } of cases) {
    const total = await matches(ctx, path, term);
    const one = await load(ctx, { path, method: 'POST', body: { term } }, 1, DURATION_S);
    const many = await load(ctx, { path, method: 'POST', body: { term } }, CONNECTIONS, DURATION_S);
    failed += one.failed + many.failed;
    lines.push(
      `| ${label} | ${total} | ${ms(one.p50)} / ${ms(one.p95)} | ${one.rps.toFixed(0)} | ` +
        `${ms(many.p50)} / ${ms(many.p95)} | ${many.rps.toFixed(0)} |`,
    );
  }
  if (failed > 0) lines.push('', `**${failed} requests failed**`);
  return lines.join('\n');
}
