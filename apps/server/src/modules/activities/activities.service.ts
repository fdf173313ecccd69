import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentActivities as activities,
  veterinaryEstablishments as establishments,
} from '@vetbo/db/schema/index';
import type { ActivityCreate, ActivityUpdate, EstablishmentActivity } from '@vetbo/domain/activities';
import { and, eq, ne, sql } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { invalidFields, notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import { type ActivityRow, toActivity } from './activities.mapper.ts';

const LABEL = 'Activité';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Spec §2.10: an establishment's shares add up to 100 % at most. The establishment row is locked first,
 * so two writes to its activities at the same time are checked one after the other.
 */
async function assertSharesFit(
  tx: Transaction,
  establishmentId: number,
  share: number | null,
  exceptId?: number,
) {
  if (!share) return;
  await tx
    .select({ id: establishments.id })
    .from(establishments)
    .where(eq(establishments.id, establishmentId))
    .for('update');
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${activities.share}), 0)::int` })
    .from(activities)
    .where(
      exceptId === undefined
        ? eq(activities.veterinaryEstablishmentId, establishmentId)
        : and(eq(activities.veterinaryEstablishmentId, establishmentId), ne(activities.id, exceptId)),
    );
  if ((row?.total ?? 0) + share > 100) {
    throw invalidFields([{ path: 'share', message: 'sharesOverHundred' }], 422);
  }
}

export async function loadActivity(db: Db, id: number): Promise<EstablishmentActivity> {
  const row = await findRowById(db, activities, id);
  if (!row) throw notFound(LABEL, id);
  return toActivity(row);
}

export async function createActivity(db: Db, input: ActivityCreate, context: WriteContext) {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'veterinary_establishment_activities',
      context,
      write: async () => {
        await assertSharesFit(tx, input.veterinaryEstablishmentId, input.share ?? null);
        const [created] = await tx.insert(activities).values(input).returning();
        return toActivity(created as ActivityRow);
      },
    }),
  );
}

export async function updateActivity(db: Db, id: number, changes: ActivityUpdate, context: WriteContext) {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'veterinary_establishment_activities',
      id,
      context,
      lock: () => findRowById(tx, activities, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toActivity,
      write: async (_before, current) => {
        if (changes.share !== undefined) {
          await assertSharesFit(tx, current.veterinaryEstablishmentId, changes.share, id);
        }
        const [updated] = await tx
          .update(activities)
          .set({ ...changes, updatedDate: new Date() })
          .where(eq(activities.id, id))
          .returning();
        return toActivity(updated as ActivityRow);
      },
    }),
  );
}
