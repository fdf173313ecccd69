// The list and the detail over HTTP, against plain `pg` running the same (best) statements.

import type { Server } from 'node:http';
import { establishmentListQuerySchema } from '@vetbo/domain/establishments';
import Fastify from 'fastify';
import type pg from 'pg';
import {
  establishmentByIdStatement,
  establishmentPageStatements,
} from '../../apps/server/src/modules/establishments/establishment-statements.ts';
import { type BenchContext, CONNECTIONS, type LoadResult, load, loadPlainPg, ms } from './support.ts';

const rawQuery = { 'type[]': 'CLI', sortName: 'asc', page: '20', limit: '20' };
const LIST_PATH = '/v1/veterinary_establishments?type[]=CLI&sortName=asc&page=20&limit=20';

const row = (name: string, r: LoadResult, ceiling?: LoadResult) =>
  `| ${name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${
    ceiling ? `${((100 * r.rps) / ceiling.rps).toFixed(0)} %` : '100 %'
  } |`;

async function someIds(ctx: BenchContext): Promise<number[]> {
  const answer = await fetch(`${ctx.baseUrl}/v1/veterinary_establishments?limit=500&sortName=asc&page=40`, {
    headers: { authorization: `Bearer ${ctx.token}` },
  });
  return ((await answer.json()) as { data: { id: number }[] }).data.map((e) => e.id);
}

/**
 * The HTTP floor: a bare Fastify server in the same process answering a detail's body, already
 * serialised, with no token, role, database or validation. The detail's ceiling is whichever of this
 * and plain pg is lower: each API request pays an HTTP exchange AND a database round trip.
 */
async function loadBareHttp(ctx: BenchContext, id: number): Promise<LoadResult> {
  const answer = await fetch(`${ctx.baseUrl}/v1/veterinary_establishments/${id}`, {
    headers: { authorization: `Bearer ${ctx.token}` },
  });
  const body = await answer.text();
  const bare = Fastify();
  bare.get('/bare/:id', (_request, reply) => reply.type('application/json').send(body));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(
      { ...ctx, baseUrl: address, server: bare.server as Server },
      { path: `/bare/${id}` },
      CONNECTIONS,
    );
  } finally {
    await bare.close();
  }
}

export async function benchList(ctx: BenchContext): Promise<string> {
  const page = establishmentPageStatements(
    establishmentListQuerySchema.parse(rawQuery),
    Object.keys(rawQuery),
  );
  // The same statements the API sends, prepared once per connection as the API does.
  const runPage = (pool: pg.Pool) =>
    Promise.all([
      pool.query({ name: 'bench_page', ...page.rows }),
      pool.query({ name: 'bench_total', ...page.total }),
    ]);
  // The count every page paid before lists counted up to a threshold (docs/decisions.md): all the rows.
  const exactTotal = {
    text: `select count(*)::int as total from veterinary_establishments e where e.type = $1::establishment_type`,
    values: ['CLI'],
  };
  const runPageExactCount = (pool: pg.Pool) =>
    Promise.all([
      pool.query({ name: 'bench_page', ...page.rows }),
      pool.query({ name: 'bench_total_exact', ...exactTotal }),
    ]);
  const ids = await someIds(ctx);
  let next = 0;
  const nextId = () => ids[next++ % ids.length] as number;
  const runDetail = (pool: pg.Pool) =>
    pool.query({ name: 'bench_detail', ...establishmentByIdStatement(nextId()) });

  const list = await load(ctx, { path: LIST_PATH }, CONNECTIONS);
  const listCeiling = await loadPlainPg(ctx.databaseUrl, CONNECTIONS, runPage);
  const listExactCount = await loadPlainPg(ctx.databaseUrl, CONNECTIONS, runPageExactCount);
  const detail = await load(
    ctx,
    { path: ids.map((id) => `/v1/veterinary_establishments/${id}`) },
    CONNECTIONS,
  );
  const detailCeiling = await loadPlainPg(ctx.databaseUrl, CONNECTIONS, runDetail);
  const bareHttp = await loadBareHttp(ctx, ids[0] as number);
  return [
    `### List and detail — ${CONNECTIONS} connections`,
    '',
    `List: \`GET ${LIST_PATH}\` (page + count statements); detail: \`GET /v1/veterinary_establishments/{id}\` over 500 ids.`,
    '',
    '| measured | requests/s | p50 ms | p95 ms | share of plain pg |',
    '|---|---|---|---|---|',
    row('list, API over HTTP (token check, user and role, validation, JSON)', list, listCeiling),
    row('list, same statements through plain pg', listCeiling),
    row(
      'list through plain pg, counting every matching row (before the threshold)',
      listExactCount,
      listCeiling,
    ),
    row('detail, API over HTTP', detail, detailCeiling),
    row('detail, same statement through plain pg', detailCeiling),
    row(
      'detail body from a bare Fastify route (HTTP alone, no token, database or validation)',
      bareHttp,
      detailCeiling,
    ),
    ...(list.failed + detail.failed > 0 ? ['', `**${list.failed + detail.failed} requests failed**`] : []),
  ].join('\n');
}
