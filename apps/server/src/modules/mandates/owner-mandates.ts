// The mandates of an establishment and of a group: the same record (a creditor's mandate and the
// accounting code the owner is invoiced under for it: its client account at that creditor), described
// once per kind of owner. An account is ended by its `endDate` (PATCH), never deleted.
import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentMandates, veterinaryGroupMandates } from '@vetbo/db/schema/index';
import {
  type EstablishmentMandate,
  establishmentMandateCreateSchema,
  establishmentMandateList,
  establishmentMandateListResponseSchema,
  establishmentMandateResponseSchema,
  type GroupMandate,
  groupMandateCreateSchema,
  groupMandateList,
  groupMandateListResponseSchema,
  groupMandateResponseSchema,
  type OwnerMandateUpdate,
} from '@vetbo/domain/mandates';
import { eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { apiDateTime } from '../../lib/list.ts';
import { bindList } from '../../lib/list-sql.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';

type EstablishmentRow = typeof veterinaryEstablishmentMandates.$inferSelect;
type GroupRow = typeof veterinaryGroupMandates.$inferSelect;

const common = (row: EstablishmentRow | GroupRow) => ({
  id: row.id,
  mandateId: row.mandateId,
  accountingCode: row.accountingCode,
  endDate: row.endDate,
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});

export const establishmentMandates = {
  path: '/v1/veterinary_establishment_mandates',
  resource: 'veterinary_establishment_mandates' as const,
  label: "Mandat d'établissement",
  names: { one: 'VeterinaryEstablishmentMandate', many: 'VeterinaryEstablishmentMandates' },
  owner: 'establishment',
  table: veterinaryEstablishmentMandates,
  createSchema: establishmentMandateCreateSchema,
  listResponse: establishmentMandateListResponseSchema,
  itemResponse: establishmentMandateResponseSchema,
  list: bindList(establishmentMandateList, {
    table: veterinaryEstablishmentMandates,
    id: veterinaryEstablishmentMandates.id,
    createdDate: veterinaryEstablishmentMandates.createdDate,
    updatedDate: veterinaryEstablishmentMandates.updatedDate,
    filters: {
      id: veterinaryEstablishmentMandates.id,
      veterinaryEstablishmentId: veterinaryEstablishmentMandates.veterinaryEstablishmentId,
      mandateId: veterinaryEstablishmentMandates.mandateId,
      accountingCode: veterinaryEstablishmentMandates.accountingCode,
    },
    sorts: { accountingCode: veterinaryEstablishmentMandates.accountingCode },
  }),
  toApi: (row: EstablishmentRow): EstablishmentMandate => ({
    ...common(row),
    veterinaryEstablishmentId: row.veterinaryEstablishmentId,
  }),
};

export const groupMandates = {
  path: '/v1/veterinary_group_mandates',
  resource: 'veterinary_group_mandates' as const,
  label: 'Mandat de groupe',
  names: { one: 'VeterinaryGroupMandate', many: 'VeterinaryGroupMandates' },
  owner: 'group',
  table: veterinaryGroupMandates,
  createSchema: groupMandateCreateSchema,
  listResponse: groupMandateListResponseSchema,
  itemResponse: groupMandateResponseSchema,
  list: bindList(groupMandateList, {
    table: veterinaryGroupMandates,
    id: veterinaryGroupMandates.id,
    createdDate: veterinaryGroupMandates.createdDate,
    updatedDate: veterinaryGroupMandates.updatedDate,
    filters: {
      id: veterinaryGroupMandates.id,
      veterinaryGroupId: veterinaryGroupMandates.veterinaryGroupId,
      mandateId: veterinaryGroupMandates.mandateId,
      accountingCode: veterinaryGroupMandates.accountingCode,
    },
    sorts: { accountingCode: veterinaryGroupMandates.accountingCode },
  }),
  toApi: (row: GroupRow): GroupMandate => ({ ...common(row), veterinaryGroupId: row.veterinaryGroupId }),
};

type Kind = typeof establishmentMandates | typeof groupMandates;
type Row = EstablishmentRow | GroupRow;

async function findRow(
  db: Pick<Db, 'select'>,
  kind: Kind,
  id: number,
  forUpdate = false,
): Promise<Row | null> {
  const query = db.select().from(kind.table).where(eq(kind.table.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export const loadRows = (db: Db, kind: Kind, ids: number[]) =>
  db.select().from(kind.table).where(inArray(kind.table.id, ids)) as Promise<Row[]>;

const toApi = (kind: Kind, row: Row) =>
  (kind.toApi as (row: Row) => EstablishmentMandate | GroupMandate)(row);

export async function loadOwnerMandate(db: Db, kind: Kind, id: number) {
  const row = await findRow(db, kind, id);
  if (!row) throw notFound(kind.label, id);
  return toApi(kind, row);
}

export async function createOwnerMandate(
  db: Db,
  kind: Kind,
  input: Record<string, unknown>,
  context: WriteContext,
) {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: kind.resource,
      context,
      write: async () => {
        const [created] = await tx
          .insert(kind.table)
          .values(input as never)
          .returning();
        return toApi(kind, created as Row);
      },
    }),
  );
}

export async function updateOwnerMandate(
  db: Db,
  kind: Kind,
  id: number,
  changes: OwnerMandateUpdate,
  context: WriteContext,
) {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: kind.resource,
      id,
      context,
      lock: () => findRow(tx, kind, id, true),
      notFound: () => notFound(kind.label, id),
      toApi: (row: Row) => toApi(kind, row),
      write: async () => {
        const [updated] = await tx
          .update(kind.table)
          .set({ ...changes, updatedDate: new Date() })
          .where(eq(kind.table.id, id))
          .returning();
        return toApi(kind, updated as Row);
      },
    }),
  );
}
