import type { Db } from '@vetbo/db/database';
import { billingAccounts } from '@vetbo/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { refusal } from '../../lib/problem.ts';
import { BILLING_ACCOUNT_PROBLEMS } from './billing-accounts.problems.ts';

/**
 * An establishment's or a group's main billing account must be one of its legal structure's accounts
 * (none without a legal structure): 422 on `mainBillingAccountId` otherwise.
 */
export async function assertBillingAccountBelongs(
  db: Pick<Db, 'select'>,
  accountId: number | null | undefined,
  legalStructureId: number | null,
): Promise<void> {
  if (!accountId) return;
  const [found] = legalStructureId
    ? await db
        .select({ id: billingAccounts.id })
        .from(billingAccounts)
        .where(and(eq(billingAccounts.id, accountId), eq(billingAccounts.legalStructureId, legalStructureId)))
    : [];
  if (!found) {
    throw refusal(BILLING_ACCOUNT_PROBLEMS.UNKNOWN_BILLING_ACCOUNT, {
      errors: [{ path: 'mainBillingAccountId', message: 'unknownReference' }],
      params: { id: String(accountId) },
    });
  }
}
