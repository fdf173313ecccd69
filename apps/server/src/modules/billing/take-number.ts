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
  sequence: number;
  /** The Paris day at the moment the number was taken: later numbers never have an earlier day. */
  issueDate: string;
  previousHash: string;
}

export async function takeNumber(tx: Tx, creditorId: number, series: DocumentSeries): Promise<TakenNumber> {
  await tx
    .insert(billingSeries)
    .values({
      creditorId,
      series,
      year: sql`extract(year from clock_timestamp() at time zone 'Europe/Paris')`,
    })
    .onConflictDoNothing();
  const [head] = await tx
    .select()
    .from(billingSeries)
    .where(and(eq(billingSeries.creditorId, creditorId), eq(billingSeries.series, series)))
    .for('update');
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
  await tx
    .update(billingSeries)
    .set({ year, lastSequence: sequence, updatedDate: sql`clock_timestamp()` })
    .where(and(eq(billingSeries.creditorId, creditorId), eq(billingSeries.series, series)));
  return { year, sequence, issueDate: now.day, previousHash: head.lastHash ?? CHAIN_START };
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
    .where(and(eq(billingSeries.creditorId, creditorId), eq(billingSeries.series, series)));
}
