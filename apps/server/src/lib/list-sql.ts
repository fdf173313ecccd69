import type { Db } from '@vetbo/db/database';
import { frenchOrder } from '@vetbo/db/schema/collation';
import {
  cappedTotal,
  type FilterSpec,
  filterQueryKey,
  type ListDefinition,
  type ListQuery,
  type ListTotal,
  type SortTerm,
  totalCap,
} from '@vetbo/domain/list-definition';
import {
  type AnyColumn,
  and,
  Column,
  count,
  eq,
  gte,
  inArray,
  like,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike, prefixUpperBound } from './like.ts';
import { queryableOf, statementNamer } from './prepared.ts';

/** How one declared filter narrows the rows: a column (`IN`), or SQL built from the values. */
export type FilterBinding = AnyColumn | ((values: never[]) => SQL);

export interface ListBinding<F extends Record<string, FilterSpec>, S extends string> {
  table: PgTable;
  id: PgColumn;
  createdDate: AnyColumn;
  /** Records that never change (files) have none: their creation date stands for it. */
  updatedDate?: AnyColumn;
  filters: { [K in keyof F]: FilterBinding };
  /**
   * Columns or expressions of the listed table (a joined value as a sub-query); several for one sort
   * when it has tie-breakers of its own (last name, then first name). Labels: `labelOrder`.
   */
  sorts: { [K in S]: SortExpression | readonly SortExpression[] };
  search?: (term: string) => SQL;
  /** The rows the list is about when it is part of its table (the invoices of `billing_documents`). */
  scope?: SQL;
}

export interface BoundList<F extends Record<string, FilterSpec>, S extends string> {
  definition: ListDefinition<F, S>;
  binding: ListBinding<F, S>;
  where(query: Partial<ListQuery<F, S>>, term?: string): SQL | undefined;
  /** The ORDER BY's expressions in order, ending with the id unless the id is sorted on already. */
  sortKeys(terms: SortTerm<S | 'createdDate' | 'updatedDate'>[]): SortKey[];
  orderBy(terms: SortTerm<S | 'createdDate' | 'updatedDate'>[]): SQL[];
}

type SortExpression = AnyColumn | SQL;

export interface SortKey {
  expression: SortExpression;
  direction: 'asc' | 'desc';
  nullsLast: boolean;
}

const orderTerm = (expression: SQLWrapper, { direction, nullsLast }: SortKey): SQL =>
  sql`${expression} ${sql.raw(direction)}${sql.raw(nullsLast ? ' nulls last' : '')}`;

/** Rows having a related row (in `table`, joined by `foreignKey`) whose `column` is one of the values. */
export const existsIn =
  (table: PgTable, foreignKey: AnyColumn, column: AnyColumn, parentId: AnyColumn, extra?: SQL) =>
  (values: never[]): SQL =>
    sql`exists (select 1 from ${table} where ${foreignKey} = ${parentId} and ${inArray(column, values)}${extra ? sql` and ${extra}` : sql``})`;

/**
 * `expression like 'prefix%'` written as the range a `text_pattern_ops` index walks. OR-ed with another
 * indexed condition (a search), the LIKE form leaves the whole OR as a filter that PostgreSQL runs again
 * on every match after the bitmap's recheck; the range is the index condition itself.
 */
export function startsWith(expression: SQL | AnyColumn, prefix: string): SQL {
  const upper = prefixUpperBound(prefix);
  return upper === undefined
    ? sql`${expression} ~>=~ ${prefix}`
    : sql`(${expression} ~>=~ ${prefix} and ${expression} ~<~ ${upper})`;
}

