import type { Db } from '@vetbo/db/database';
import { veterinaryGroups } from '@vetbo/db/schema/index';
import type { Workgroup, WorkgroupCreate, WorkgroupUpdate } from '@vetbo/domain/workgroups';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { assertBillingAccountBelongs } from '../billing-accounts/public.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import { toWorkgroup } from './workgroups.mapper.ts';
import { findWorkgroupRecord } from './workgroups.repository.ts';

const LABEL = 'Groupe';

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
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'veterinary_groups',
      context,
      sent: input,
      write: async () => {
        await assertBillingAccountBelongs(tx, input.mainBillingAccountId, input.legalStructureId ?? null);
        const [created] = await tx
          .insert(veterinaryGroups)
          .values(input)
          .returning({ id: veterinaryGroups.id });
        return loadWorkgroup(tx, created?.id as number);
      },
    }),
  );
}

export async function updateWorkgroup(
  db: Db,
  id: number,
  changes: WorkgroupUpdate,
  context: WriteContext,
): Promise<Workgroup> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'veterinary_groups',
      id,
      context,
      sent: changes,
      lock: () => findWorkgroupRecord(tx, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toWorkgroup,
      write: async (_before, current) => {
        const legalStructureId =
          changes.legalStructureId === undefined ? current.group.legalStructureId : changes.legalStructureId;
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
  );
}
