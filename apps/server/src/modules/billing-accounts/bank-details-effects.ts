// What a confirmed change of bank details does besides the account (issue 20): the signatures under way
// for the old details are cancelled, and the validated mandates keep their RUM but record the SEPA
// amendment (original IBAN and BIC, date) that the next direct debit must carry.
import { requiredMandates, signatureRequests } from '@vetbo/db/schema/index';
import { maskIban } from '@vetbo/domain/billing-accounts';
import type { SignatureProvider } from '@vetbo/domain/enums';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiDateTime } from '../../lib/list.ts';
import type { Tx } from '../../lib/transaction.ts';
import { recordChange } from '../change-history/public.ts';
import { type RequiredMandateRow, toRequiredMandate } from '../mandates/public.ts';
import type { SignatureProviderAdapter } from '../signatures/public.ts';
import type { IbanFingerprint } from './iban-fingerprint.ts';

export interface CancelledSignature {
  provider: SignatureProvider;
  externalId: string | null;
}

/** Cancels, in the transaction, the account's signature requests under way; the provider is told after. */
export function cancelSignaturesUnderWay(tx: Tx, billingAccountId: number, now: Date) {
  return tx
    .update(signatureRequests)
    .set({ status: 'CANCELED', finishedDate: now })
    .where(
      and(
        eq(signatureRequests.billingAccountId, billingAccountId),
        inArray(signatureRequests.status, ['DRAFT', 'ONGOING']),
      ),
    )
    .returning({ provider: signatureRequests.provider, externalId: signatureRequests.externalId });
}

/** After the commit: the provider cancels its side too (a refusal is only logged, as elsewhere). */
export async function cancelAtProvider(
  provider: SignatureProviderAdapter,
  cancelled: CancelledSignature[],
  log: { error(object: unknown, message: string): void },
): Promise<void> {
  for (const { provider: kind, externalId } of cancelled) {
    if (!externalId || kind !== provider.kind) continue;
    await provider
      .cancel(externalId, 'Coordonnées bancaires modifiées')
      .catch((error: unknown) =>
        log.error({ err: error, externalId }, 'signature not cancelled at the provider'),
      );
  }
}

/** A mandate as the history keeps it, its amendment included (the IBAN masked, with its fingerprint). */
function mandateHistoryView(row: RequiredMandateRow, fingerprint: IbanFingerprint) {
  return {
    ...toRequiredMandate(row),
    amendedFromIban: row.amendedFromIban ? maskIban(row.amendedFromIban) : null,
    amendedFromIbanFingerprint: fingerprint(row.amendedFromIban),
    amendedFromBic: row.amendedFromBic,
    amendedDate: row.amendedDate ? apiDateTime(row.amendedDate) : null,
  };
}

/**
 * The account's validated mandates in force record the details they were signed with. While an
 * amendment still waits for the next debit, its original IBAN, BIC and date stay: the bank must
 * compare the debit with the details it last knew.
 */
export async function amendValidatedMandates(
  tx: Tx,
  billingAccountId: number,
  original: { iban: string | null; bicSwift: string | null },
  context: { userId: number; now: Date; fingerprint: IbanFingerprint },
): Promise<void> {
  const validated = await tx
    .select()
    .from(requiredMandates)
    .where(
      and(
        eq(requiredMandates.billingAccountId, billingAccountId),
        eq(requiredMandates.isValidated, true),
        isNull(requiredMandates.revokedDate),
        isNull(requiredMandates.amendedDate),
      ),
    )
    .for('update');
  for (const mandate of validated) {
    const [amended] = await tx
      .update(requiredMandates)
      .set({
        amendedFromIban: original.iban,
        amendedFromBic: original.bicSwift,
        amendedDate: context.now,
        updatedDate: context.now,
      })
      .where(eq(requiredMandates.id, mandate.id))
      .returning();
    await recordChange(tx, {
      userId: context.userId,
      resource: 'required_mandates',
      resourceId: mandate.id,
      kind: 'UPDATE',
      before: mandateHistoryView(mandate, context.fingerprint),
      after: mandateHistoryView(amended as RequiredMandateRow, context.fingerprint),
    });
  }
}
