// The invoices list and its quick filters on 1 000 000 invoices (issue 23 §6) over HTTP, against plain `pg`
// running the statements the list sends (part of benchBilling, billing.ts).
import { openDatabase } from '@vetbo/db/database';
import { creditors, billingDocuments as d } from '@vetbo/db/schema/index';
import { invoiceList } from '@vetbo/domain/billing/documents';
import { totalCap } from '@vetbo/domain/list-definition';
import { count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { documentLists } from '../../apps/server/src/modules/billing/billing.repository.ts';
import { LIST_INVOICES } from './billing-data.ts';
import { type BenchContext, CONNECTIONS, type LoadResult, load, loadPlainPg, ms } from './support.ts';

interface ListCase {
  name: string;
  raw: Record<string, string | string[]>;
  term?: string;
}

const LIST_CASES: ListCase[] = [
  { name: 'payment status unpaid or rejected', raw: { 'paymentStatus[]': ['UNPAID', 'REJECTED'] } },
  { name: 'category deliveries, page 3', raw: { 'category[]': 'SERVICE_DELIVERY', page: '3' } },
  { name: 'creditor 2', raw: { 'creditorId[]': '2' } },
  { name: 'issued in March 2025', raw: { fromIssueDate: '2025-03-01', toIssueDate: '2025-03-31' } },
  { name: 'by amount with VAT, descending, page 2', raw: { sortAmountWithVat: 'desc', page: '2' } },
  {
    name: 'unpaid of creditor 1 by amount',
    raw: { 'paymentStatus[]': 'UNPAID', 'creditorId[]': '1', sortAmountWithVat: 'desc' },
  },
  { name: 'search by number "FVS-2025-01234"', raw: {}, term: 'FVS-2025-01234' },
];

const queryString = (raw: ListCase['raw']) =>
  new URLSearchParams(
    Object.entries(raw).flatMap(([key, value]) => [value].flat().map((v) => [key, v] as [string, string])),
  ).toString();

// The columns the API reads for a page (every one but the frozen content).
const { content: _content, ...answered } = getTableColumns(d);

interface Built {
  sql: string;
  params: unknown[];
}
interface CaseStatements {
  search?: Built;
  page?: { page: Built; total: Built };
  rowsOf(ids: number[]): Built;
}

/** The statements `paginate` sends for the case: page of ids and capped count (named), then the page's rows. */
function plainStatements(db: Awaited<ReturnType<typeof openDatabase>>['db'], c: ListCase): CaseStatements {
  const list = documentLists.INVOICE;
  const raw = Object.fromEntries(Object.entries(c.raw));
  const query = invoiceList.querySchema.parse(raw) as never as { page: number; limit: number };
  const where = list.where(query as never, c.term);
  const terms = list.definition.sortTerms(query as never, Object.keys(raw));
  const offset = (query.page - 1) * query.limit;
  const rowsOf = (ids: number[]) =>
    db
      .select({ document: answered, creditorName: creditors.name })
      .from(d)
      .innerJoin(creditors, eq(creditors.id, d.creditorId))
      .where(inArray(d.id, ids))
      .toSQL();
  if (c.term !== undefined) {
    const keys = list.sortKeys(terms);
    const kept = keys.flatMap((key, i) =>
      key.expression === d.id ? [] : [sql`${key.expression} as ${sql.identifier(`s${i}`)}`],
    );
    const order = sql.join(
      keys.map(
        (key, i) =>
          sql`${key.expression === d.id ? sql.identifier('id') : sql.identifier(`s${i}`)} ${sql.raw(key.direction)}${sql.raw(key.nullsLast ? ' nulls last' : '')}`,
      ),
      sql`, `,
    ); // prettier-ignore
    const search = sql`with matches as materialized (select ${sql.join([sql`${d.id} as "id"`, ...kept], sql`, `)} from ${d} where ${where})
      select (select count(*)::int from matches) as total, array(select "id" from matches order by ${order} limit ${query.limit} offset ${offset}) as ids`; // prettier-ignore
    const dialect = (
      db as unknown as { dialect: { sqlToQuery(s: unknown): { sql: string; params: unknown[] } } }
    ).dialect;
    const built = dialect.sqlToQuery(search);
    return { search: built, rowsOf };
  }
  const page = db
    .select({ id: d.id })
    .from(d)
    .where(where)
    .orderBy(...list.orderBy(terms))
    .limit(query.limit)
    .offset(offset)
    .toSQL(); // prettier-ignore
  const cap = totalCap(list.definition.total, query as never);
  const total = db
    .select({ total: count() })
    .from(db.select({ one: sql`1` }).from(d).where(where).limit(cap).as('capped'))
    .toSQL(); // prettier-ignore
  return { page: { page, total }, rowsOf };
}

export async function benchBillingLists(ctx: BenchContext): Promise<string> {
  const database = await openDatabase({ url: ctx.databaseUrl, poolSize: 1 });
  const rows: string[] = [];
  let failed = 0;
  try {
    for (const [index, c] of LIST_CASES.entries()) {
      const statements = plainStatements(database.db, c);
      const { search, page: pageAndTotal } = statements;
      const path = c.term === undefined ? `/v1/invoices?${queryString(c.raw)}` : '/v1/invoices/search';
      const apiLoad = await load(
        ctx,
        c.term === undefined ? { path } : { path, method: 'POST', body: { term: c.term } },
        CONNECTIONS,
      );
      const plain = await loadPlainPg(ctx.databaseUrl, CONNECTIONS, async (pool) => {
        let ids: number[];
        if (search) {
          const answer = await pool.query({
            name: `bill_s${index}`,
            text: search.sql,
            values: search.params,
          });
          ids = answer.rows[0]?.ids ?? [];
        } else if (pageAndTotal) {
          const { page: pageSql, total } = pageAndTotal;
          const [page] = await Promise.all([
            pool.query({
              name: `bill_p${index}`,
              text: pageSql.sql,
              values: pageSql.params,
              rowMode: 'array',
            }), // prettier-ignore
            pool.query({ name: `bill_c${index}`, text: total.sql, values: total.params }),
          ]);
          ids = page.rows.map((row) => Number((row as unknown[])[0]));
        } else ids = [];
        if (ids.length) {
          const rowsSql = statements.rowsOf(ids);
          await pool.query(rowsSql.sql, rowsSql.params);
        }
      });
      failed += apiLoad.failed;
      const line = (who: string, r: LoadResult, share: string) =>
        `| ${c.name}, ${who} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${share} |`;
      rows.push(
        line('API', apiLoad, `${((100 * apiLoad.rps) / plain.rps).toFixed(0)} %`),
        line('plain pg', plain, '100 %'),
      );
    }
  } finally {
    await database.close();
  }
  return [
    `### Invoices list — ${LIST_INVOICES} invoices, ${CONNECTIONS} connections`,
    '',
    '`GET /v1/invoices?…` (page of 20 and count up to 10 001, then the page’s rows) and `POST /v1/invoices/search`.',
    '',
    '| measured | requests/s | p50 ms | p95 ms | p99 ms | share of plain pg |',
    '|---|---|---|---|---|---|',
    ...rows,
    ...(failed > 0 ? ['', `**${failed} requests failed**`] : []),
  ].join('\n');
}
