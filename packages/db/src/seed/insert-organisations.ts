import { creditors } from '../schema/creditors.ts';
import { billingAccounts, legalStructures, mandates, requiredMandates } from '../schema/legal-structures.ts';
import { idAt, inBatches, insertAll, type Tx } from './batches.ts';
import type { CreditorPlan, LegalStructurePlan } from './plan-organisations.ts';

export interface InsertedOrganisations {
  creditorIds: number[];
  legalStructureIds: number[];
  /** The first billing account of each legal structure, its default one. */
  mainBillingAccountIds: number[];
  /** The mandates each legal structure's billing accounts are required to sign. */
  mandateIdsByStructure: number[][];
  counts: { creditors: number; legalStructures: number; billingAccounts: number; requiredMandates: number };
}

export async function insertOrganisations(
  tx: Tx,
  creditorPlans: readonly CreditorPlan[],
  structurePlans: readonly LegalStructurePlan[],
): Promise<InsertedOrganisations> {
  const creditorIds = (
    await tx
      .insert(creditors)
      .values(creditorPlans.map((plan) => plan.row))
      .returning({ id: creditors.id })
  ).map((row) => row.id);
  const mandateIds = (
    await tx
      .insert(mandates)
      .values(creditorPlans.map((plan, index) => ({ ...plan.mandate, creditorId: idAt(creditorIds, index) })))
      .returning({ id: mandates.id })
  ).map((row) => row.id);

  const legalStructureIds = (
    await inBatches(structurePlans, (batch) =>
      tx
        .insert(legalStructures)
        .values(batch.map((plan) => plan.row))
        .returning({ id: legalStructures.id }),
    )
  ).map((row) => row.id);

  const accounts = structurePlans.flatMap((plan, structureIndex) =>
    plan.billingAccounts.map((account) => ({ ...account, structureIndex })),
  );
  const accountIds = (
    await inBatches(accounts, (batch) =>
      tx
        .insert(billingAccounts)
        .values(
          batch.map((account) => ({
            ...account.row,
            legalStructureId: idAt(legalStructureIds, account.structureIndex),
          })),
        )
        .returning({ id: billingAccounts.id }),
    )
  ).map((row) => row.id);

  const required = accounts.flatMap((account, accountIndex) =>
    account.requiredMandates.map((mandate) => ({
      ...mandate.row,
      billingAccountId: idAt(accountIds, accountIndex),
      mandateId: idAt(mandateIds, mandate.mandateIndex),
    })),
  );
  await insertAll(required, (batch) => tx.insert(requiredMandates).values(batch));

  let firstAccount = 0;
  const mainBillingAccountIds = structurePlans.map((plan) => {
    const id = idAt(accountIds, firstAccount);
    firstAccount += plan.billingAccounts.length;
    return id;
  });
  const mandateIdsByStructure = structurePlans.map((plan) => [
    ...new Set(
      plan.billingAccounts.flatMap((account) =>
        account.requiredMandates.map((m) => idAt(mandateIds, m.mandateIndex)),
      ),
    ),
  ]);
  return {
    creditorIds,
    legalStructureIds,
    mainBillingAccountIds,
    mandateIdsByStructure,
    counts: {
      creditors: creditorIds.length,
      legalStructures: legalStructureIds.length,
      billingAccounts: accountIds.length,
      requiredMandates: required.length,
    },
  };
}
