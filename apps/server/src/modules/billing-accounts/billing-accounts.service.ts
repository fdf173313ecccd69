import type { Db } from '@vetbo/db/database';
import { billingAccounts } from '@vetbo/db/schema/index';
import type {
  BillingAccount,
  BillingAccountCreate,
  BillingAccountUpdate,
} from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { eq } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import type { RequestContext } from '../../lib/write-context.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import { findPendingBankChange } from './bank-details-changes.repository.ts';
import { keepBankDetails } from './bank-details-guard.ts';
import { accountHistoryView } from './bank-details-history.ts';
import {
  type BankChangeRecord,
  type BillingAccountRow,
  toBillingAccount,
} from './billing-accounts.mapper.ts';
import { ibanFingerprinter } from './iban-fingerprint.ts';

export const BILLING_ACCOUNT_LABEL = 'Compte de facturation';
const RESOURCE = 'billing_accounts' as const;

export async function loadBillingAccount(
  db: Db,
  id: number,
  role: StaffRole | null,
): Promise<BillingAccount> {
  const row = await findRowById(db, billingAccounts, id);
  if (!row) throw notFound(BILLING_ACCOUNT_LABEL, id);
  return toBillingAccount(row, role, await findPendingBankChange(db, id));
}

/** A new account carries its bank details at once: only `billing` writers open one (the route's rule). */
export async function createBillingAccount(
  db: Db,
  input: BillingAccountCreate,
  context: RequestContext,
): Promise<BillingAccount> {
  const fingerprint = await ibanFingerprinter(db);
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      sent: input,
      writeRow: async () =>
        (await tx.insert(billingAccounts).values(input).returning())[0] as BillingAccountRow,
      toApi: (row) => toBillingAccount(row, context.role, null),
      // The answer masks the IBAN for most roles: the history keeps the row's, masked, with its fingerprint.
      toHistory: (_account, row) => accountHistoryView(row, fingerprint),
    }),
  );
}

/** Changes the account's other fields; its bank details only come back unchanged (bank-details-guard.ts). */
export async function updateBillingAccount(
  db: Db,
  id: number,
  changes: BillingAccountUpdate,
  context: RequestContext,
): Promise<BillingAccount> {
  const fingerprint = await ibanFingerprinter(db);
  return db.transaction(async (tx) => {
    let pending: BankChangeRecord | null = null;
    let others: ReturnType<typeof keepBankDetails> = {};
    return updateRecorded(tx, {
      resource: RESOURCE,
      id,
      context,
      sent: changes,
      lock: async () => {
        const current = await findRowById(tx, billingAccounts, id, { forUpdate: true });
        if (current) pending = await findPendingBankChange(tx, id);
        return current;
      },
      notFound: () => notFound(BILLING_ACCOUNT_LABEL, id),
      // The ETag the client holds is that of the account as its role sees it.
      toApi: (row) => toBillingAccount(row, context.role, pending),
      authorise: (_before, current) => {
        others = keepBankDetails(current, changes, context.role);
      },
      writeRow: async () => {
        const [updated] = await tx
          .update(billingAccounts)
          .set({ ...others, updatedDate: new Date() })
          .where(eq(billingAccounts.id, id))
          .returning();
        return updated as BillingAccountRow;
      },
      toHistory: (_account, row) => accountHistoryView(row, fingerprint),
    });
  });
}
