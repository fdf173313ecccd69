import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishments as establishments,
  legacyEstablishmentCreditNotes as notes,
  users,
} from '@vetbo/db/schema/index';
import {
  type LegacyCreditNoteListQuery,
  legacyCreditNoteList,
} from '@vetbo/domain/billing/legacy-credit-notes';
import { asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, paginate, rawQueryKeys } from '../../lib/list-sql.ts';

type Executor = Pick<Db, 'select'>;

const list = bindList(legacyCreditNoteList, {
  table: notes,
  id: notes.id,
  createdDate: notes.createdDate,
  updatedDate: notes.updatedDate,
  filters: {
    id: notes.id,
    veterinaryEstablishmentId: notes.veterinaryEstablishmentId,
    moderationUserId: notes.moderationUserId,
    documentCode: notes.documentCode,
    accountingStatus: notes.accountingStatus,
  },
  sorts: {
    documentCode: notes.documentCode,
    documentDate: notes.documentDate,
    unitPriceWithVat: notes.unitPriceWithVat,
    accountingStatus: notes.accountingStatus,
  },
  // The number as a prefix, the label anywhere, the establishment by its name or privileged code.
  search: (term) => {
    const anywhere = `%${escapeLike(term)}%`;
    const prefix = `${escapeLike(term.toUpperCase())}%`;
    return sql`(upper(${notes.documentCode}) like ${prefix}
      or lower(immutable_unaccent(coalesce(${notes.label}, ''))) like lower(immutable_unaccent(${anywhere}))
      or exists (select 1 from ${establishments} where ${establishments.id} = ${notes.veterinaryEstablishmentId}
        and (lower(immutable_unaccent(${establishments.name})) like lower(immutable_unaccent(${anywhere}))
          or ${establishments.privilegedCode} like ${prefix})))`;
  },
});

/** A note with what the API shows beside it: its establishment's name and code, who treated it. */
const joinedColumns = {
  ...getTableColumns(notes),
  veterinaryEstablishmentName: establishments.name,
  veterinaryEstablishmentPrivilegedCode: establishments.privilegedCode,
  moderationUserName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

function selectJoined(db: Executor, where: SQL | undefined) {
  return db
    .select(joinedColumns)
    .from(notes)
    .innerJoin(establishments, eq(establishments.id, notes.veterinaryEstablishmentId))
    .leftJoin(users, eq(users.id, notes.moderationUserId))
    .where(where);
}

export type LegacyCreditNoteRow = Awaited<ReturnType<typeof selectJoined>>[number];

export function findLegacyCreditNotePage(
  db: Db,
  request: { query: LegacyCreditNoteListQuery; rawKeys: readonly string[]; term?: string | undefined },
) {
  return paginate(db, list, request, (ids) => selectJoined(db, inArray(notes.id, ids)));
}

export async function findJoinedRow(db: Executor, id: number): Promise<LegacyCreditNoteRow | null> {
  const [row] = await selectJoined(db, eq(notes.id, id));
  return row ?? null;
}

export const findJoinedRows = (db: Executor, ids: number[]) =>
  selectJoined(db, inArray(notes.id, ids)).orderBy(asc(notes.id));

/** The notes named, locked until the transaction ends, in id order (two selections never deadlock). */
export const lockNotes = (db: Executor, ids: number[]) =>
  db
    .select({ id: notes.id, accountingStatus: notes.accountingStatus })
    .from(notes)
    .where(inArray(notes.id, ids))
    .orderBy(asc(notes.id))
    .for('update');

/**
 * The export's one statement: the list's filters and order, every row, the cells the file shows (dates as
 * text: the export's connection keeps PostgreSQL's values as they are).
 */
export function legacyCreditNoteExportStatement(
  db: Db,
  filters: Omit<LegacyCreditNoteListQuery, 'page' | 'limit'>,
  url: string,
) {
  const terms = legacyCreditNoteList.sortTerms(filters as Record<string, unknown>, rawQueryKeys(url));
  const query = db
    .select({
      documentCode: notes.documentCode,
      documentDate: sql`${notes.documentDate}::text`,
      documentType: notes.documentType,
      privilegedCode: establishments.privilegedCode,
      name: establishments.name,
      label: notes.label,
      unitPriceWithVat: notes.unitPriceWithVat,
      accountingStatus: notes.accountingStatus,
      treatedDate: sql`to_char(${notes.treatedDate} at time zone 'Europe/Paris', 'DD/MM/YYYY HH24:MI')`,
      treatedBy: sql`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(notes)
    .innerJoin(establishments, eq(establishments.id, notes.veterinaryEstablishmentId))
    .leftJoin(users, eq(users.id, notes.moderationUserId))
    .where(list.where(filters))
    .orderBy(...list.orderBy(terms));
  const { sql: text, params } = query.toSQL();
  return { text, values: params };
}
