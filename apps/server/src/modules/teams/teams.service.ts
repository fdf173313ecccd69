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
import { notFound } from '../../lib/http.problems.ts';
import type { Tx } from '../../lib/transaction.ts';
import { parseOrRefuse } from '../../lib/validation.ts';
import type { RequestContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import type { Mailer } from '../mail/public.ts';
import { authoriseJobWrite } from './job-access.ts';
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

/** The leader's notice, in the write's transaction, when the write touches a leadership. */
const noticeOf = (tx: Tx, change: LeadershipChange | null, notice: Omit<LeaderNotice, 'change'>) =>
  change ? writeLeaderNotice(tx, { ...notice, change }) : Promise.resolve(null);

async function deliverNotice(deps: TeamsDeps, messageId: number | null) {
  if (messageId !== null) await deps.mailer.deliver([messageId]);
}

/**
 * The job as updates and deletions lock it; who may write it is checked before If-Match (403 first: a
 * refused caller learns nothing of its version), and gives the leadership the write changes.
 */
function recordedJob<Job extends AnyJob, Row, Changes>(
  kind: TeamJobKind<Job, Row, Changes>,
  tx: Tx,
  id: number,
  context: RequestContext,
  termsAfter: (before: Job) => JobTerms | null,
  authorised: (change: LeadershipChange | null) => void,
) {
  return {
    resource: kind.resource,
    id,
    context,
    lock: () => kind.find(tx, id, { forUpdate: true }),
    notFound: () => notFound(kind.label, id),
    toApi: kind.toJob,
    authorise: (before: Job) =>
      authorised(authoriseJobWrite(context, before.userId, before, termsAfter(before))),
  };
}

async function updateJob<Job extends AnyJob, Row, Changes extends { jobTitle?: string }>(
  kind: TeamJobKind<Job, Row, Changes>,
  deps: TeamsDeps,
  id: number,
  changes: Changes,
  context: RequestContext,
): Promise<Job> {
  let messageId: number | null = null;
  const after = await deps.db.transaction((tx) => {
    let change: LeadershipChange | null = null;
    const termsAfter = (job: Job) => {
      const dates = kind.datesAfter(changes, job);
      return {
        jobTitle: changes.jobTitle ?? job.jobTitle,
        entryDate: dates.entryDate,
        exitDate: dates.exitDate,
      };
    };
    return updateRecorded(tx, {
      ...recordedJob(kind, tx, id, context, termsAfter, (authorised) => {
        change = authorised;
      }),
      write: async (before) => {
        parseOrRefuse(datesSchema, kind.datesAfter(changes, before));
        await kind.update(tx, id, changes);
        const after = kind.toJob((await kind.find(tx, id)) as Row);
        messageId = await noticeOf(tx, change, { personId: after.userId, place: kind.place(after) });
        return after;
      },
    });
  });
  await deliverNotice(deps, messageId);
  return after;
}

/** Removes a job entered by mistake; someone who leaves gets an exit date, which keeps the team's past. */
async function deleteJob<Job extends AnyJob, Row, Changes>(
  kind: TeamJobKind<Job, Row, Changes>,
  deps: TeamsDeps,
  id: number,
  context: RequestContext,
): Promise<void> {
  let messageId: number | null = null;
  await deps.db.transaction((tx) => {
    let change: LeadershipChange | null = null;
    return deleteRecorded(tx, {
      ...recordedJob(
        kind,
        tx,
        id,
        context,
        () => null,
        (authorised) => {
          change = authorised;
        },
      ),
      remove: async (before) => {
        await kind.remove(tx, id);
        messageId = await noticeOf(tx, change, { personId: before.userId, place: kind.place(before) });
      },
    });
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
  context: RequestContext,
): Promise<EstablishmentUser> {
  const change = authoriseJobWrite(context, input.userId, null, createdTerms(input));
  let messageId: number | null = null;
  const after = await deps.db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'veterinary_establishment_users',
      context,
      write: async () => {
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
        const place = ESTABLISHMENT_JOBS.place(after);
        messageId = await noticeOf(tx, change, { personId: after.userId, place });
        return after;
      },
    }),
  );
  await deliverNotice(deps, messageId);
  return after;
}

export const updateEstablishmentUser = (
  deps: TeamsDeps,
  id: number,
  changes: EstablishmentUserUpdate,
  context: RequestContext,
): Promise<EstablishmentUser> => updateJob(ESTABLISHMENT_JOBS, deps, id, changes, context);

export const deleteEstablishmentUser = (
  deps: TeamsDeps,
  id: number,
  context: RequestContext,
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
  context: RequestContext,
): Promise<GroupUser> {
  const change = authoriseJobWrite(context, input.userId, null, createdTerms(input));
  let messageId: number | null = null;
  const after = await deps.db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'veterinary_group_users',
      context,
      write: async () => {
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
        messageId = await noticeOf(tx, change, { personId: after.userId, place: GROUP_JOBS.place(after) });
        return after;
      },
    }),
  );
  await deliverNotice(deps, messageId);
  return after;
}

export const updateGroupUser = (
  deps: TeamsDeps,
  id: number,
  changes: GroupUserUpdate,
  context: RequestContext,
): Promise<GroupUser> => updateJob(GROUP_JOBS, deps, id, changes, context);

export const deleteGroupUser = (deps: TeamsDeps, id: number, context: RequestContext): Promise<void> =>
  deleteJob(GROUP_JOBS, deps, id, context);