/** Ties a declared list to its table: the WHERE and ORDER BY every list, search and export share. */
export function bindList<F extends Record<string, FilterSpec>, S extends string>(
  definition: ListDefinition<F, S>,
  binding: ListBinding<F, S>,
): BoundList<F, S> {
  const updatedDate = binding.updatedDate ?? binding.createdDate;
  const sortColumns: Record<string, SortExpression | readonly SortExpression[]> = {
    ...binding.sorts,
    createdDate: binding.createdDate,
    updatedDate,
    id: binding.id,
  };
  return {
    definition,
    binding,
    where(query, term) {
      const q = query as Record<string, unknown>;
      const conditions: (SQL | undefined)[] = [binding.scope];
      for (const [name, spec] of Object.entries(definition.filters)) {
        const value = q[filterQueryKey(name, spec)];
        if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
        const filter = binding.filters[name as keyof F];
        // A binding function always receives a list, one value for a flag or a prefix.
        const values = (Array.isArray(value) ? value : [value]) as never[];
        if (typeof filter === 'function') conditions.push(filter(values));
        else if (spec.kind === 'flag') conditions.push(eq(filter, value));
        else if (spec.kind === 'prefix') conditions.push(like(filter, `${escapeLike(String(value))}%`));
        else if (spec.kind === 'date' || spec.kind === 'bound')
          conditions.push(spec.compare === 'atMost' ? lte(filter, value) : gte(filter, value));
        else conditions.push(inArray(filter, values));
      }
      if (q.fromCreatedDate) conditions.push(gte(binding.createdDate, new Date(q.fromCreatedDate as string)));
      if (q.toCreatedDate) conditions.push(lte(binding.createdDate, new Date(q.toCreatedDate as string)));
      if (q.fromUpdatedDate) conditions.push(gte(updatedDate, new Date(q.fromUpdatedDate as string)));
      if (q.toUpdatedDate) conditions.push(lte(updatedDate, new Date(q.toUpdatedDate as string)));
      if (term && binding.search) conditions.push(binding.search(term));
      return and(...conditions);
    },
    sortKeys(terms) {
      const keys = terms.flatMap(({ field, direction }) =>
        [sortColumns[field] as SortExpression | readonly SortExpression[]].flat().map(
          (expression): SortKey => ({
            expression,
            direction,
            // A NOT NULL value sorts without `nulls last`: a descending order can then walk its index backwards.
            nullsLast: !neverNull(expression),
          }),
        ),
      );
      if (terms.some((t) => t.field === 'id')) return keys;
      const last = terms[terms.length - 1]?.direction ?? 'desc';
      return [...keys, { expression: binding.id, direction: last, nullsLast: false }];
    },
    orderBy(terms) {
      return this.sortKeys(terms).map((key) => orderTerm(key.expression, key));
    },
  };
}

/**
 * One page of rows in list order, and the total. The page is found on the listed table alone (ids only),
 * then only its rows are loaded with their joins by `loadRows`, which keeps far pages cheap. The total
 * is counted up to the declaration's threshold (`totalCap`: never less than the rows up to the page's
 * end), then answered as "more than" (docs/decisions.md, "Lists count exactly up to a threshold"); a
 * search counts its matches exactly, having read them all to sort them.
 */
export async function paginate<
  F extends Record<string, FilterSpec>,
  S extends string,
  Row extends { id: number },
>(
  db: Db,
  list: BoundList<F, S>,
  request: { query: ListQuery<F, S>; rawKeys: readonly string[]; term?: string },
  loadRows: (ids: number[]) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: ListTotal }> {
  const { query, rawKeys, term } = request;
  const { table, id } = list.binding;
  const where = list.where(query, term);
  const terms = list.definition.sortTerms(query as Record<string, unknown>, rawKeys);
  const offset = (query.page - 1) * query.limit;
  if (term !== undefined)
    return pageOfMatches(
      db,
      list,
      { where, sortKeys: list.sortKeys(terms), limit: query.limit, offset },
      loadRows,
    );
  const orderBy = list.orderBy(terms);
  const cap = totalCap(list.definition.total, query);
  const [page, counted] = await Promise.all([
    firstColumns(
      db,
      db
        .select({ id })
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(query.limit)
        .offset(offset),
    ),
    // The cap is a parameter: one prepared statement serves every page.
    firstColumns(
      db,
      db
        .select({ total: count() })
        .from(db.select({ one: sql`1` }).from(table).where(where).limit(cap).as('capped')),
    ),
  ]);
  const ids = page.map(Number);
  const byId = new Map((ids.length > 0 ? await loadRows(ids) : []).map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((rowId) => byId.get(rowId) ?? []),
    total: cappedTotal(Number(counted[0] ?? 0), cap),
  };
}

