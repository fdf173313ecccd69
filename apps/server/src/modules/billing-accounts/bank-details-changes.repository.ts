import type { Db } from '@vetbo/db/database';
import { billingAccountBankChanges, users } from '@vetbo/db/schema/index';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankChangeRecord, BankChangeRow, Person } from './billing-accounts.mapper.ts';

type Executor = Pick<Db, 'select'>;

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const person = (table: typeof requester | typeof decider) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
});

async function findRecords(db: Executor, where: SQL | undefined): Promise<BankChangeRecord[]> {
  const rows = await db
    .select({ change: billingAccountBankChanges, requestedBy: person(requester), decidedBy: person(decider) })
    .from(billingAccountBankChanges)
    .innerJoin(requester, eq(requester.id, billingAccountBankChanges.requestedByUserId))
    .leftJoin(decider, eq(decider.id, billingAccountBankChanges.decidedByUserId))
    .where(where)
    .orderBy(desc(billingAccountBankChanges.requestedDate), desc(billingAccountBankChanges.id));
  // The requester is an inner join: always there; the decider only once decided.
  return rows.map(({ change, requestedBy, decidedBy }) => ({
    change,
    requestedBy: requestedBy as Person,
    decidedBy: decidedBy?.id ? (decidedBy as Person) : null,
  }));
}

/** The account's changes, newest first. */
export const findBankChanges = (db: Executor, billingAccountId: number) =>
  findRecords(db, eq(billingAccountBankChanges.billingAccountId, billingAccountId));

export async function findBankChange(db: Executor, id: number): Promise<BankChangeRecord | null> {
  const [record] = await findRecords(db, eq(billingAccountBankChanges.id, id));
  return record ?? null;
}

/** The change waiting for each of these accounts (at most one each: a partial unique index). */
export async function findPendingBankChanges(
  db: Executor,
  billingAccountIds: readonly number[],
): Promise<Map<number, BankChangeRecord>> {
  if (billingAccountIds.length === 0) return new Map();
  const records = await findRecords(
    db,
    and(
      inArray(billingAccountBankChanges.billingAccountId, [...billingAccountIds]),
      eq(billingAccountBankChanges.status, 'PENDING'),
    ),
  );
  return new Map(records.map((record) => [record.change.billingAccountId, record]));
}

export async function findPendingBankChange(
  db: Executor,
  billingAccountId: number,
): Promise<BankChangeRecord | null> {
  return (await findPendingBankChanges(db, [billingAccountId])).get(billingAccountId) ?? null;
}

/** One change of one account, locked until the end of the transaction. */
export async function lockBankChange(
  db: Executor,
  billingAccountId: number,
  id: number,
): Promise<BankChangeRow | null> {
  const [row] = await db
    .select()
    .from(billingAccountBankChanges)
    .where(
      and(
        eq(billingAccountBankChanges.id, id),
        eq(billingAccountBankChanges.billingAccountId, billingAccountId),
      ),
    )
    .for('update');
  return row ?? null;
}
