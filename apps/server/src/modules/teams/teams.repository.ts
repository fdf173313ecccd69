import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentUsers as establishmentJobs,
  veterinaryEstablishments as establishments,
  veterinaryGroupUsers as groupJobs,
  veterinaryGroups as groups,
  manufacturerUsers,
  users,
} from '@vetbo/db/schema/index';
import {
  type EstablishmentUserQuery,
  establishmentUserList,
  type GroupUserQuery,
  groupUserList,
  type ManufacturerUserQuery,
  manufacturerUserList,
} from '@vetbo/domain/teams';
import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { EstablishmentUserRecord, GroupUserRecord, ManufacturerUserRecord } from './teams.mapper.ts';

type Executor = Pick<Db, 'select'>;

const userSummary = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
const lastNameOf = (userId: PgColumn) =>
  sql`(select ${users.lastName} from ${users} where ${users.id} = ${userId})`;

/** toEntryDate / fromExitDate: in the team at some point of the period. */
function periodConditions(
  query: { toEntryDate?: string; fromExitDate?: string },
  entryDate: PgColumn,
  exitDate: PgColumn,
): SQL[] {
  const conditions: SQL[] = [];
  if (query.toEntryDate) conditions.push(lte(entryDate, query.toEntryDate));
  if (query.fromExitDate) conditions.push(or(isNull(exitDate), gte(exitDate, query.fromExitDate)) as SQL);
  return conditions;
}

// ---------------------------------------------------------------- establishment teams

const establishmentList = bindList(establishmentUserList, {
  table: establishmentJobs,
  id: establishmentJobs.id,
  createdDate: establishmentJobs.createdDate,
  updatedDate: establishmentJobs.updatedDate,
  filters: {
    id: establishmentJobs.id,
    userId: establishmentJobs.userId,
    jobTitle: establishmentJobs.jobTitle,
    department: establishmentJobs.department,
    veterinaryEstablishmentId: establishmentJobs.veterinaryEstablishmentId,
    veterinaryServiceOptionId: establishmentJobs.veterinaryServiceOptionId,
  },
  sorts: {
    entryDate: establishmentJobs.entryDate,
    exitDate: establishmentJobs.exitDate,
    jobTitle: establishmentJobs.jobTitle,
    lastName: labelOrder(lastNameOf(establishmentJobs.userId)),
    establishmentName: labelOrder(
      sql`(select ${establishments.name} from ${establishments} where ${establishments.id} = ${establishmentJobs.veterinaryEstablishmentId})`,
    ),
  },
});

function selectEstablishmentRecords(db: Executor) {
  return db
    .select({
      job: establishmentJobs,
      user: userSummary,
      establishment: {
        id: establishments.id,
        name: establishments.name,
        privilegedCode: establishments.privilegedCode,
      },
    })
    .from(establishmentJobs)
    .innerJoin(users, eq(users.id, establishmentJobs.userId))
    .innerJoin(establishments, eq(establishments.id, establishmentJobs.veterinaryEstablishmentId));
}

const establishmentJobRows = preparedOnce('establishment_users_page_rows', (db, name) =>
  selectEstablishmentRecords(db).where(inIds(establishmentJobs.id)).prepare(name),
);

export function findEstablishmentUserPage(
  db: Db,
  request: { query: EstablishmentUserQuery; rawKeys: readonly string[] },
) {
  const { query } = request;
  const extra = [
    ...periodConditions(query, establishmentJobs.entryDate, establishmentJobs.exitDate),
    ...(query.fromServicePeriodStartDate
      ? [gte(establishmentJobs.servicePeriodStartDate, query.fromServicePeriodStartDate)]
      : []),
    ...(query.toServicePeriodStartDate
      ? [lte(establishmentJobs.servicePeriodStartDate, query.toServicePeriodStartDate)]
      : []),
    ...(query.fromServicePeriodEndDate
      ? [gte(establishmentJobs.servicePeriodEndDate, query.fromServicePeriodEndDate)]
      : []),
    ...(query.toServicePeriodEndDate
      ? [lte(establishmentJobs.servicePeriodEndDate, query.toServicePeriodEndDate)]
      : []),
  ];
  const list = withExtraConditions(establishmentList, extra);
  return paginate(db, list, request, async (ids) => {
    const rows = await establishmentJobRows(db).execute({ ids });
    return rows.map((row) => ({ ...row, id: row.job.id }));
  });
}