const nameOf = statementNamer('list');

/**
 * The first column of each row of a built select, sent as a named statement: PostgreSQL parses and
 * plans each shape of page and count once per connection, and drizzle only builds the text (its own
 * execution mapped every row again). Limit, offset and filter values are parameters.
 */
async function firstColumns(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Promise<unknown[]> {
  const { sql: text, params } = query.toSQL();
  const result = await queryableOf(db).query({ name: nameOf(text), text, values: params, rowMode: 'array' });
  return (result.rows as unknown[][]).map((row) => row[0]);
}

/**
 * A search page: the matches (found through the search's indexes) are read once, with their sort keys
 * only, then counted and sorted top-N. Without it the planner walks the sort's index filtering every row
 * on the term (50 ms for a common name among 300 000 users, against 3 ms); materialising whole rows
 * copied every column of every match (the establishments' search spent a fifth of its time there).
 */
async function pageOfMatches<
  F extends Record<string, FilterSpec>,
  S extends string,
  Row extends { id: number },
>(
  db: Db,
  list: BoundList<F, S>,
  page: { where: SQL | undefined; sortKeys: SortKey[]; limit: number; offset: number },
  loadRows: (ids: number[]) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: ListTotal }> {
  const { table, id } = list.binding;
  // The matches' columns: the id, then each sort key other than the id as "s0", "s1"…
  const keys = page.sortKeys.map((key, index) => ({
    ...key,
    alias: key.expression === id ? sql.identifier('id') : sql.identifier(`s${index}`),
  }));
  const kept = keys
    .filter((key) => key.expression !== id)
    .map((key) => sql`${key.expression} as ${key.alias}`);
  const order = sql.join(
    keys.map((key) => orderTerm(key.alias, key)),
    sql`, `,
  );
  const result = await db.execute<{ total: number; ids: number[] }>(sql`
    with matches as materialized (
      select ${sql.join([sql`${id} as "id"`, ...kept], sql`, `)} from ${table} ${page.where ? sql`where ${page.where}` : sql``}
    )
    select (select count(*)::int from matches) as total,
      array(select "id" from matches order by ${order} limit ${page.limit} offset ${page.offset}) as ids`);
  const [answer] = result.rows;
  const ids = (answer?.ids ?? []).map(Number);
  const byId = new Map((ids.length > 0 ? await loadRows(ids) : []).map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((rowId) => byId.get(rowId) ?? []),
    total: { total: answer?.total ?? 0, totalIsExact: true },
  };
}

/** The query string's keys in the order the caller wrote them (the parsed query has the schema's order). */
export function rawQueryKeys(url: string): string[] {
  const search = url.indexOf('?');
  return search < 0 ? [] : [...new URLSearchParams(url.slice(search + 1)).keys()];
}

/** The sort expressions `labelOrder` made of a NOT NULL column (a SQL value does not say it). */
const notNullLabels = new WeakSet<SQL>();

const neverNull = (expression: SortExpression) =>
  expression instanceof Column ? expression.notNull : notNullLabels.has(expression);

/**
 * A label (a name, a title) as a French reader orders it: ICU's French collation, where case and accents
 * only break ties ("de la Forêt" before "Pasteur", "Cèdres" before "Coquelicots"; the database's C
 * collation put capitals first and accented letters last). A large list's sort has an index on the same
 * expression (`frenchOrder` in its schema, with the id); a value of another table, as a sub-query, too.
 */
export function labelOrder(value: AnyColumn | SQL): SQL {
  const expression = frenchOrder(value);
  if (value instanceof Column && value.notNull) notNullLabels.add(expression);
  return expression;
}
