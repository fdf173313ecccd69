// Billing runs (issue 23 §2): deliveries billed now or planned for a day (a pg-boss job, cancellable
// until it runs), and subscription runs for a date. A run is resumable and idempotent: each group's
// invoice and the rows it carries are written in one transaction, `GROUPS_PER_TRANSACTION` groups at a
// time, so a crash loses at most the batch under way — whose numbers were never committed either — and
// the next attempt bills only what no invoice carries yet.
import type { Db } from '@vetbo/db/database';
import { billingRuns, veterinaryEstablishmentServiceDeliveries } from '@vetbo/db/schema/index';
import type { BillingRun, DeliveryBillingInput, SubscriptionRunInput } from '@vetbo/domain/billing/runs';
import { parisDay } from '@vetbo/domain/paris-day';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { invalidFields, notFound } from '../../lib/http.problems.ts';
import type { JobLog, JobQueue } from '../../lib/job-queue.ts';
import { apiDateTime, optionalApiDateTime } from '../../lib/list.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import { deliveryGroups, dueSubscriptionKeys, type GroupKey, subscriptionGroups } from './billing-groups.ts';
import { issueGroups } from './issue-group.ts';

export const BILLING_RUN_QUEUE = 'billing-run';
export const GROUPS_PER_TRANSACTION = 50;

type RunRow = typeof billingRuns.$inferSelect;

export const toBillingRun = (row: RunRow): BillingRun => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  invoiceDate: row.invoiceDate,
  plannedDate: optionalApiDateTime(row.plannedDate),
  deliveryIds: row.deliveryIds,
  establishmentIds: row.establishmentIds,
  groupsPlanned: row.groupsPlanned,
  groupsDone: row.groupsDone,
  documentsIssued: row.documentsIssued,
  lastError: row.lastError,
  createdByUserId: row.createdByUserId,
  startedDate: optionalApiDateTime(row.startedDate),
  finishedDate: optionalApiDateTime(row.finishedDate),
  createdDate: apiDateTime(row.createdDate),
  updatedDate: apiDateTime(row.updatedDate),
});

export async function loadRun(db: Db | Tx, id: number): Promise<BillingRun> {
  const [row] = await db.select().from(billingRuns).where(eq(billingRuns.id, id));
  if (!row) throw notFound('Facturation', id);
  return toBillingRun(row);
}

export async function listRuns(db: Db, limit = 50): Promise<BillingRun[]> {
  const rows = await db.select().from(billingRuns).orderBy(desc(billingRuns.id)).limit(limit);
  return rows.map(toBillingRun);
}

/** Midnight of the day in Paris, as an instant (a planned run starts then). */
const parisMidnight = (day: string) => {
  const guess = new Date(`${day}T00:00:00Z`);
  const offset =
    new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Paris' })).getTime() - guess.getTime();
  return new Date(guess.getTime() - offset);
};

/** The "bill service deliveries" panel: checks the selection, then bills now or plans the run. */
export async function billDeliveries(
  db: Db,
  jobs: JobQueue,
  input: DeliveryBillingInput,
  actor: { userId: number | null },
): Promise<BillingRun> {
  const today = parisDay();
  if (input.generation === 'NOW' && input.invoiceDate !== today)
    throw invalidFields([{ path: 'invoiceDate', message: 'invoiceDateToday' }]);
  if (input.generation === 'PLANNED' && input.invoiceDate <= today)
    throw invalidFields([{ path: 'invoiceDate', message: 'invoiceDateFuture' }]);
  const ids = [...new Set(input.veterinaryEstablishmentServiceDeliveryIds)];
  const plannedDate = input.generation === 'PLANNED' ? parisMidnight(input.invoiceDate) : null;
  const run = await db.transaction(async (tx) => {
    const d = veterinaryEstablishmentServiceDeliveries;
    const rows = await tx
      .select({
        id: d.id,
        invoiceId: d.invoiceId,
        billingStatus: d.billingStatus,
        shouldGenerateInvoice: d.shouldGenerateInvoice,
      })
      .from(d)
      .where(inArray(d.id, ids))
      .for('update');
    const found = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length) throw notFound('Prestation', unknown.join(', '));
    const refused = rows.filter(
      (row) => row.invoiceId !== null || row.billingStatus !== 'NOT_BILLED' || !row.shouldGenerateInvoice,
    );
    if (refused.length)
      throw refusal(BILLING_PROBLEMS.DELIVERIES_NOT_BILLABLE, {
        params: { ids: refused.map((row) => row.id).join(', ') },
      });
    const [created] = await tx
      .insert(billingRuns)
      .values({
        kind: 'DELIVERIES',
        invoiceDate: input.invoiceDate,
        plannedDate,
        deliveryIds: ids,
        createdByUserId: actor.userId,
      })
      .returning();
    if (plannedDate) await tx.update(d).set({ billingStatus: 'PLANNED' }).where(inArray(d.id, ids));
    return created as RunRow;
  });
  if (plannedDate) {
    await jobs.send(
      BILLING_RUN_QUEUE,
      { runId: run.id },
      {
        startAfter: plannedDate,
        singletonKey: `run-${run.id}`,
        retryLimit: 5,
        retryDelay: 60,
        expireInSeconds: 3600,
      },
    );
    return toBillingRun(run);
  }
  await executeRun(db, run.id);
  return loadRun(db, run.id);
}

