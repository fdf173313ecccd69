// Taking a document's number (issue 23 §1): inside the issuing transaction, under the lock of its
// creditor's series row, so that numbers are continuous and chronological with any number of servers
// issuing at once, and a transaction that fails gives its number back (nothing is burnt).
import { billingSeries } from '@vetbo/db/schema/index';
import { CHAIN_START } from '@vetbo/domain/billing/canonical';
import type { DocumentSeries } from '@vetbo/domain/billing/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';

export interface TakenNumber {
  year: number;
  /** The first of the numbers taken (a billing run's batch reserves several at once). */
  sequence: number;
  /** The Paris day at the moment the number was taken: later numbers never have an earlier day. */
  issueDate: string;
  previousHash: string;
}

const ofSeries = (creditorId: number, series: DocumentSeries) =>
  and(eq(billingSeries.creditorId, creditorId), eq(billingSeries.series, series));

/**
 * The series' next number and those after it, under the lock of its row until the transaction ends; the
 * caller moves the row on (`takeNumber`, or `advanceSeries` once a run's batch is written). A batch
 * locks the row once for all its documents (one lock, one clock reading) instead of once per document.
 */
export async function reserveNumbers(
  tx: Tx,
  creditorId: number,
  series: DocumentSeries,
): Promise<TakenNumber> {
  const lockHead = () => tx.select().from(billingSeries).where(ofSeries(creditorId, series)).for('update');
  let [head] = await lockHead();
  if (!head) {
    await tx
      .insert(billingSeries)
      .values({
        creditorId,
        series,
        year: sql`extract(year from clock_timestamp() at time zone 'Europe/Paris')`,
      })
      .onConflictDoNothing();
    [head] = await lockHead();
  }
  if (!head) throw new Error(`The ${series} series of creditor ${creditorId} has no row`);
  // Read the clock once the lock is held: whoever waited takes a later day than the one before.
  const [now] = (
    await tx.execute<{ day: string; year: number }>(
      sql`select to_char(clock_timestamp() at time zone 'Europe/Paris', 'YYYY-MM-DD') as day,
                 extract(year from clock_timestamp() at time zone 'Europe/Paris')::int as year`,
    )
  ).rows;
  if (!now) throw new Error('No clock');
  const year = Number(now.year);
  const sequence = head.year === year ? head.lastSequence + 1 : 1;
  return { year, sequence, issueDate: now.day, previousHash: head.lastHash ?? CHAIN_START };
}

export async function takeNumber(tx: Tx, creditorId: number, series: DocumentSeries): Promise<TakenNumber> {
  const taken = await reserveNumbers(tx, creditorId, series);
  await tx
    .update(billingSeries)
    .set({ year: taken.year, lastSequence: taken.sequence, updatedDate: sql`clock_timestamp()` })
    .where(ofSeries(creditorId, series));
  return taken;
}

/** After a batch is written: the series' year, last number and chain head in one update. */
export async function advanceSeries(
  tx: Tx,
  creditorId: number,
  series: DocumentSeries,
  head: { year: number; lastSequence: number; documentId: number; hash: string },
) {
  await tx
    .update(billingSeries)
    .set({
      year: head.year,
      lastSequence: head.lastSequence,
      lastHash: head.hash,
      lastDocumentId: head.documentId,
      updatedDate: sql`clock_timestamp()`,
    })
    .where(ofSeries(creditorId, series));
}

/** After the document is written: the series' chain now ends with it. */
export async function sealChain(
  tx: Tx,
  creditorId: number,
  series: DocumentSeries,
  documentId: number,
  hash: string,
) {
  await tx
    .update(billingSeries)
    .set({ lastHash: hash, lastDocumentId: documentId })
    .where(ofSeries(creditorId, series));
}
