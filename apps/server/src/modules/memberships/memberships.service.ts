import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishments as establishments,
  veterinaryEstablishmentMembers as members,
} from '@vetbo/db/schema/index';
import {
  checkMembershipDates,
  type Membership,
  type MembershipCreate,
  type MembershipUpdate,
} from '@vetbo/domain/memberships';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { parseOrRefuse } from '../../lib/validation.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import { type MembershipRecord, toMembership } from './memberships.mapper.ts';
import { MEMBERSHIP_PROBLEMS } from './memberships.problems.ts';
import { findMembershipRecord, findOverlappingMembership } from './memberships.repository.ts';

const LABEL = 'Adhésion';

const datesSchema = z
  .object({ joinDate: z.string(), leaveDate: z.string().nullable() })
  .superRefine(checkMembershipDates);

async function assertNoOverlap(tx: Tx, period: Parameters<typeof findOverlappingMembership>[1]) {
  // NOTE: the establishment row is locked first, so two concurrent writes for one establishment queue up
  // and the second sees the first's membership.
  await tx
    .select({ id: establishments.id })
    .from(establishments)
    .where(eq(establishments.id, period.establishmentId))
    .for('update');
  if (await findOverlappingMembership(tx, period)) {
    throw refusal(MEMBERSHIP_PROBLEMS.MEMBERSHIP_OVERLAP, {
      errors: [{ path: 'joinDate', message: 'membershipOverlap' }],
    });
  }
}

async function loadRecord(tx: Tx, id: number): Promise<MembershipRecord> {
  const record = await findMembershipRecord(tx, id);
  if (!record) throw notFound(LABEL, id);
  return record;
}

export async function loadMembership(db: Db, id: number): Promise<Membership> {
  const record = await findMembershipRecord(db, id);
  if (!record) throw notFound(LABEL, id);
  return toMembership(record);
}

export async function createMembership(
  db: Db,
  input: MembershipCreate,
  context: WriteContext,
): Promise<Membership> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'veterinary_establishment_members',
      context,
      write: async () => {
        await assertNoOverlap(tx, {
          establishmentId: input.veterinaryEstablishmentId,
          groupId: input.veterinaryGroupId,
          joinDate: input.joinDate,
          leaveDate: input.leaveDate ?? null,
        });
        const [created] = await tx
          .insert(members)
          .values({ ...input, tags: input.tags ?? [] })
          .returning({ id: members.id });
        return toMembership(await loadRecord(tx, created?.id as number));
      },
    }),
  );
}

/** The membership as updates and deletions lock it, check it and record it in the history. */
const recorded = (tx: Db, id: number, context: WriteContext) => ({
  resource: 'veterinary_establishment_members' as const,
  id,
  context,
  lock: () => findMembershipRecord(tx, id, { forUpdate: true }),
  notFound: () => notFound(LABEL, id),
  toApi: toMembership,
});

export async function updateMembership(
  db: Db,
  id: number,
  changes: MembershipUpdate,
  context: WriteContext,
): Promise<Membership> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      ...recorded(tx, id, context),
      write: async (before) => {
        const dates = parseOrRefuse(datesSchema, {
          joinDate: changes.joinDate ?? before.joinDate,
          leaveDate: changes.leaveDate === undefined ? before.leaveDate : changes.leaveDate,
        });
        await assertNoOverlap(tx, {
          establishmentId: before.veterinaryEstablishmentId,
          groupId: before.veterinaryGroupId,
          ...dates,
          exceptId: id,
        });
        await tx
          .update(members)
          .set({ ...changes, updatedDate: new Date() })
          .where(eq(members.id, id));
        return toMembership(await loadRecord(tx, id));
      },
    }),
  );
}

/** Removes a membership entered by mistake; a real departure is a leave date, which keeps the history. */
export async function deleteMembership(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, {
      ...recorded(tx, id, context),
      remove: async () => {
        await tx.delete(members).where(eq(members.id, id));
      },
    }),
  );
}
