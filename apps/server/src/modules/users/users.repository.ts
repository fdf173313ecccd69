import type { Db } from '@vetbo/db/database';
import { users, veterinaryEstablishmentUsers, veterinaryGroupUsers } from '@vetbo/db/schema/index';
import { type UserListQuery, userList } from '@vetbo/domain/users';
import { eq, inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, labelOrder, paginate, startsWith } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import { toUser } from './users.mapper.ts';

type Executor = Pick<Db, 'select'>;

const lowerEmail = sql`lower(${users.email})`;

const inTeams = (jobTitles: readonly string[]) =>
  sql`(exists (select 1 from ${veterinaryEstablishmentUsers} where ${veterinaryEstablishmentUsers.userId} = ${users.id} and ${inArray(veterinaryEstablishmentUsers.jobTitle, jobTitles as never[])}) or exists (select 1 from ${veterinaryGroupUsers} where ${veterinaryGroupUsers.userId} = ${users.id} and ${inArray(veterinaryGroupUsers.jobTitle, jobTitles as never[])}))`;

const list = bindList(userList, {
  table: users,
  id: users.id,
  createdDate: users.createdDate,
  updatedDate: users.updatedDate,
  filters: {
    id: users.id,
    email: (emails) =>
      sql`${lowerEmail} in (${sql.join(
        (emails as string[]).map((email) => sql`${email.toLowerCase()}`),
        sql`, `,
      )})`,
    role: users.staffRole,
    jobTitle: (titles) => inTeams(titles as string[]),
    veterinaryEstablishmentId: (ids) =>
      sql`exists (select 1 from ${veterinaryEstablishmentUsers} where ${veterinaryEstablishmentUsers.userId} = ${users.id} and ${inArray(veterinaryEstablishmentUsers.veterinaryEstablishmentId, ids)})`,
    veterinaryGroupId: (ids) =>
      sql`exists (select 1 from ${veterinaryGroupUsers} where ${veterinaryGroupUsers.userId} = ${users.id} and ${inArray(veterinaryGroupUsers.veterinaryGroupId, ids)})`,
  },
  // By name: the last name, then the first name (`users_last_name_idx` holds that order).
  sorts: { lastName: [labelOrder(users.lastName), labelOrder(users.firstName)], email: lowerEmail },
  // A name anywhere (trigram index), an e-mail from its start (`users_email_prefix_idx`): typing
  // "camille.d" or "camille.durand@" finds the address. A term with an "@" is an e-mail only: no name
  // has one, and the prefix alone stays fast on a large table.
  search: (term) => {
    const emailPrefix = startsWith(lowerEmail, term.toLowerCase());
    if (term.includes('@')) return emailPrefix;
    return sql`(${users.searchName} like immutable_unaccent(${`%${escapeLike(term.toLowerCase())}%`}) or ${emailPrefix})`;
  },
});

const userRows = preparedOnce('users_page_rows', (db, name) =>
  db.select().from(users).where(inIds(users.id)).prepare(name),
);

export async function findUserPage(
  db: Db,
  request: { query: UserListQuery; rawKeys: readonly string[]; term?: string },
) {
  const page = await paginate(db, list, request, (ids) => userRows(db).execute({ ids }));
  return { rows: page.rows.map(toUser), total: page.total };
}

/** The ids of the ADMINs, locked: two demotions at once queue up, so the last ADMIN always stays. */
export async function lockAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.staffRole, 'ADMIN'))
    .for('update');
  return rows.map((row) => row.id);
}
