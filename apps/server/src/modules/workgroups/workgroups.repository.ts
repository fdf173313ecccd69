import type { Db } from '@vetbo/db/database';
import {
  veterinaryGroups as groups,
  veterinaryGroupUsers as groupUsers,
  legalStructures,
  veterinaryEstablishmentMembers as members,
} from '@vetbo/db/schema/index';
import { type WorkgroupListQuery, workgroupList } from '@vetbo/domain/workgroups';
import { eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, existsIn, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { WorkgroupRecord } from './workgroups.mapper.ts';

type Executor = Pick<Db, 'select'>;

const activeMembership = or(isNull(members.leaveDate), sql`${members.leaveDate} >= current_date`) as SQL;

/** Groups named exactly one of these names, case and accents ignored (`entitled[]` and `name[]`). */
const namedOneOf = (names: never[]) =>
  sql`lower(immutable_unaccent(${groups.entitled})) in (${sql.join(
    (names as string[]).map((name) => sql`lower(immutable_unaccent(${name}))`),
    sql`, `,
  )})`;

const list = bindList(workgroupList, {
  table: groups,
  id: groups.id,
  createdDate: groups.createdDate,
  updatedDate: groups.updatedDate,
  filters: {
    id: groups.id,
    legalStructureId: groups.legalStructureId,
    veterinaryEstablishmentId: existsIn(
      members,
      members.veterinaryGroupId,
      members.veterinaryEstablishmentId,
      groups.id,
      activeMembership,
    ),
    veterinaryEstablishmentMemberId: existsIn(members, members.veterinaryGroupId, members.id, groups.id),
    vguUserId: existsIn(groupUsers, groupUsers.veterinaryGroupId, groupUsers.userId, groups.id),
    entitled: namedOneOf,
    name: namedOneOf,
    groupCode: groups.groupCode,
    status: groups.status,
  },
  sorts: { entitled: labelOrder(groups.entitled), groupCode: groups.groupCode, status: groups.status },
  search: (term) => {
    const escaped = escapeLike(term.toLowerCase());
    return sql`(lower(immutable_unaccent(${groups.entitled})) like lower(immutable_unaccent(${`%${escaped}%`})) or ${groups.groupCode} like ${`${escaped.toUpperCase()}%`})`;
  },
});

const activeMemberCount = sql<number>`(select count(*)::int from ${members} where ${members.veterinaryGroupId} = ${groups.id} and ${activeMembership})`;

function selectRecords(db: Executor) {
  return db
    .select({
      group: groups,
      legalStructure: { id: legalStructures.id, socialReason: legalStructures.socialReason },
      activeMemberCount,
    })
    .from(groups)
    .leftJoin(legalStructures, eq(legalStructures.id, groups.legalStructureId));
}

const workgroupRows = preparedOnce('workgroups_page_rows', (db, name) =>
  selectRecords(db).where(inIds(groups.id)).prepare(name),
);

export function findWorkgroupPage(
  db: Db,
  request: { query: WorkgroupListQuery; rawKeys: readonly string[]; term?: string },
) {
  return paginate(db, list, request, async (ids) => {
    const rows = await workgroupRows(db).execute({ ids });
    return rows.map((row) => ({ ...row, id: row.group.id }) as WorkgroupRecord & { id: number });
  });
}

/** One group with its legal structure; `forUpdate` locks the group row until the transaction ends. */
export async function findWorkgroupRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<WorkgroupRecord | null> {
  const query = selectRecords(db).where(eq(groups.id, id));
  const [row] = forUpdate ? await query.for('update', { of: groups }) : await query;
  return (row as WorkgroupRecord | undefined) ?? null;
}
