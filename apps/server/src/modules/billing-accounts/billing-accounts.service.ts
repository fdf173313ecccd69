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
import { findPendingBankChange } from './bank-details-changes.repository.ts';
import { keepBankDetails } from './bank-details-guard.ts';
import { accountHistoryView } from './bank-details-history.ts';
import { type BillingAccountRow, toBillingAccount } from './billing-accounts.mapper.ts';
import { findBillingAccountRow } from './billing-accounts.repository.ts';
import { ibanFingerprinter } from './iban-fingerprint.ts';

export const BILLING_ACCOUNT_LABEL = 'Compte de facturation';

export interface BillingAccountContext {
  userId: number | null;
  role: StaffRole | null;
  ifMatch?: string;
}

export async function loadBillingAccount(
  db: Db,
  id: number,
  role: StaffRole | null,
): Promise<BillingAccount> {
  const row = await findBillingAccountRow(db, id);
  if (!row) throw notFound(BILLING_ACCOUNT_LABEL, id);
  return toBillingAccount(row, role, await findPendingBankChange(db, id));
}

/** A new account carries its bank details at once: only `billing` writers open one (the route's rule). */
export async function createBillingAccount(
  db: Db,
  input: BillingAccountCreate,
  context: BillingAccountContext,
): Promise<BillingAccount> {
  const fingerprint = await ibanFingerprinter(db);
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
        after: accountHistoryView(account, fingerprint),
      });
      return account;
    })
    .catch(rethrowConstraintViolation);
  return toBillingAccount(row, context.role, null);
}

/** Changes the account's other fields; its bank details only come back unchanged (bank-details-guard.ts). */
export async function updateBillingAccount(
  db: Db,
  id: number,
  changes: BillingAccountUpdate,
  context: BillingAccountContext,
): Promise<BillingAccount> {
  const fingerprint = await ibanFingerprinter(db);
  const { row, pending } = await db.transaction(async (tx) => {
    const current = await findBillingAccountRow(tx, id, { forUpdate: true });
    if (!current) throw notFound(BILLING_ACCOUNT_LABEL, id);
    const others = keepBankDetails(current, changes, context.role);
    const pending = await findPendingBankChange(tx, id);
    // The ETag the client holds is that of the account as its role sees it.
    assertIfMatch(context.ifMatch, toBillingAccount(current, context.role, pending));
    const [updated] = await tx
      .update(billingAccounts)
      .set({ ...others, updatedDate: new Date() })
      .where(eq(billingAccounts.id, id))
      .returning();
    const account = updated as BillingAccountRow;
    await recordChange(tx, {
      userId: context.userId,
      resource: 'billing_accounts',
      resourceId: id,
      kind: 'UPDATE',
      before: accountHistoryView(current, fingerprint),
      after: accountHistoryView(account, fingerprint),
    });
    return { row: account, pending };
  });
  return toBillingAccount(row, context.role, pending);
}
