// One round of the transmission job: the PENDING transmissions sent (each under its row lock, so two
// processes never send one twice), the statuses the product owes sent (212), then the platform's new
// statuses read from its feed. The rows are the truth: a round run twice does its work once.
import type { Db } from '@vetbo/db/database';
import {
  billingDocuments,
  eInvoiceEvents,
  eInvoiceTransmissions,
  eInvoicingCursors,
} from '@vetbo/db/schema/index';
import type { TransmissionState } from '@vetbo/domain/billing/e-invoicing';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { JobLog } from '../../lib/job-queue.ts';
import type { EInvoicingAdapter } from './adapter.ts';
import { recordStatuses } from './record-statuses.ts';

export interface RoundDeps {
  db: Db;
  adapter: EInvoicingAdapter;
  maxAttempts: number;
  /** The first retry waits this long, doubled at each one (at most an hour): the job's interval. */
  retryBaseSeconds: number;
  /** The issued document's Factur-X PDF, made once and kept (billing's documentPdf). */
  loadPdf: (documentId: number) => Promise<{ pdf: Buffer; blobId: number } | null>;
  log: JobLog;
}

/** Transmissions sent per round at most: a long backlog is spread over rounds. */
const BATCH = 200;
/** Delay before the next attempt after a failure: 1, 2, 4… times the base, at most an hour. */
const retryDelayMs = (base: number, attempts: number) => Math.min(3600, base * 2 ** (attempts - 1)) * 1000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export async function runRound(deps: RoundDeps): Promise<void> {
  await sendPending(deps);
  await deliverStatuses(deps);
  if (deps.adapter.pollStatuses) await pollStatuses(deps);
}

async function sendPending({ db, adapter, maxAttempts, retryBaseSeconds, loadPdf, log }: RoundDeps) {
  const due = await db
    .select({ id: eInvoiceTransmissions.id, documentId: eInvoiceTransmissions.documentId })
    .from(eInvoiceTransmissions)
    .where(
      and(eq(eInvoiceTransmissions.state, 'PENDING'), lte(eInvoiceTransmissions.nextAttemptDate, new Date())),
    )
    .orderBy(asc(eInvoiceTransmissions.id))
    .limit(BATCH);
  for (const { id, documentId } of due) {
    // Made before the row is locked: a PDF takes a moment and has its own transaction.
    const file = adapter.needsPdf ? await loadPdf(documentId) : null;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          transmission: eInvoiceTransmissions,
          number: billingDocuments.number,
          pdfBlobId: billingDocuments.pdfBlobId,
        })
        .from(eInvoiceTransmissions)
        .innerJoin(billingDocuments, eq(billingDocuments.id, eInvoiceTransmissions.documentId))
        .where(and(eq(eInvoiceTransmissions.id, id), eq(eInvoiceTransmissions.state, 'PENDING')))
        .for('update', { of: eInvoiceTransmissions, skipLocked: true });
      if (!row) return;
      const attempts = row.transmission.attempts + 1;
      try {
        const sent = await adapter.send({
          transmissionId: id,
          documentId,
          number: row.number ?? String(documentId),
          pdf: file?.pdf ?? null,
        });
        await recordStatuses(tx, { id, state: 'PENDING' }, sent.statuses, {
          adapter: adapter.kind,
          state: sent.state,
          platformId: sent.platformId,
          attempts,
          lastError: null,
          sentDate: new Date(),
          pdfBlobId: file?.blobId ?? row.pdfBlobId,
        });
      } catch (error) {
        const final = attempts >= maxAttempts;
        await tx
          .update(eInvoiceTransmissions)
          .set({
            adapter: adapter.kind,
            state: final ? 'FAILED' : 'PENDING',
            attempts,
            lastError: errorText(error),
            nextAttemptDate: new Date(Date.now() + retryDelayMs(retryBaseSeconds, attempts)),
            updatedDate: new Date(),
          })
          .where(eq(eInvoiceTransmissions.id, id));
        log.warn(`e-invoicing: transmission ${id}, attempt ${attempts} failed (${errorText(error)})`);
      }
    });
  }
}

