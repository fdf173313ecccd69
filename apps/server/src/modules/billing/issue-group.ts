// One run's invoice: a group of periods or deliveries of one establishment and creditor, issued, and the
// rows it carries marked with it in the same transaction — so a period or a delivery is billed once.
import {
  veterinaryEstablishmentServiceDeliveries,
  veterinaryEstablishmentServicePeriods,
} from '@vetbo/db/schema/index';
import { inArray } from 'drizzle-orm';
import { ApiProblem } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { BillingGroup } from './billing-groups.ts';
import { type Creditor, loadBillingTarget, loadIssuingCreditor, paymentAccount } from './billing-target.ts';
import { type Actor, createDocument } from './create-document.ts';

/**
 * Direct debit from the establishment's main account when it holds a valid mandate for the creditor,
 * else a bank transfer to the creditor's account.
 */
async function automaticPayment(
  tx: Tx,
  target: Awaited<ReturnType<typeof loadBillingTarget>>,
  creditor: Creditor,
  today: string,
) {
  const method = 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT';
  try {
    return {
      method,
      payment: await tx.transaction((inner) =>
        paymentAccount(inner as Tx, target, creditor, method, undefined, today),
      ),
    };
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    return { method: 'BANK_TRANSFER', payment: { billingAccountId: null, rum: null, iban: null, bic: null } };
  }
}

export async function issueGroup(
  tx: Tx,
  group: BillingGroup,
  runId: number,
  actor: Actor,
  today: string,
): Promise<number> {
  const creditor = await loadIssuingCreditor(tx, group.creditorId);
  const target = await loadBillingTarget(tx, { veterinaryEstablishmentId: group.veterinaryEstablishmentId });
  const { method, payment } = await automaticPayment(tx, target, creditor, today);
  const id = await createDocument(
    tx,
    {
      documentType: 'INVOICE',
      series: 'INVOICE',
      category: group.category,
      creditorId: creditor.id,
      target,
      paymentMethod: method,
      payment,
      accountingCode: target.accountingCode,
      periodStartDate: group.periodStartDate,
      periodEndDate: group.periodEndDate,
      deliveryDate: group.deliveryDate,
      deliveryInformationCode: group.deliveryInformationCode,
      billingRunId: runId,
      lines: group.lines,
    },
    actor,
  );
  if (group.periodIds.length)
    await tx
      .update(veterinaryEstablishmentServicePeriods)
      .set({ invoiceId: id })
      .where(inArray(veterinaryEstablishmentServicePeriods.id, group.periodIds));
  if (group.deliveryIds.length)
    await tx
      .update(veterinaryEstablishmentServiceDeliveries)
      .set({ invoiceId: id, billingStatus: 'BILLED', invoiceDate: today })
      .where(inArray(veterinaryEstablishmentServiceDeliveries.id, group.deliveryIds));
  return id;
}
