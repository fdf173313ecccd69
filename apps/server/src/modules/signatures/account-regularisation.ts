// /onboarding/regulariser-compte (issue 9 §4): the leader changes their account's IBAN. The mandates
// signed for the old one are revoked (kept, with their history) and new ones are required, to sign
// again; a signature under way for the old details is cancelled.
import type { Db } from '@vetbo/db/database';
import { billingAccounts, mandates, requiredMandates } from '@vetbo/db/schema/index';
import type { AccountRegularisation } from '@vetbo/domain/signatures';
import { and, eq, isNull } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import {
  accountHistoryView,
  cancelAtProvider,
  cancelSignaturesUnderWay,
  cancelWaitingChangeOf,
  ibanFingerprinter,
} from '../billing-accounts/public.ts';
import { recordChange } from '../change-history/public.ts';
import { countRequiredMandates, generatedRum, toRequiredMandate } from '../mandates/public.ts';
import type { SignatureProviderAdapter } from './provider.ts';

export async function regulariseAccount(
  db: Db,
  provider: SignatureProviderAdapter,
  billingAccountId: number,
  input: AccountRegularisation,
  context: { userId: number; log: { error(object: unknown, message: string): void } },
): Promise<void> {
  const fingerprint = await ibanFingerprinter(db);
  const cancelled = await db.transaction(async (tx) => {
    const current = await findRowById(tx, billingAccounts, billingAccountId, { forUpdate: true });
    if (!current) throw notFound('Compte de facturation', billingAccountId);
    const now = new Date();
    const [updated] = await tx
      .update(billingAccounts)
      .set({ iban: input.iban, bicSwift: input.bicSwift ?? null, updatedDate: now })
      .where(eq(billingAccounts.id, billingAccountId))
      .returning();
    await recordChange(tx, {
      userId: context.userId,
      resource: 'billing_accounts',
      resourceId: billingAccountId,
      kind: 'UPDATE',
      // Masked IBANs beside their keyed fingerprints: a new IBAN masking alike still shows.
      before: accountHistoryView(current, fingerprint),
      after: accountHistoryView(updated as typeof current, fingerprint),
    });
    await cancelWaitingChangeOf(tx, billingAccountId, context.userId, fingerprint);
    if (current.iban === input.iban) return [];
    const signed = await tx
      .select({ required: requiredMandates, prefix: mandates.prefix })
      .from(requiredMandates)
      .innerJoin(mandates, eq(mandates.id, requiredMandates.mandateId))
      .where(
        and(eq(requiredMandates.billingAccountId, billingAccountId), isNull(requiredMandates.revokedDate)),
      )
      .for('update', { of: requiredMandates });
    for (const { required, prefix } of signed) {
      if (!required.validatedDate) continue;
      const [revoked] = await tx
        .update(requiredMandates)
        .set({ revokedDate: now, updatedDate: now })
        .where(eq(requiredMandates.id, required.id))
        .returning();
      await recordChange(tx, {
        userId: context.userId,
        resource: 'required_mandates',
        resourceId: required.id,
        kind: 'UPDATE',
        before: toRequiredMandate(required),
        after: toRequiredMandate(revoked as typeof required),
      });
      const rum = generatedRum(
        prefix,
        billingAccountId,
        await countRequiredMandates(tx, billingAccountId, required.mandateId),
      );
      const [created] = await tx
        .insert(requiredMandates)
        .values({ billingAccountId, mandateId: required.mandateId, rum })
        .returning();
      const after = toRequiredMandate(created as typeof required);
      await recordChange(tx, {
        userId: context.userId,
        resource: 'required_mandates',
        resourceId: after.id,
        kind: 'CREATE',
        before: null,
        after,
      });
    }
    return cancelSignaturesUnderWay(tx, billingAccountId, now);
  });
  await cancelAtProvider(provider, cancelled, context.log);
}
