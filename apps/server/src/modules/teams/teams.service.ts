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
  type JobTerms,
  type LeadershipChange,
} from '@vetbo/domain/teams';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { assertIfMatch } from '../../lib/etag.ts';
import { notFound } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { parseOrRefuse } from '../../lib/validation.ts';
import { recordChange } from '../change-history/record-change.ts';
import type { Mailer } from '../mail/mailer.ts';
import { authoriseJobWrite, type JobWriteContext } from './job-access.ts';
import { type LeaderNotice, writeLeaderNotice } from './leader-notice.ts';
import { toEstablishmentUser, toGroupUser } from './teams.mapper.ts';
import { findEstablishmentUserRecord, findGroupUserRecord } from './teams.repository.ts';

const ESTABLISHMENT_LABEL = "Poste dans l'établissement";
const GROUP_LABEL = 'Poste dans le groupe';

/** What a team write needs: the database, and the mailer that sends a leader's notice once committed. */
export interface TeamsDeps {
  db: Db;
  mailer: Pick<Mailer, 'deliver'>;
}

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

const createdTerms = (input: {
  jobTitle: string;
  entryDate: string;
  exitDate?: string | null;
}): JobTerms => ({
  jobTitle: input.jobTitle,
  entryDate: input.entryDate,
  exitDate: input.exitDate ?? null,
});

/** What differs between an establishment's and a group's team jobs, for their shared update and delete. */
interface TeamJobKind<Job extends { id: number }, Row, Changes> {
  resource: 'veterinary_establishment_users' | 'veterinary_group_users';
  label: string;
  find: (db: Tx, id: number, options?: { forUpdate?: boolean }) => Promise<Row | null>;
  toJob: (row: Row) => Job;
  /** The dates the record will have after `changes`, checked by `datesSchema`. */
  datesAfter: (changes: Changes, before: Job) => z.input<typeof datesSchema>;
  /** Where the job is, as the leader's notice names it. */
  place: (job: Job) => string;
  update: (tx: Tx, id: number, changes: Changes) => Promise<unknown>;
  remove: (tx: Tx, id: number) => Promise<unknown>;
}

type AnyJob = { id: number; userId: number; jobTitle: string; entryDate: string; exitDate: string | null };

/**
 * Locks the job, checks who may write it (403, before If-Match: a refused caller learns nothing of its
 * version), then If-Match, and gives its current version (404 when it does not exist).
 */
async function lockJob<Job extends AnyJob, Row, Changes>(
  kind: TeamJobKind<Job, Row, Changes>,
  tx: Tx,
  id: number,
  context: JobWriteContext,
  termsAfter: (before: Job) => JobTerms | null,
): Promise<{ before: Job; change: LeadershipChange | null }> {
  const current = await kind.find(tx, id, { forUpdate: true });
  if (!current) throw notFound(kind.label, id);
  const before = kind.toJob(current);
  const change = authoriseJobWrite(context, before.userId, before, termsAfter(before));
  assertIfMatch(context.ifMatch, before);
  return { before, change };
}

/** The leader's notice, in the write's transaction, when the write touches a leadership. */
const noticeOf = (tx: Tx, change: LeadershipChange | null, notice: Omit<LeaderNotice, 'change'>) =>
  change ? writeLeaderNotice(tx, { ...notice, change }) : Promise.resolve(null);

async function deliverNotice(deps: TeamsDeps, messageId: number | null) {
  if (messageId !== null) await deps.mailer.deliver([messageId]);
}

async function updateJob<Job extends AnyJob, Row, Changes extends { jobTitle?: string }>(
  kind: TeamJobKind<Job, Row, Changes>,
  deps: TeamsDeps,
  id: number,
  changes: Changes,
  context: JobWriteContext,
): Promise<Job> {
  const { after, messageId } = await deps.db.transaction(async (tx) => {
    const { before, change } = await lockJob(kind, tx, id, context, (job) => {
      const dates = kind.datesAfter(changes, job);
      return {
        jobTitle: changes.jobTitle ?? job.jobTitle,
        entryDate: dates.entryDate,
        exitDate: dates.exitDate,
      };
    });
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
    const messageId = await noticeOf(tx, change, { personId: after.userId, place: kind.place(after) });
    return { after, messageId };
  });
  await deliverNotice(deps, messageId);
  return after;
}

/** Removes a job entered by mistake; someone who leaves gets an exit date, which keeps the team's past. */
async function deleteJob<Job extends AnyJob, Row, Changes>(
  kind: TeamJobKind<Job, Row, Changes>,
  deps: TeamsDeps,
  id: number,
  context: JobWriteContext,
): Promise<void> {
  const messageId = await deps.db.transaction(async (tx) => {
    const { before, change } = await lockJob(kind, tx, id, context, () => null);
    await kind.remove(tx, id);
    await recordChange(tx, {
      userId: context.userId,
      resource: kind.resource,
      resourceId: id,
      kind: 'DELETE',
      before,
      after: null,
    });
    return noticeOf(tx, change, { personId: before.userId, place: kind.place(before) });
  });
  await deliverNotice(deps, messageId);
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
  place: (job) => `l’établissement « ${job.veterinaryEstablishment.name} »`,
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
  place: (job) => `le groupe « ${job.veterinaryGroup.entitled} »`,
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
  deps: TeamsDeps,
  input: EstablishmentUserCreate,
  context: JobWriteContext,
): Promise<EstablishmentUser> {
  const change = authoriseJobWrite(context, input.userId, null, createdTerms(input));
  const { after, messageId } = await deps.db
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
      const place = ESTABLISHMENT_JOBS.place(after);
      return { after, messageId: await noticeOf(tx, change, { personId: after.userId, place }) };
    })
    .catch(rethrowConstraintViolation);
  await deliverNotice(deps, messageId);
  return after;
}

export const updateEstablishmentUser = (
  deps: TeamsDeps,
  id: number,
  changes: EstablishmentUserUpdate,
  context: JobWriteContext,
): Promise<EstablishmentUser> => updateJob(ESTABLISHMENT_JOBS, deps, id, changes, context);

export const deleteEstablishmentUser = (
  deps: TeamsDeps,
  id: number,
  context: JobWriteContext,
): Promise<void> => deleteJob(ESTABLISHMENT_JOBS, deps, id, context);

// ---------------------------------------------------------------- group teams

export async function loadGroupUser(db: Db, id: number): Promise<GroupUser> {
  const record = await findGroupUserRecord(db, id);
  if (!record) throw notFound(GROUP_LABEL, id);
  return toGroupUser(record);
}

export async function createGroupUser(
  deps: TeamsDeps,
  input: GroupUserCreate,
  context: JobWriteContext,
): Promise<GroupUser> {
  const change = authoriseJobWrite(context, input.userId, null, createdTerms(input));
  const { after, messageId } = await deps.db
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
      const place = GROUP_JOBS.place(after);
      return { after, messageId: await noticeOf(tx, change, { personId: after.userId, place }) };
    })
    .catch(rethrowConstraintViolation);
  await deliverNotice(deps, messageId);
  return after;
}

export const updateGroupUser = (
  deps: TeamsDeps,
  id: number,
  changes: GroupUserUpdate,
  context: JobWriteContext,
): Promise<GroupUser> => updateJob(GROUP_JOBS, deps, id, changes, context);

export const deleteGroupUser = (deps: TeamsDeps, id: number, context: JobWriteContext): Promise<void> =>
  deleteJob(GROUP_JOBS, deps, id, context);
