import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishments as establishments,
  veterinaryGroups as groups,
  veterinaryEstablishmentMembers as members,
} from '@vetbo/db/schema/index';
import { type MembershipListQuery, membershipList } from '@vetbo/domain/memberships';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, existsIn, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { MembershipRecord } from './memberships.mapper.ts';

type Executor = Pick<Db, 'select'>;

const establishmentName = sql`(select ${establishments.name} from ${establishments} where ${establishments.id} = ${members.veterinaryEstablishmentId})`;
const groupEntitled = sql`(select ${groups.entitled} from ${groups} where ${groups.id} = ${members.veterinaryGroupId})`;

const list = bindList(membershipList, {
  table: members,
  id: members.id,
  createdDate: members.createdDate,
  updatedDate: members.updatedDate,
  filters: {
    id: members.id,
    veterinaryEstablishmentId: members.veterinaryEstablishmentId,
    veterinaryGroupId: members.veterinaryGroupId,
    privilegedCode: existsIn(
      establishments,
      establishments.id,
      establishments.privilegedCode,
      members.veterinaryEstablishmentId,
    ),
    fromJoinDate: members.joinDate,
    toJoinDate: members.joinDate,
  },
  sorts: {
    joinDate: members.joinDate,
    leaveDate: members.leaveDate,
    establishmentName: labelOrder(establishmentName),
    groupEntitled: labelOrder(groupEntitled),
  },
  // The establishment's name or privileged code, or the group's name or code.
  search: (term) => {
    const pattern = `%${escapeLike(term.toLowerCase())}%`;
    return sql`(exists (select 1 from ${establishments} where ${establishments.id} = ${members.veterinaryEstablishmentId} and (lower(immutable_unaccent(${establishments.name})) like lower(immutable_unaccent(${pattern})) or lower(${establishments.privilegedCode}) like ${pattern})) or exists (select 1 from ${groups} where ${groups.id} = ${members.veterinaryGroupId} and (lower(immutable_unaccent(${groups.entitled})) like lower(immutable_unaccent(${pattern})) or lower(${groups.groupCode}) like ${pattern})))`;
  },
});

function selectRecords(db: Executor) {
  return db
    .select({
      membership: members,
      establishment: {
        id: establishments.id,
        name: establishments.name,
        privilegedCode: establishments.privilegedCode,
      },
      group: { id: groups.id, entitled: groups.entitled, groupCode: groups.groupCode },
    })
    .from(members)
    .innerJoin(establishments, eq(establishments.id, members.veterinaryEstablishmentId))
    .innerJoin(groups, eq(groups.id, members.veterinaryGroupId));
}

const membershipRows = preparedOnce('memberships_page_rows', (db, name) =>
  selectRecords(db).where(inIds(members.id)).prepare(name),
);

export function findMembershipPage(
  db: Db,
  request: { query: MembershipListQuery; rawKeys: readonly string[]; term?: string },
) {
  return paginate(db, list, request, async (ids) => {
    const rows = await membershipRows(db).execute({ ids });
    return rows.map((row) => ({ ...row, id: row.membership.id }));
  });
}

export async function findMembershipRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<MembershipRecord | null> {
  const query = selectRecords(db).where(eq(members.id, id));
  const [row] = forUpdate ? await query.for('update', { of: members }) : await query;
  return row ?? null;
}

/** Another membership of the same establishment in the same group whose period meets [join, leave]. */
export async function findOverlappingMembership(
  db: Executor,
  period: {
    establishmentId: number;
    groupId: number;
    joinDate: string;
    leaveDate: string | null;
    exceptId?: number;
  },
): Promise<number | null> {
  const conditions: SQL[] = [
    eq(members.veterinaryEstablishmentId, period.establishmentId),
    eq(members.veterinaryGroupId, period.groupId),
    sql`${members.joinDate} <= coalesce(${period.leaveDate}::date, 'infinity'::date)`,
    sql`${period.joinDate}::date <= coalesce(${members.leaveDate}, 'infinity'::date)`,
  ];
  if (period.exceptId) conditions.push(ne(members.id, period.exceptId));
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(...conditions))
    .limit(1);
  return row?.id ?? null;
}