/** A subscription run for the day: counted, then run by the job queue. */
export async function startSubscriptionRun(
  db: Db,
  jobs: JobQueue,
  input: SubscriptionRunInput,
  actor: { userId: number | null },
): Promise<BillingRun> {
  const [run] = await db
    .insert(billingRuns)
    .values({
      kind: 'SUBSCRIPTIONS',
      invoiceDate: input.invoiceDate,
      establishmentIds: input.veterinaryEstablishmentIds ?? null,
      createdByUserId: actor.userId,
    })
    .returning();
  const created = run as RunRow;
  await jobs.send(
    BILLING_RUN_QUEUE,
    { runId: created.id },
    { singletonKey: `run-${created.id}`, retryLimit: 5, retryDelay: 30, expireInSeconds: 3600 },
  );
  return toBillingRun(created);
}

/** A planned run that has not started: cancelled, its deliveries back to "not billed". */
export async function cancelRun(db: Db, id: number): Promise<BillingRun> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(billingRuns).where(eq(billingRuns.id, id)).for('update');
    if (!run) throw notFound('Facturation', id);
    if (run.status !== 'CREATED') throw refusal(BILLING_PROBLEMS.RUN_NOT_CANCELLABLE);
    await tx
      .update(billingRuns)
      .set({ status: 'CANCELLED', finishedDate: new Date() })
      .where(eq(billingRuns.id, id));
    const d = veterinaryEstablishmentServiceDeliveries;
    if (run.deliveryIds?.length)
      await tx
        .update(d)
        .set({ billingStatus: 'NOT_BILLED' })
        .where(and(inArray(d.id, run.deliveryIds), isNull(d.invoiceId), eq(d.billingStatus, 'PLANNED')));
  });
  return loadRun(db, id);
}

/**
 * The due pairs are read once, then issued `GROUPS_PER_TRANSACTION` at a time; once they are done, pairs
 * that became due meanwhile are read again (those tried already are left: a refused group stays due).
 */
async function billSubscriptions(
  db: Db,
  run: RunRow,
  actor: { userId: number | null },
  today: string,
  failures: string[],
) {
  const tried = new Set<string>();
  const keyOf = (key: GroupKey) => `${key.veterinaryEstablishmentId}:${key.creditorId}`;
  for (let round = 0; ; round++) {
    const due = (await dueSubscriptionKeys(db, run.invoiceDate, run.establishmentIds)).filter(
      (key) => !tried.has(keyOf(key)),
    );
    if (due.length === 0) return;
    await db
      .update(billingRuns)
      .set({
        groupsPlanned:
          round === 0
            ? sql`${billingRuns.groupsDone} + ${due.length}`
            : sql`${billingRuns.groupsPlanned} + ${due.length}`,
      })
      .where(eq(billingRuns.id, run.id));
    for (let start = 0; start < due.length; start += GROUPS_PER_TRANSACTION) {
      const batch = due.slice(start, start + GROUPS_PER_TRANSACTION);
      await db.transaction(async (tx) => {
        const groups = await subscriptionGroups(tx, batch, run.invoiceDate);
        const issued = await issueGroups(tx, groups, run.id, actor, today, failures);
        await tx
          .update(billingRuns)
          .set({
            groupsDone: sql`${billingRuns.groupsDone} + ${batch.length}`,
            documentsIssued: sql`${billingRuns.documentsIssued} + ${issued}`,
          })
          .where(eq(billingRuns.id, run.id));
      });
      for (const key of batch) tried.add(keyOf(key));
    }
  }
}

/** The job (and the "now" path): runs or resumes the run until nothing of it is left to bill. */
export async function executeRun(db: Db, runId: number, log?: JobLog): Promise<void> {
  const run = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(billingRuns).where(eq(billingRuns.id, runId)).for('update');
    if (!row || row.status === 'DONE' || row.status === 'CANCELLED') return null;
    await tx
      .update(billingRuns)
      .set({ status: 'IN_PROGRESS', startedDate: row.startedDate ?? new Date() })
      .where(eq(billingRuns.id, runId));
    return row;
  });
  if (!run) return;
  const today = parisDay();
  const actor = { userId: run.createdByUserId };
  const failures: string[] = [];
  try {
    if (run.kind === 'DELIVERIES') {
      await db.transaction(async (tx) => {
        const groups = await deliveryGroups(tx, run.deliveryIds ?? []);
        const issued = await issueGroups(tx, groups, run.id, actor, today, failures);
        await tx
          .update(billingRuns)
          .set({
            groupsPlanned: groups.length,
            groupsDone: groups.length,
            documentsIssued: sql`${billingRuns.documentsIssued} + ${issued}`,
          })
          .where(eq(billingRuns.id, runId));
      });
    } else {
      await billSubscriptions(db, run, actor, today, failures);
    }
    await db
      .update(billingRuns)
      .set({
        status: 'DONE',
        finishedDate: new Date(),
        lastError: failures.length ? failures.join('\n').slice(0, 4000) : null,
      })
      .where(eq(billingRuns.id, runId));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log?.error(`billing run ${runId}: ${reason}`);
    await db
      .update(billingRuns)
      .set({ status: 'FAILED', lastError: reason.slice(0, 4000) })
      .where(eq(billingRuns.id, runId));
    throw error;
  }
}

/** Registers the runs' worker on the process's job queue (started by server.ts). */
export async function startBillingJobs(db: Db, jobs: JobQueue, log: JobLog): Promise<void> {
  await jobs.createQueue(BILLING_RUN_QUEUE, { policy: 'standard' });
  await jobs.work<{ runId: number }>(BILLING_RUN_QUEUE, (job) => executeRun(db, job.runId, log));
}
