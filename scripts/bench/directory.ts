// The legal structures and workgroups lists over HTTP, against plain `pg` running the statements their
// declared lists send (page of ids, count, the page's rows with their joins).
import type pg from 'pg';
import { type BenchContext, CONNECTIONS, type LoadResult, load, loadPlainPg, ms } from './support.ts';

const LEGAL_PATH = '/v1/legal_structures?sortSocialReason=asc&page=2&limit=20';
const GROUPS_PATH = '/v1/veterinary_groups?sortEntitled=asc&page=1&limit=20';

const LEGAL = {
  page: 'select id from legal_structures order by social_reason collate "fr-x-icu" asc, id asc limit 20 offset 20',
  // Counted up to the threshold, as every list now counts (docs/decisions.md).
  count: 'select count(*)::int from (select 1 from legal_structures limit 10001) capped',
  rows: 'select * from legal_structures where id = any($1)',
};
const GROUPS = {
  page: 'select id from veterinary_groups order by entitled collate "fr-x-icu" asc, id asc limit 20 offset 0',
  count: 'select count(*)::int from (select 1 from veterinary_groups limit 10001) capped',
  rows: `select g.*, l.id as legal_id, l.social_reason,
      (select count(*)::int from veterinary_establishment_members m
        where m.veterinary_group_id = g.id and (m.leave_date is null or m.leave_date >= current_date)) as active
    from veterinary_groups g left join legal_structures l on l.id = g.legal_structure_id where g.id = any($1)`,
};

/** The three statements of one page, as the API sends them: page and count together, then the rows. */
const runList = (statements: typeof LEGAL) => async (pool: pg.Pool) => {
  const [page] = await Promise.all([
    pool.query<{ id: number }>(statements.page),
    pool.query(statements.count),
  ]);
  await pool.query(statements.rows, [page.rows.map((row) => row.id)]);
};

const row = (name: string, r: LoadResult, ceiling?: LoadResult) =>
  `| ${name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${
    ceiling ? `${((100 * r.rps) / ceiling.rps).toFixed(0)} %` : '100 %'
  } |`;

export async function benchDirectory(ctx: BenchContext): Promise<string> {
  const legal = await load(ctx, { path: LEGAL_PATH }, CONNECTIONS);
  const legalCeiling = await loadPlainPg(ctx.databaseUrl, CONNECTIONS, runList(LEGAL));
  const groups = await load(ctx, { path: GROUPS_PATH }, CONNECTIONS);
  const groupsCeiling = await loadPlainPg(ctx.databaseUrl, CONNECTIONS, runList(GROUPS));
  return [
    `### Legal structures and workgroups lists — ${CONNECTIONS} connections`,
    '',
    `\`GET ${LEGAL_PATH}\` and \`GET ${GROUPS_PATH}\` (declared lists: page of ids and count, then the page's rows).`,
    '',
    '| measured | requests/s | p50 ms | p95 ms | share of plain pg |',
    '|---|---|---|---|---|',
    row('legal structures, API over HTTP', legal, legalCeiling),
    row('legal structures, same statements through plain pg', legalCeiling),
    row('workgroups, API over HTTP', groups, groupsCeiling),
    row('workgroups, same statements through plain pg', groupsCeiling),
    ...(legal.failed + groups.failed > 0 ? ['', `**${legal.failed + groups.failed} requests failed**`] : []),
  ].join('\n');
}
