import type { Db } from '@vetbo/db/database';
import { billingAccounts } from '@vetbo/db/schema/index';
import type {
  BillingAccount,
  BillingAccountCreate,
  BillingAccountUpdate,
} from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { eq } from 'drizzle-orm';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { assertIfMatch } from '../../lib/etag.ts';
import { notFound } from '../../lib/problem.ts';
import { recordChange } from '../change-history/record-change.ts';
import { type BillingAccountRow, toBillingAccount } from './billing-accounts.mapper.ts';
import { findBillingAccountRow } from './billing-accounts.repository.ts';

const LABEL = 'Compte de facturation';

export interface BillingAccountContext {
  userId: number | null;
  role: StaffRole | null;
  ifMatch?: string;
}

// NOTE: the history is read by every staff role, so it keeps the masked IBAN (role null).
const forHistory = (row: BillingAccountRow) => toBillingAccount(row, null);

export async function loadBillingAccount(
  db: Db,
  id: number,
  role: StaffRole | null,
): Promise<BillingAccount> {
  const row = await findBillingAccountRow(db, id);
  if (!row) throw notFound(LABEL, id);
  return toBillingAccount(row, role);
}

export async function createBillingAccount(
  db: Db,
  input: BillingAccountCreate,
  context: BillingAccountContext,
): Promise<BillingAccount> {
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(billingAccounts).values(input).returning();
      const account = created as BillingAccountRow;
      await recordChange(tx, {
        userId: context.userId,
        resource: 'billing_accounts',
        resourceId: account.id,
        kind: 'CREATE',
        before: null,
        after: forHistory(account),
      });
      return account;
    })
    .catch(rethrowConstraintViolation);
  return toBillingAccount(row, context.role);
}

export async function updateBillingAccount(
  db: Db,
  id: number,
  changes: BillingAccountUpdate,
  context: BillingAccountContext,
): Promise<BillingAccount> {
  const row = await db.transaction(async (tx) => {
    const current = await findBillingAccountRow(tx, id, { forUpdate: true });
    if (!current) throw notFound(LABEL, id);
    // The ETag the client holds is that of the account as its role sees it.
    assertIfMatch(context.ifMatch, toBillingAccount(current, context.role));
    const [updated] = await tx
      .update(billingAccounts)
      .set({ ...changes, updatedDate: new Date() })
      .where(eq(billingAccounts.id, id))
      .returning();
    const account = updated as BillingAccountRow;
    await recordChange(tx, {
      userId: context.userId,
      resource: 'billing_accounts',
      resourceId: id,
      kind: 'UPDATE',
      before: forHistory(current),
      after: forHistory(account),
    });
    return account;
  });
  return toBillingAccount(row, context.role);
}
