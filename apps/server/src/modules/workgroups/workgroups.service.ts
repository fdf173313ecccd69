import type { Db } from '@vetbo/db/database';
import { veterinaryGroups } from '@vetbo/db/schema/index';
import type { Workgroup, WorkgroupCreate, WorkgroupUpdate } from '@vetbo/domain/workgroups';
import { eq } from 'drizzle-orm';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { ApiProblem, notFound } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { assertBillingAccountBelongs } from '../billing-accounts/billing-account-checks.ts';
import { recordChange } from '../change-history/record-change.ts';
import { updateRecorded } from '../change-history/recorded-write.ts';
import { toWorkgroup } from './workgroups.mapper.ts';
import { findWorkgroupRecord } from './workgroups.repository.ts';

const LABEL = 'Groupe';

function rethrowGroupCodeTaken(groupCode: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, 'veterinary_groups_group_code_key')) {
      throw new ApiProblem(409, 'GROUP_CODE_TAKEN', [{ path: 'groupCode', message: 'groupCodeTaken' }], {
        groupCode: groupCode ?? '',
      });
    }
    return rethrowConstraintViolation(error);
  };
}

export async function loadWorkgroup(db: Db, id: number): Promise<Workgroup> {
  const record = await findWorkgroupRecord(db, id);
  if (!record) throw notFound(LABEL, id);
  return toWorkgroup(record);
}

export async function createWorkgroup(
  db: Db,
  input: WorkgroupCreate,
  context: WriteContext,
): Promise<Workgroup> {
  return db
    .transaction(async (tx) => {
      await assertBillingAccountBelongs(tx, input.mainBillingAccountId, input.legalStructureId ?? null);
      const [created] = await tx
        .insert(veterinaryGroups)
        .values(input)
        .returning({ id: veterinaryGroups.id });
      const id = created?.id as number;
      const after = toWorkgroup(
        (await findWorkgroupRecord(tx, id)) as NonNullable<Awaited<ReturnType<typeof findWorkgroupRecord>>>,
      );
      await recordChange(tx, {
        userId: context.userId,
        resource: 'veterinary_groups',
        resourceId: id,
        kind: 'CREATE',
        before: null,
        after,
      });
      return after;
    })
    .catch(rethrowGroupCodeTaken(input.groupCode));
}

export async function updateWorkgroup(
  db: Db,
  id: number,
  changes: WorkgroupUpdate,
  context: WriteContext,
): Promise<Workgroup> {
  return db
    .transaction((tx) =>
      updateRecorded(tx, {
        resource: 'veterinary_groups',
        id,
        context,
        lock: () => findWorkgroupRecord(tx, id, { forUpdate: true }),
        notFound: () => notFound(LABEL, id),
        toApi: toWorkgroup,
        write: async (_before, current) => {
          const legalStructureId =
            changes.legalStructureId === undefined
              ? current.group.legalStructureId
              : changes.legalStructureId;
          const mainBillingAccountId =
            changes.mainBillingAccountId === undefined
              ? current.group.mainBillingAccountId
              : changes.mainBillingAccountId;
          await assertBillingAccountBelongs(tx, mainBillingAccountId, legalStructureId ?? null);
          await tx
            .update(veterinaryGroups)
            .set({ ...changes, updatedDate: new Date() })
            .where(eq(veterinaryGroups.id, id));
          return toWorkgroup((await findWorkgroupRecord(tx, id)) as typeof current);
        },
      }),
    )
    .catch(rethrowGroupCodeTaken(changes.groupCode));
}