/** The statuses the product owes (212): sent once their document is at the platform, given up if it never will be. */
async function deliverStatuses({ db, adapter, maxAttempts, log }: RoundDeps) {
  const waiting = await db
    .select({ id: eInvoiceEvents.id })
    .from(eInvoiceEvents)
    .where(eq(eInvoiceEvents.deliveryState, 'PENDING'))
    .orderBy(asc(eInvoiceEvents.id))
    .limit(BATCH);
  for (const { id } of waiting) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          event: eInvoiceEvents,
          transmission: eInvoiceTransmissions,
          day: sql<string>`${eInvoiceEvents.occurredDate}::date::text`,
        })
        .from(eInvoiceEvents)
        .innerJoin(eInvoiceTransmissions, eq(eInvoiceTransmissions.id, eInvoiceEvents.transmissionId))
        .where(and(eq(eInvoiceEvents.id, id), eq(eInvoiceEvents.deliveryState, 'PENDING')))
        .for('update', { of: eInvoiceEvents, skipLocked: true });
      if (!row) return;
      const { event, transmission } = row;
      const state = transmission.state as TransmissionState;
      if (state === 'PENDING') return;
      if (state === 'REJECTED' || state === 'REFUSED' || state === 'FAILED') {
        await tx
          .update(eInvoiceEvents)
          .set({
            deliveryState: 'FAILED',
            deliveryError: 'Le document n’a pas été déposé sur la plateforme.',
          })
          .where(eq(eInvoiceEvents.id, id));
        return;
      }
      // A document deposited in the outbox keeps its statuses there, whatever the platform today.
      if (transmission.adapter !== adapter.kind && transmission.adapter !== 'OUTBOX') return;
      const attempts = event.deliveryAttempts + 1;
      try {
        const sent =
          transmission.adapter === 'OUTBOX'
            ? { platformEventId: null }
            : await adapter.sendStatus(transmission.platformId, {
                code: '212',
                day: row.day,
                amountCents: 0,
              });
        await tx
          .update(eInvoiceEvents)
          .set({
            deliveryState: 'SENT',
            deliveryAttempts: attempts,
            deliveryError: null,
            platformEventId: sent.platformEventId,
            occurredDate: new Date(),
          })
          .where(eq(eInvoiceEvents.id, id));
      } catch (error) {
        await tx
          .update(eInvoiceEvents)
          .set({
            deliveryState: attempts >= maxAttempts ? 'FAILED' : 'PENDING',
            deliveryAttempts: attempts,
            deliveryError: errorText(error),
          })
          .where(eq(eInvoiceEvents.id, id));
        log.warn(`e-invoicing: status ${id}, attempt ${attempts} failed (${errorText(error)})`);
      }
    });
  }
}

/** The platform's statuses since the last round, each on the transmission of its document; the others skipped. */
async function pollStatuses({ db, adapter }: RoundDeps) {
  const poll = adapter.pollStatuses as NonNullable<EInvoicingAdapter['pollStatuses']>;
  const [saved] = await db
    .select()
    .from(eInvoicingCursors)
    .where(eq(eInvoicingCursors.adapter, adapter.kind));
  const { statuses, cursor } = await poll(saved?.cursor ?? null);
  await db.transaction(async (tx) => {
    const platformIds = [
      ...new Set(
        statuses.flatMap((status) => (status.platformDocumentId ? [status.platformDocumentId] : [])),
      ),
    ];
    const transmissions = platformIds.length
      ? await tx
          .select({
            id: eInvoiceTransmissions.id,
            state: eInvoiceTransmissions.state,
            platformId: eInvoiceTransmissions.platformId,
          })
          .from(eInvoiceTransmissions)
          .where(
            and(
              eq(eInvoiceTransmissions.adapter, adapter.kind),
              inArray(eInvoiceTransmissions.platformId, platformIds),
            ),
          )
          .orderBy(asc(eInvoiceTransmissions.id))
          .for('update')
      : [];
    for (const transmission of transmissions) {
      const own = statuses.filter((status) => status.platformDocumentId === transmission.platformId);
      await recordStatuses(tx, { id: transmission.id, state: transmission.state as TransmissionState }, own);
    }
    if (cursor !== null)
      await tx
        .insert(eInvoicingCursors)
        .values({ adapter: adapter.kind, cursor })
        .onConflictDoUpdate({ target: eInvoicingCursors.adapter, set: { cursor, updatedDate: new Date() } });
  });
}