export async function findEstablishmentUserRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<EstablishmentUserRecord | null> {
  const query = selectEstablishmentRecords(db).where(eq(establishmentJobs.id, id));
  const [row] = forUpdate ? await query.for('update', { of: establishmentJobs }) : await query;
  return row ?? null;
}

// ---------------------------------------------------------------- group teams

const groupList = bindList(groupUserList, {
  table: groupJobs,
  id: groupJobs.id,
  createdDate: groupJobs.createdDate,
  updatedDate: groupJobs.updatedDate,
  filters: {
    id: groupJobs.id,
    userId: groupJobs.userId,
    jobTitle: groupJobs.jobTitle,
    department: groupJobs.department,
    veterinaryGroupId: groupJobs.veterinaryGroupId,
  },
  sorts: {
    entryDate: groupJobs.entryDate,
    exitDate: groupJobs.exitDate,
    jobTitle: groupJobs.jobTitle,
    lastName: labelOrder(lastNameOf(groupJobs.userId)),
    groupEntitled: labelOrder(
      sql`(select ${groups.entitled} from ${groups} where ${groups.id} = ${groupJobs.veterinaryGroupId})`,
    ),
  },
});

function selectGroupRecords(db: Executor) {
  return db
    .select({
      job: groupJobs,
      user: userSummary,
      group: { id: groups.id, entitled: groups.entitled, groupCode: groups.groupCode },
    })
    .from(groupJobs)
    .innerJoin(users, eq(users.id, groupJobs.userId))
    .innerJoin(groups, eq(groups.id, groupJobs.veterinaryGroupId));
}

const groupJobRows = preparedOnce('group_users_page_rows', (db, name) =>
  selectGroupRecords(db).where(inIds(groupJobs.id)).prepare(name),
);

export function findGroupUserPage(db: Db, request: { query: GroupUserQuery; rawKeys: readonly string[] }) {
  const list = withExtraConditions(
    groupList,
    periodConditions(request.query, groupJobs.entryDate, groupJobs.exitDate),
  );
  return paginate(db, list, request, async (ids) => {
    const rows = await groupJobRows(db).execute({ ids });
    return rows.map((row) => ({ ...row, id: row.job.id }));
  });
}

export async function findGroupUserRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<GroupUserRecord | null> {
  const query = selectGroupRecords(db).where(eq(groupJobs.id, id));
  const [row] = forUpdate ? await query.for('update', { of: groupJobs }) : await query;
  return row ?? null;
}

// ---------------------------------------------------------------- manufacturer staff

const manufacturerList = bindList(manufacturerUserList, {
  table: manufacturerUsers,
  id: manufacturerUsers.id,
  createdDate: manufacturerUsers.createdDate,
  updatedDate: manufacturerUsers.updatedDate,
  filters: {
    id: manufacturerUsers.id,
    userId: manufacturerUsers.userId,
    manufacturerId: manufacturerUsers.manufacturerId,
    jobTitle: manufacturerUsers.jobTitle,
    department: manufacturerUsers.department,
  },
  sorts: { jobTitle: manufacturerUsers.jobTitle, lastName: labelOrder(lastNameOf(manufacturerUsers.userId)) },
});

export function findManufacturerUserPage(
  db: Db,
  request: { query: ManufacturerUserQuery; rawKeys: readonly string[] },
) {
  return paginate(
    db,
    manufacturerList,
    request,
    async (ids): Promise<(ManufacturerUserRecord & { id: number })[]> => {
      const rows = await db
        .select({ job: manufacturerUsers, user: userSummary })
        .from(manufacturerUsers)
        .innerJoin(users, eq(users.id, manufacturerUsers.userId))
        .where(inArray(manufacturerUsers.id, ids));
      return rows.map((row) => ({ ...row, id: row.job.id }));
    },
  );
}

/** The same list with conditions its declaration cannot express (day ranges on the job's dates). */
function withExtraConditions<L extends { where: (...args: never[]) => SQL | undefined }>(
  list: L,
  extra: SQL[],
): L {
  if (extra.length === 0) return list;
  return {
    ...list,
    where: (...args: Parameters<L['where']>) => and(list.where(...args), ...extra),
  };
}
