import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentAddresses as addresses,
  veterinaryEstablishments as establishments,
  legalStructures,
  veterinaryEstablishmentTags as tags,
} from '@vetbo/db/schema/index';
import type { EstablishmentListQuery } from '@vetbo/domain/establishments';
import { count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { offsetOf, orderByFromQuery } from '../../lib/list.ts';
import { establishmentConditions } from './establishment-filters.ts';

const SORT_COLUMNS = {
  sortCreatedDate: establishments.createdDate,
  sortUpdatedDate: establishments.updatedDate,
  sortName: establishments.name,
  sortPrivilegedCode: establishments.privilegedCode,
  sortType: establishments.type,
  sortPostalCode: addresses.postalCode,
};

const selection = {
  establishment: getTableColumns(establishments),
  address: getTableColumns(addresses),
  legalStructure: { id: legalStructures.id, socialReason: legalStructures.socialReason },
  tags: sql<
    string[]
  >`array(select ${tags.tag} from ${tags} where ${tags.veterinaryEstablishmentId} = ${establishments.id} order by ${tags.tag})`,
};

export type EstablishmentRow = {
  establishment: typeof establishments.$inferSelect;
  address: typeof addresses.$inferSelect | null;
  legalStructure: { id: number; socialReason: string } | null;
  tags: string[];
};

function baseSelect(db: Db) {
  return db
    .select(selection)
    .from(establishments)
    .leftJoin(addresses, eq(addresses.id, establishments.mainAddressId))
    .leftJoin(legalStructures, eq(legalStructures.id, establishments.legalStructureId));
}

/** The two statements behind a page: also used by the benchmark to measure the database alone. */
export function establishmentPageQueries(
  db: Db,
  query: EstablishmentListQuery,
  rawQuery: unknown,
  term?: string,
) {
  const where = establishmentConditions(query, term);
  const orderBy = orderByFromQuery(rawQuery, query, SORT_COLUMNS, establishments.id);
  return {
    rows: baseSelect(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(offsetOf(query)),
    total: db.select({ total: count() }).from(establishments).where(where),
  };
}

export async function findEstablishmentPage(
  db: Db,
  query: EstablishmentListQuery,
  rawQuery: unknown,
  term?: string,
): Promise<{ rows: EstablishmentRow[]; total: number }> {
  const queries = establishmentPageQueries(db, query, rawQuery, term);
  const rows = await queries.rows;
  const [counted] = await queries.total;
  return { rows, total: counted?.total ?? 0 };
}

export async function findEstablishmentById(db: Db, id: number): Promise<EstablishmentRow | null> {
  const [row] = await baseSelect(db).where(eq(establishments.id, id));
  return row ?? null;
}

/** Streams the export in batches of rows, in a stable order, without loading everything in memory. */
export async function* iterateEstablishments(
  db: Db,
  query: Partial<EstablishmentListQuery>,
  rawQuery: unknown,
  batchSize = 1000,
): AsyncGenerator<EstablishmentRow[]> {
  const where = establishmentConditions(query);
  const orderBy: SQL[] = orderByFromQuery(rawQuery, query, SORT_COLUMNS, establishments.id, [
    sql`${establishments.id} asc`,
  ]);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await baseSelect(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(batchSize)
      .offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
