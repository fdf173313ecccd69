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
import type { Tx } from '../../lib/transaction.ts';
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

/** What differs between an establishment's and a group's team jobs, for their shared update and delete. */
interface TeamJobKind<Job extends { id: number }, Row, Changes> {
  resource: 'veterinary_establishment_users' | 'veterinary_group_users';
  label: string;
  find: (db: Tx, id: number, options?: { forUpdate?: boolean }) => Promise<Row | null>;
  toJob: (row: Row) => Job;
  /** The dates the record will have after `changes`, checked by `datesSchema`. */
  datesAfter: (changes: Changes, before: Job) => z.input<typeof datesSchema>;
  update: (tx: Tx, id: number, changes: Changes) => Promise<unknown>;
  remove: (tx: Tx, id: number) => Promise<unknown>;
}

/** Locks the job, checks If-Match, and gives its current version (404 when it does not exist). */
async function lockJob<Job extends { id: number }, Row, Changes>(
  kind: TeamJobKind<Job, Row, Changes>,
  tx: Tx,
  id: number,
  context: WriteContext,
): Promise<Job> {
  const current = await kind.find(tx, id, { forUpdate: true });
  if (!current) throw notFound(kind.label, id);
  const before = kind.toJob(current);
  assertIfMatch(context.ifMatch, before);
  return before;
}

function updateJob<Job extends { id: number }, Row, Changes extends object>(
  kind: TeamJobKind<Job, Row, Changes>,
  db: Db,
  id: number,
  changes: Changes,
  context: WriteContext,
): Promise<Job> {
  return db.transaction(async (tx) => {
    const before = await lockJob(kind, tx, id, context);
    parseOrRefuse(datesSchema, kind.datesAfter(changes, before));
    await kind.update(tx, id, changes);
    const record = await kind.find(tx, id);
    const after = kind.toJob(record as NonNullable<typeof record>);
    await recordChange(tx, {
      userId: context.userId,
      resource: kind.resource,
      resourceId: id,
      kind: 'UPDATE',
      before,
      after,
    });
    return after;
  });
}

/** Removes a job entered by mistake; someone who leaves gets an exit date, which keeps the team's past. */
async function deleteJob<Job extends { id: number }, Row, Changes>(
  kind: TeamJobKind<Job, Row, Changes>,
  db: Db,
  id: number,
  context: WriteContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockJob(kind, tx, id, context);
    await kind.remove(tx, id);
    await recordChange(tx, {
      userId: context.userId,
      resource: kind.resource,
      resourceId: id,
      kind: 'DELETE',
      before,
      after: null,
    });
  });
}

const ESTABLISHMENT_JOBS: TeamJobKind<
  EstablishmentUser,
  NonNullable<Awaited<ReturnType<typeof findEstablishmentUserRecord>>>,
  EstablishmentUserUpdate
> = {
  resource: 'veterinary_establishment_users',
  label: ESTABLISHMENT_LABEL,
  find: findEstablishmentUserRecord,
  toJob: toEstablishmentUser,
  datesAfter: (changes, before) => ({
    entryDate: merged(changes.entryDate, before.entryDate),
    exitDate: merged(changes.exitDate, before.exitDate),
    servicePeriodStartDate: merged(changes.servicePeriodStartDate, before.servicePeriodStartDate),
    servicePeriodEndDate: merged(changes.servicePeriodEndDate, before.servicePeriodEndDate),
  }),
  update: (tx, id, changes) =>
    tx
      .update(establishmentJobs)
      .set({ ...changes, updatedDate: new Date() })
      .where(eq(establishmentJobs.id, id)),
  remove: (tx, id) => tx.delete(establishmentJobs).where(eq(establishmentJobs.id, id)),
};

const GROUP_JOBS: TeamJobKind<
  GroupUser,
  NonNullable<Awaited<ReturnType<typeof findGroupUserRecord>>>,
  GroupUserUpdate
> = {
  resource: 'veterinary_group_users',
  label: GROUP_LABEL,
  find: findGroupUserRecord,
  toJob: toGroupUser,
  datesAfter: (changes, before) => ({
    entryDate: merged(changes.entryDate, before.entryDate),
    exitDate: merged(changes.exitDate, before.exitDate),
  }),
  update: (tx, id, changes) =>
    tx
      .update(groupJobs)
      .set({ ...changes, updatedDate: new Date() })
      .where(eq(groupJobs.id, id)),
  remove: (tx, id) => tx.delete(groupJobs).where(eq(groupJobs.id, id)),
};

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

export const updateEstablishmentUser = (
  db: Db,
  id: number,
  changes: EstablishmentUserUpdate,
  context: WriteContext,
): Promise<EstablishmentUser> => updateJob(ESTABLISHMENT_JOBS, db, id, changes, context);

export const deleteEstablishmentUser = (db: Db, id: number, context: WriteContext): Promise<void> =>
  deleteJob(ESTABLISHMENT_JOBS, db, id, context);

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

export const updateGroupUser = (
  db: Db,
  id: number,
  changes: GroupUserUpdate,
  context: WriteContext,
): Promise<GroupUser> => updateJob(GROUP_JOBS, db, id, changes, context);

export const deleteGroupUser = (db: Db, id: number, context: WriteContext): Promise<void> =>
  deleteJob(GROUP_JOBS, db, id, context);
