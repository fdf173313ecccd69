import { sql } from 'drizzle-orm';
import {
  veterinaryEstablishmentActivities,
  veterinaryEstablishmentAddresses,
  veterinaryEstablishmentMandates,
  veterinaryEstablishmentOpeningHours,
  veterinaryEstablishments,
  veterinaryEstablishmentTags,
} from '../schema/establishments.ts';
import { idAt, inBatches, insertAll, type Tx } from './batches.ts';
import type { InsertedOrganisations } from './insert-organisations.ts';
import type { EstablishmentPlan } from './plan-establishments.ts';

/** Establishments, then their address, main address, tags, activities, opening hours and mandates. */
export async function insertEstablishments(
  tx: Tx,
  plans: readonly EstablishmentPlan[],
  organisations: InsertedOrganisations,
): Promise<number[]> {
  const structureId = (index: number | null) =>
    index === null ? null : idAt(organisations.legalStructureIds, index);
  const ids = (
    await inBatches(plans, (batch) =>
      tx
        .insert(veterinaryEstablishments)
        .values(
          batch.map((plan) => ({
            ...plan.row,
            legalStructureId: structureId(plan.legalStructureIndex),
            mainBillingAccountId:
              plan.legalStructureIndex === null
                ? null
                : idAt(organisations.mainBillingAccountIds, plan.legalStructureIndex),
          })),
        )
        .returning({ id: veterinaryEstablishments.id }),
    )
  ).map((row) => row.id);
  const withId = plans.map((plan, index) => ({ plan, id: idAt(ids, index) }));

  await insertAll(
    withId.map(({ plan, id }) => ({ ...plan.address, veterinaryEstablishmentId: id })),
    (batch) => tx.insert(veterinaryEstablishmentAddresses).values(batch),
  );
  await tx.execute(sql`
    UPDATE veterinary_establishments e SET main_address_id = a.id
    FROM veterinary_establishment_addresses a
    WHERE a.veterinary_establishment_id = e.id AND e.main_address_id IS NULL`);
  await insertAll(
    withId.flatMap(({ plan, id }) => plan.tags.map((tag) => ({ veterinaryEstablishmentId: id, tag }))),
    (batch) => tx.insert(veterinaryEstablishmentTags).values(batch),
  );
  await insertAll(
    withId.flatMap(({ plan, id }) =>
      plan.activities.map((activity) => ({
        ...activity,
        veterinaryEstablishmentId: id,
        ...timestampsOf(plan),
      })),
    ),
    (batch) => tx.insert(veterinaryEstablishmentActivities).values(batch),
  );
  await insertAll(
    withId.flatMap(({ plan, id }) =>
      plan.openingHours.map((hours) => ({ ...hours, veterinaryEstablishmentId: id, ...timestampsOf(plan) })),
    ),
    (batch) => tx.insert(veterinaryEstablishmentOpeningHours).values(batch),
  );
  await insertAll(
    withId.flatMap(({ plan, id }) =>
      plan.legalStructureIndex === null
        ? []
        : (organisations.mandateIdsByStructure[plan.legalStructureIndex] ?? []).map((mandateId) => ({
            veterinaryEstablishmentId: id,
            mandateId,
            accountingCode: plan.row.accountingCode ?? `C${plan.row.privilegedCode}`,
            ...timestampsOf(plan),
          })),
    ),
    (batch) => tx.insert(veterinaryEstablishmentMandates).values(batch),
  );
  return ids;
}

function timestampsOf(plan: EstablishmentPlan) {
  return { createdDate: plan.row.createdDate, updatedDate: plan.row.updatedDate };
}
