import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentCentralAccounts as accounts } from '@vetbo/db/schema/index';
import type {
  CentralAccount,
  CentralAccountCreate,
  CentralAccountUpdate,
} from '@vetbo/domain/central-accounts';
import { eq } from 'drizzle-orm';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { ApiProblem, notFound } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { deleteRecorded, updateRecorded } from '../change-history/recorded-write.ts';
import { type CentralAccountRow, toCentralAccount } from './central-accounts.mapper.ts';
import { findCentralAccountRow } from './central-accounts.repository.ts';

const LABEL = 'Compte centrale';
const RESOURCE = 'veterinary_establishment_central_accounts' as const;

/** One account per establishment and central: a second one is a 409 on `central`. */
const rethrowCentralTaken = (error: unknown): never => {
  if (isUniqueViolation(error, 'veterinary_establishment_central_accounts_key')) {
    throw new ApiProblem(409, 'CENTRAL_ACCOUNT_TAKEN', [{ path: 'central', message: 'centralAccountTaken' }]);
  }
  return rethrowConstraintViolation(error);
};

export async function loadCentralAccount(db: Db, id: number): Promise<CentralAccount> {
  const row = await findCentralAccountRow(db, id);
  if (!row) throw notFound(LABEL, id);
  return toCentralAccount(row);
}

export async function createCentralAccount(
  db: Db,
  input: CentralAccountCreate,
  context: WriteContext,
): Promise<CentralAccount> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx.insert(accounts).values(input).returning();
      const after = toCentralAccount(created as CentralAccountRow);
      await recordChange(tx, {
        userId: context.userId,
        resource: RESOURCE,
        resourceId: after.id,
        kind: 'CREATE',
        before: null,
        after,
      });
      return after;
    })
    .catch(rethrowCentralTaken);
}

/** The account as updates and deletions lock it, check it and record it in the history. */
const recorded = (tx: Db, id: number, context: WriteContext) => ({
  resource: RESOURCE,
  id,
  context,
  lock: () => findCentralAccountRow(tx, id, { forUpdate: true }),
  notFound: () => notFound(LABEL, id),
  toApi: toCentralAccount,
});

export async function updateCentralAccount(
  db: Db,
  id: number,
  changes: CentralAccountUpdate,
  context: WriteContext,
): Promise<CentralAccount> {
  return db
    .transaction((tx) =>
      updateRecorded(tx, {
        ...recorded(tx, id, context),
        write: async () => {
          const [updated] = await tx
            .update(accounts)
            .set({ ...changes, updatedDate: new Date() })
            .where(eq(accounts.id, id))
            .returning();
          return toCentralAccount(updated as CentralAccountRow);
        },
      }),
    )
    .catch(rethrowCentralTaken);
}

/** Removes an account entered by mistake or closed at the central; the history keeps it. */
export async function deleteCentralAccount(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, {
      ...recorded(tx, id, context),
      remove: async () => {
        await tx.delete(accounts).where(eq(accounts.id, id));
      },
    }),
  );
}
