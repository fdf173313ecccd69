import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentUsers as establishmentJobs,
  veterinaryGroupUsers as groupJobs,
} from '@vetbo/db/schema/index';
import {
  checkJobDates,
  type EstablishmentUser,
  type EstablishmentUserCreate,
  type EstablishmentUserUpdate,
  type GroupUser,
  type GroupUserCreate,
  type GroupUserUpdate,
} from '@vetbo/domain/teams';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { assertIfMatch } from '../../lib/etag.ts';
import { notFound } from '../../lib/problem.ts';
import { parseOrRefuse } from '../../lib/validation.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { toEstablishmentUser, toGroupUser } from './teams.mapper.ts';
import { findEstablishmentUserRecord, findGroupUserRecord } from './teams.repository.ts';

const ESTABLISHMENT_LABEL = "Poste dans l'établissement";
const GROUP_LABEL = 'Poste dans le groupe';

const datesSchema = z
  .object({
    entryDate: z.string(),
    exitDate: z.string().nullable(),
    servicePeriodStartDate: z.string().nullable().optional(),
    servicePeriodEndDate: z.string().nullable().optional(),
  })
  .superRefine(checkJobDates);

/** A PATCH's value when sent, else the stored one: the date rules hold on the record as it will be. */
const merged = <T>(sent: T | undefined, stored: T) => (sent === undefined ? stored : sent);

// ---------------------------------------------------------------- establishment teams

export async function loadEstablishmentUser(db: Db, id: number): Promise<EstablishmentUser> {
  const record = await findEstablishmentUserRecord(db, id);
  if (!record) throw notFound(ESTABLISHMENT_LABEL, id);
  return toEstablishmentUser(record);
}

export async function createEstablishmentUser(
  db: Db,
  input: EstablishmentUserCreate,
  context: WriteContext,
): Promise<EstablishmentUser> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(establishmentJobs)
        .values({
          userId: input.userId,
          veterinaryEstablishmentId: input.veterinaryEstablishmentId,
          jobTitle: input.jobTitle,
          department: input.department ?? null,
          entryDate: input.entryDate,
          exitDate: input.exitDate ?? null,
          veterinaryServiceOptionId: input.veterinaryServiceOptionId ?? null,
          servicePeriodStartDate: input.servicePeriodStartDate ?? null,
          servicePeriodEndDate: input.servicePeriodEndDate ?? null,
        })
        .returning({ id: establishmentJobs.id });
      const record = await findEstablishmentUserRecord(tx, created?.id as number);
      const after = toEstablishmentUser(record as NonNullable<typeof record>);
      await recordChange(tx, {
        userId: context.userId,
        resource: 'veterinary_establishment_users',
        resourceId: after.id,
        kind: 'CREATE',
        before: null,
        after,
      });
      return after;
    })
    .catch(rethrowConstraintViolation);
}

export async function updateEstablishmentUser(
  db: Db,
  id: number,
  changes: EstablishmentUserUpdate,
  context: WriteContext,
): Promise<EstablishmentUser> {
  return db.transaction(async (tx) => {
    const current = await findEstablishmentUserRecord(tx, id, { forUpdate: true });
    if (!current) throw notFound(ESTABLISHMENT_LABEL, id);
    const before = toEstablishmentUser(current);
    assertIfMatch(context.ifMatch, before);
    parseOrRefuse(datesSchema, {
      entryDate: merged(changes.entryDate, before.entryDate),
      exitDate: merged(changes.exitDate, before.exitDate),
      servicePeriodStartDate: merged(changes.servicePeriodStartDate, before.servicePeriodStartDate),
      servicePeriodEndDate: merged(changes.servicePeriodEndDate, before.servicePeriodEndDate),
    });
    await tx
      .update(establishmentJobs)
      .set({ ...changes, updatedDate: new Date() })
      .where(eq(establishmentJobs.id, id));
    const record = await findEstablishmentUserRecord(tx, id);
    const after = toEstablishmentUser(record as NonNullable<typeof record>);
    await recordChange(tx, {
      userId: context.userId,
      resource: 'veterinary_establishment_users',
      resourceId: id,
      kind: 'UPDATE',
      before,
      after,
    });
    return after;
  });
}

/** Removes a job entered by mistake; someone who leaves gets an exit date, which keeps the team's past. */
export async function deleteEstablishmentUser(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findEstablishmentUserRecord(tx, id, { forUpdate: true });
    if (!current) throw notFound(ESTABLISHMENT_LABEL, id);
    const before = toEstablishmentUser(current);
    assertIfMatch(context.ifMatch, before);
    await tx.delete(establishmentJobs).where(eq(establishmentJobs.id, id));
    await recordChange(tx, {
      userId: context.userId,
      resource: 'veterinary_establishment_users',
      resourceId: id,
      kind: 'DELETE',
      before,
      after: null,
    });
  });
}

// ---------------------------------------------------------------- group teams

export async function loadGroupUser(db: Db, id: number): Promise<GroupUser> {
  const record = await findGroupUserRecord(db, id);
  if (!record) throw notFound(GROUP_LABEL, id);
  return toGroupUser(record);
}

export async function createGroupUser(
  db: Db,
  input: GroupUserCreate,
  context: WriteContext,
): Promise<GroupUser> {
  return db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(groupJobs)
        .values({
          userId: input.userId,
          veterinaryGroupId: input.veterinaryGroupId,
          jobTitle: input.jobTitle,
          department: input.department ?? null,
          entryDate: input.entryDate,
          exitDate: input.exitDate ?? null,
        })
        .returning({ id: groupJobs.id });
      const record = await findGroupUserRecord(tx, created?.id as number);
      const after = toGroupUser(record as NonNullable<typeof record>);
      await recordChange(tx, {
        userId: context.userId,
        resource: 'veterinary_group_users',
        resourceId: after.id,
        kind: 'CREATE',
        before: null,
        after,
      });
      return after;
    })
    .catch(rethrowConstraintViolation);
}

export async function updateGroupUser(
  db: Db,
  id: number,
  changes: GroupUserUpdate,
  context: WriteContext,
): Promise<GroupUser> {
  return db.transaction(async (tx) => {
    const current = await findGroupUserRecord(tx, id, { forUpdate: true });
    if (!current) throw notFound(GROUP_LABEL, id);
    const before = toGroupUser(current);
    assertIfMatch(context.ifMatch, before);
    parseOrRefuse(datesSchema, {
      entryDate: merged(changes.entryDate, before.entryDate),
      exitDate: merged(changes.exitDate, before.exitDate),
    });
    await tx
      .update(groupJobs)
      .set({ ...changes, updatedDate: new Date() })
      .where(eq(groupJobs.id, id));
    const record = await findGroupUserRecord(tx, id);
    const after = toGroupUser(record as NonNullable<typeof record>);
    await recordChange(tx, {
      userId: context.userId,
      resource: 'veterinary_group_users',
      resourceId: id,
      kind: 'UPDATE',
      before,
      after,
    });
    return after;
  });
}

export async function deleteGroupUser(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findGroupUserRecord(tx, id, { forUpdate: true });
    if (!current) throw notFound(GROUP_LABEL, id);
    const before = toGroupUser(current);
    assertIfMatch(context.ifMatch, before);
    await tx.delete(groupJobs).where(eq(groupJobs.id, id));
    await recordChange(tx, {
      userId: context.userId,
      resource: 'veterinary_group_users',
      resourceId: id,
      kind: 'DELETE',
      before,
      after: null,
    });
  });
}
