import {
  manufacturerUsers,
  veterinaryEstablishmentUsers,
  veterinaryGroupUsers,
} from '../schema/memberships.ts';
import { users } from '../schema/users.ts';
import {
  veterinaryEstablishmentMembers,
  veterinaryGroupMandates,
  veterinaryGroups,
} from '../schema/workgroups.ts';
import { idAt, inBatches, insertAll, type Tx } from './batches.ts';
import type { InsertedOrganisations } from './insert-organisations.ts';
import type { LinkPlan, UserPlan } from './plan-users.ts';
import type { WorkgroupPlan } from './plan-workgroups.ts';

/** Groups, their establishment members and mandates; returns the group ids and the member count. */
export async function insertWorkgroups(
  tx: Tx,
  plans: readonly WorkgroupPlan[],
  establishmentIds: readonly number[],
  organisations: InsertedOrganisations,
) {
  const ids = (
    await tx
      .insert(veterinaryGroups)
      .values(
        plans.map((plan) => ({
          ...plan.row,
          legalStructureId:
            plan.legalStructureIndex === null
              ? null
              : idAt(organisations.legalStructureIds, plan.legalStructureIndex),
          mainBillingAccountId:
            plan.legalStructureIndex === null
              ? null
              : idAt(organisations.mainBillingAccountIds, plan.legalStructureIndex),
        })),
      )
      .returning({ id: veterinaryGroups.id })
  ).map((row) => row.id);
  const members = await insertAll(
    plans.flatMap((plan, index) =>
      plan.members.map((member) => ({
        ...member.row,
        veterinaryGroupId: idAt(ids, index),
        veterinaryEstablishmentId: idAt(establishmentIds, member.establishmentIndex),
      })),
    ),
    (batch) => tx.insert(veterinaryEstablishmentMembers).values(batch),
  );
  await insertAll(
    plans.flatMap((plan, index) =>
      plan.legalStructureIndex === null
        ? []
        : (organisations.mandateIdsByStructure[plan.legalStructureIndex] ?? []).map((mandateId) => ({
            veterinaryGroupId: idAt(ids, index),
            mandateId,
            accountingCode: plan.row.accountingCode,
            createdDate: plan.row.createdDate,
            updatedDate: plan.row.updatedDate,
          })),
    ),
    (batch) => tx.insert(veterinaryGroupMandates).values(batch),
  );
  return { ids, members };
}

function linkRows(userId: number, links: readonly LinkPlan[], targetIds: readonly number[]) {
  return links.map(({ targetIndex, ...link }) => ({
    ...link,
    userId,
    targetId: idAt(targetIds, targetIndex),
    createdDate: new Date(`${link.entryDate}T08:00:00Z`),
    updatedDate: new Date(`${link.exitDate ?? link.entryDate}T08:00:00Z`),
  }));
}

/** Users (the demo accounts get `passwordHash`) and their links to establishments, groups and manufacturers. */
export async function insertUsers(
  tx: Tx,
  plans: readonly UserPlan[],
  passwordHash: string,
  establishmentIds: readonly number[],
  groupIds: readonly number[],
) {
  const ids = (
    await inBatches(plans, (batch) =>
      tx
        .insert(users)
        .values(batch.map((plan) => ({ ...plan.row, passwordHash: plan.isDemo ? passwordHash : null })))
        .returning({ id: users.id }),
    )
  ).map((row) => row.id);
  const withId = plans.map((plan, index) => ({ plan, userId: idAt(ids, index) }));
  const establishmentUsers = await insertAll(
    withId.flatMap(({ plan, userId }) =>
      linkRows(userId, plan.establishmentLinks, establishmentIds).map(({ targetId, ...row }) => ({
        ...row,
        veterinaryEstablishmentId: targetId,
      })),
    ),
    (batch) => tx.insert(veterinaryEstablishmentUsers).values(batch),
  );
  const groupUsers = await insertAll(
    withId.flatMap(({ plan, userId }) =>
      linkRows(userId, plan.groupLinks, groupIds).map(({ targetId, ...row }) => ({
        ...row,
        veterinaryGroupId: targetId,
      })),
    ),
    (batch) => tx.insert(veterinaryGroupUsers).values(batch),
  );
  const manufacturers = await insertAll(
    withId.flatMap(({ plan, userId }) =>
      plan.manufacturerLinks.map((link) => ({
        ...link,
        userId,
        createdDate: plan.row.createdDate,
        updatedDate: plan.row.updatedDate,
      })),
    ),
    (batch) => tx.insert(manufacturerUsers).values(batch),
  );
  return { users: ids.length, establishmentUsers, groupUsers, manufacturerUsers: manufacturers };
}
