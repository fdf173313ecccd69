// Issue 8's figures: generating the periods of 10 000 subscriptions (the domain rules, in process), and
// the subscriptions list with a filter and a sort on 100 000 establishments × 3 subscriptions, over
// HTTP against plain `pg` running the statements the declared list sends.
import { performance } from 'node:perf_hooks';
import { generatePeriods, type SubscriptionTerms } from '@vetbo/domain/service-periods';
import pg from 'pg';
import { type BenchContext, CONNECTIONS, type LoadResult, load, loadPlainPg, ms } from './support.ts';

const PER_ESTABLISHMENT = 3;

/**
 * Three subscriptions per establishment (options in turn, start days spread over 2025) with their yearly
 * periods, written by SQL once: the demo catalogue's options must exist (the server seeds them).
 */
async function ensureSubscriptions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ wanted: number; present: number }>(
      `select (select count(*)::int from veterinary_establishments) * ${PER_ESTABLISHMENT} as wanted,
              (select count(*)::int from veterinary_establishment_service_subscriptions) as present`,
    );
    const { wanted = 0, present = 0 } = rows[0] ?? {};
    if (present < wanted * 0.9) {
      console.log(`▶ ${wanted} subscriptions and their periods`);
      await client.query('begin');
      await client.query(`
        with options as (
          select o.id, s.code, row_number() over (order by o.id) - 1 as n, count(*) over () as total
          from veterinary_service_options o join veterinary_services s on s.id = o.veterinary_service_id
          where o.status = 'ENABLED'),
        wanted as (
          select e.id as establishment_id, k,
            date '2025-01-01' + ((e.id * 7 + k * 31) % 365) as start_date
          from veterinary_establishments e cross join generate_series(1, ${PER_ESTABLISHMENT}) k
          where not exists (select 1 from veterinary_establishment_service_subscriptions x
                            where x.veterinary_establishment_id = e.id))
        insert into veterinary_establishment_service_subscriptions
          (veterinary_establishment_id, veterinary_service_option_id, start_date, end_date, parameters,
           annual_price_without_vat)
        select w.establishment_id, o.id, w.start_date, date '2026-12-31',
          jsonb_build_object('serviceCode', o.code, 'contractType', 'CALENDAR_YEAR', 'subscriptionType', 'BY_YEAR'),
          24000 + (w.establishment_id % 50) * 100
        from wanted w join options o on o.n = (w.establishment_id + w.k) % o.total`);
      await client.query(`
        insert into veterinary_establishment_service_periods
          (subscription_id, veterinary_establishment_id, start_date, end_date, price_without_vat, should_generate_invoice)
        select s.id, s.veterinary_establishment_id, y.start_date, y.end_date,
          round(s.annual_price_without_vat * ((y.end_date - y.start_date + 1)::numeric / 365))::int, true
        from veterinary_establishment_service_subscriptions s
        cross join lateral (values (s.start_date, date '2025-12-31'), (date '2026-01-01', date '2026-12-31'))
          as y(start_date, end_date)
        where not exists (select 1 from veterinary_establishment_service_periods p where p.subscription_id = s.id)`);
      await client.query('commit');
      await client.query('vacuum analyze veterinary_establishment_service_subscriptions');
      await client.query('vacuum analyze veterinary_establishment_service_periods');
    }
    const count = await client.query<{ n: number }>(
      'select count(*)::int as n from veterinary_establishment_service_subscriptions',
    );
    return count.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** The periods of 10 000 monthly subscriptions (120 000 periods with their prices), several times. */
function benchGeneration(): { subscriptions: number; periods: number; medianMs: number } {
  const terms: SubscriptionTerms[] = Array.from({ length: 10_000 }, (_, i) => ({
    startDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    contractType: i % 2 === 0 ? 'CALENDAR_YEAR' : 'ROLLING_YEAR',
    subscriptionType: 'BY_MONTH',
    annualPriceCents: 24_000 + i,
  }));
  const runs: number[] = [];
  let periods = 0;
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    periods = terms.reduce((sum, term) => sum + generatePeriods(term).length, 0);
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { subscriptions: terms.length, periods, medianMs: runs[3] ?? 0 };
}

export async function benchServices(ctx: BenchContext): Promise<string> {
  const subscriptions = await ensureSubscriptions(ctx.databaseUrl);
  const generation = benchGeneration();
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const option = (
    await client.query<{ id: number }>(
      "select id from veterinary_service_options where code = 'CE-ABO-ESSENTIEL'",
    )
  ).rows[0]?.id;
  await client.end();
  const path = `/v1/veterinary_establishment_service_subscriptions?veterinaryServiceOptionId[]=${option}&sortStartDate=desc&page=2&limit=20`;
  const api = await load(ctx, { path }, CONNECTIONS);
  // The statements the declared list sends: page of ids and count together, then the page's rows.
  const ceiling = await loadPlainPg(ctx.databaseUrl, CONNECTIONS, async (pool) => {
    const [page] = await Promise.all([
      pool.query<{ id: number }>(
        `select id from veterinary_establishment_service_subscriptions where veterinary_service_option_id = $1
         order by start_date desc, id desc limit 20 offset 20`,
        [option],
      ),
      pool.query(
        `select count(*)::int from (select 1 from veterinary_establishment_service_subscriptions
         where veterinary_service_option_id = $1 limit 10001) capped`,
        [option],
      ),
    ]);
    await pool.query(
      `select s.*, o.entitled, o.code, o.unit_price_without_vat, o.status, v.id as service_id, v.code as service_code,
         v.entitled as service_entitled, v.creditor_id
       from veterinary_establishment_service_subscriptions s
       join veterinary_service_options o on o.id = s.veterinary_service_option_id
       join veterinary_services v on v.id = o.veterinary_service_id where s.id = any($1)`,
      [page.rows.map((row) => row.id)],
    );
  });
  const row = (name: string, r: LoadResult, share: string) =>
    `| ${name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${share} |`;
  return [
    `### Services — ${subscriptions} subscriptions, ${CONNECTIONS} connections`,
    '',
    `Period generation (domain rules, in process): ${generation.subscriptions} monthly subscriptions → ` +
      `${generation.periods} periods with their prices in ${ms(generation.medianMs)} ms (median of 7 runs).`,
    '',
    `\`GET ${path}\` (one option's subscriptions, newest first, page 2).`,
    '',
    '| measured | requests/s | p50 ms | p95 ms | p99 ms | share of plain pg |',
    '|---|---|---|---|---|---|',
    row('subscriptions list, API over HTTP', api, `${((100 * api.rps) / ceiling.rps).toFixed(0)} %`),
    row('same statements through plain pg', ceiling, '100 %'),
    ...(api.failed > 0 ? ['', `**${api.failed} requests failed**`] : []),
  ].join('\n');
}
