import type { Db } from '@vetbo/db/database';
import { creditors } from '@vetbo/db/schema/index';
import { type CreditorListQuery, creditorList, SERIES_PREFIX_FIELDS } from '@vetbo/domain/creditors';
import { inArray, ne, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, labelOrder, paginate, startsWith } from '../../lib/list-sql.ts';

type Executor = Pick<Db, 'select' | 'execute'>;

const list = bindList(creditorList, {
  table: creditors,
  id: creditors.id,
  createdDate: creditors.createdDate,
  updatedDate: creditors.updatedDate,
  filters: { id: creditors.id },
  sorts: { name: labelOrder(creditors.name) },
  // The name anywhere, the SIREN or SIRET as a prefix.
  search: (term) =>
    sql`(lower(immutable_unaccent(${creditors.name})) like lower(immutable_unaccent(${`%${escapeLike(term)}%`})) or ${startsWith(creditors.legalCode, term.replace(/\s/g, ''))})`,
});

export function findCreditorPage(
  db: Db,
  request: { query: CreditorListQuery; rawKeys: readonly string[]; term?: string | undefined },
) {
  return paginate(db, list, request, (ids) => db.select().from(creditors).where(inArray(creditors.id, ids)));
}

/**
 * Every series prefix of the other creditors. The table is locked against other writers first (until the
 * transaction ends), so that two creditors never take one prefix at the same time.
 */
export async function prefixesOfOthers(tx: Executor, id: number): Promise<Set<string>> {
  await tx.execute(sql`lock table ${creditors} in share row exclusive mode`);
  const columns = Object.fromEntries(SERIES_PREFIX_FIELDS.map((field) => [field, creditors[field]]));
  const rows = await tx.select(columns).from(creditors).where(ne(creditors.id, id));
  return new Set(rows.flatMap((row) => Object.values(row) as string[]));
}
