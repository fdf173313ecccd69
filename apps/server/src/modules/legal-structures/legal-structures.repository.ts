import type { Db } from '@vetbo/db/database';
import {
  legalStructures,
  veterinaryEstablishmentMembers,
  veterinaryEstablishments,
  veterinaryGroups,
} from '@vetbo/db/schema/index';
import { type LegalStructureListQuery, legalStructureList } from '@vetbo/domain/legal-structures';
import { eq, inArray, sql } from 'drizzle-orm';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import { type LegalStructureRow, toLegalStructure } from './legal-structures.mapper.ts';

type Executor = Pick<Db, 'select'>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const list = bindList(legalStructureList, {
  table: legalStructures,
  id: legalStructures.id,
  createdDate: legalStructures.createdDate,
  updatedDate: legalStructures.updatedDate,
  filters: {
    id: legalStructures.id,
    veterinaryEstablishmentId: (ids) =>
      sql`${legalStructures.id} in (select ${veterinaryEstablishments.legalStructureId} from ${veterinaryEstablishments} where ${inArray(veterinaryEstablishments.id, ids)})`,
    veterinaryGroupId: (ids) =>
      sql`${legalStructures.id} in (select ${veterinaryGroups.legalStructureId} from ${veterinaryGroups} where ${inArray(veterinaryGroups.id, ids)})`,
    veterinaryEstablishmentMemberId: (ids) =>
      sql`${legalStructures.id} in (select ${veterinaryGroups.legalStructureId} from ${veterinaryGroups} join ${veterinaryEstablishmentMembers} on ${veterinaryEstablishmentMembers.veterinaryGroupId} = ${veterinaryGroups.id} where ${inArray(veterinaryEstablishmentMembers.id, ids)})`,
  },
  sorts: { socialReason: legalStructures.socialReason, legalCode: legalStructures.legalCode },
  // Social reason or trade name anywhere (trigram index), the legal code as a prefix.
  search: (term) => {
    const escaped = escapeLike(term.toLowerCase());
    return sql`(lower(immutable_unaccent(${legalStructures.socialReason} || ' ' || coalesce(${legalStructures.tradeName}, ''))) like lower(immutable_unaccent(${`%${escaped}%`})) or ${legalStructures.legalCode} like ${`${escaped.toUpperCase()}%`})`;
  },
});

const rowsByIds = preparedOnce('legal_structures_page_rows', (db, name) =>
  db.select().from(legalStructures).where(inIds(legalStructures.id)).prepare(name),
);

export async function findLegalStructurePage(
  db: Db,
  request: { query: LegalStructureListQuery; rawKeys: readonly string[]; term?: string },
) {
  const page = await paginate(db, list, request, (ids) => rowsByIds(db).execute({ ids }));
  return { rows: page.rows.map(toLegalStructure), total: page.total };
}

/** One row; `forUpdate` locks it until the transaction ends (read, check If-Match, write). */
export async function findLegalStructureRow(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<LegalStructureRow | null> {
  const query = db.select().from(legalStructures).where(eq(legalStructures.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
