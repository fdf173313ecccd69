import type { Db } from '@vetbo/db/database';
import {
  legalStructures,
  veterinaryEstablishmentMembers,
  veterinaryEstablishments,
  veterinaryGroups,
} from '@vetbo/db/schema/index';
import { type LegalStructureListQuery, legalStructureList } from '@vetbo/domain/legal-structures';
import { inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import { toLegalStructure } from './legal-structures.mapper.ts';

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
  sorts: { socialReason: labelOrder(legalStructures.socialReason), legalCode: legalStructures.legalCode },
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
