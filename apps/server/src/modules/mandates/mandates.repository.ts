import type { Db } from '@vetbo/db/database';
import { creditors, mandates, requiredMandates } from '@vetbo/db/schema/index';
import {
  type MandateListQuery,
  mandateList,
  type RequiredMandateListQuery,
  requiredMandateList,
} from '@vetbo/domain/mandates';
import { and, count, eq } from 'drizzle-orm';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { MandateRecord } from './mandates.mapper.ts';

type Executor = Pick<Db, 'select'>;

const mandateRecords = (db: Executor) =>
  db
    .select({ mandate: mandates, creditor: creditors })
    .from(mandates)
    .innerJoin(creditors, eq(creditors.id, mandates.creditorId));

const mandateListSql = bindList(mandateList, {
  table: mandates,
  id: mandates.id,
  createdDate: mandates.createdDate,
  updatedDate: mandates.updatedDate,
  filters: { id: mandates.id, prefix: mandates.prefix },
  sorts: { prefix: mandates.prefix, entitled: mandates.entitled },
});

const mandateRows = preparedOnce('mandates_page_rows', (db, name) =>
  mandateRecords(db).where(inIds(mandates.id)).prepare(name),
);

export function findMandatePage(db: Db, request: { query: MandateListQuery; rawKeys: readonly string[] }) {
  return paginate(db, mandateListSql, request, async (ids) =>
    (await mandateRows(db).execute({ ids })).map((record) => ({
      ...record,
      id: record.mandate.id,
    })),
  );
}

export async function findMandateRecord(db: Executor, id: number): Promise<MandateRecord | null> {
  const [record] = await mandateRecords(db).where(eq(mandates.id, id));
  return record ?? null;
}

const requiredListSql = bindList(requiredMandateList, {
  table: requiredMandates,
  id: requiredMandates.id,
  createdDate: requiredMandates.createdDate,
  updatedDate: requiredMandates.updatedDate,
  filters: {
    id: requiredMandates.id,
    billingAccountId: requiredMandates.billingAccountId,
    mandateId: requiredMandates.mandateId,
    rum: requiredMandates.rum,
    isValidated: requiredMandates.isValidated,
  },
  sorts: { rum: requiredMandates.rum },
});

const requiredMandateRows = preparedOnce('required_mandates_page_rows', (db, name) =>
  db.select().from(requiredMandates).where(inIds(requiredMandates.id)).prepare(name),
);

export function findRequiredMandatePage(
  db: Db,
  request: { query: RequiredMandateListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, requiredListSql, request, (ids) => requiredMandateRows(db).execute({ ids }));
}

/** How many mandates of this kind the account has had (revoked ones included): numbers the next RUM. */
export async function countRequiredMandates(db: Executor, billingAccountId: number, mandateId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(requiredMandates)
    .where(
      and(eq(requiredMandates.billingAccountId, billingAccountId), eq(requiredMandates.mandateId, mandateId)),
    );
  return row?.total ?? 0;
}
