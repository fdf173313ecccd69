import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentCentralAccounts as accounts } from '@vetbo/db/schema/index';
import type {
  CentralAccount,
  CentralAccountCreate,
  CentralAccountUpdate,
} from '@vetbo/domain/central-accounts';
import { eq } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import { type CentralAccountRow, toCentralAccount } from './central-accounts.mapper.ts';

const LABEL = 'Compte centrale';
const RESOURCE = 'veterinary_establishment_central_accounts' as const;

export async function loadCentralAccount(db: Db, id: number): Promise<CentralAccount> {
  const row = await findRowById(db, accounts, id);
  if (!row) throw notFound(LABEL, id);
  return toCentralAccount(row);
}

export async function createCentralAccount(
  db: Db,
  input: CentralAccountCreate,
  context: WriteContext,
): Promise<CentralAccount> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      write: async () => {
        const [created] = await tx.insert(accounts).values(input).returning();
        return toCentralAccount(created as CentralAccountRow);
      },
    }),
  );
}

/** The account as updates and deletions lock it, check it and record it in the history. */
const recorded = (tx: Db, id: number, context: WriteContext) => ({
  resource: RESOURCE,
  id,
  context,
  lock: () => findRowById(tx, accounts, id, { forUpdate: true }),
  notFound: () => notFound(LABEL, id),
  toApi: toCentralAccount,
});

export async function updateCentralAccount(
  db: Db,
  id: number,
  changes: CentralAccountUpdate,
  context: WriteContext,
): Promise<CentralAccount> {
  return db.transaction((tx) =>
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
  );
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
