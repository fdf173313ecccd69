// Checking the hash chains (issue 23 §1): each issued document's seal recomputed from its content and
// the previous document of its series; the first link that does not match is named.
import type { Db } from '@vetbo/db/database';
import { billingDocuments } from '@vetbo/db/schema/index';
import { CHAIN_START } from '@vetbo/domain/billing/canonical';
import type { DocumentSeries } from '@vetbo/domain/billing/enums';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { DocumentContent } from './document-content.ts';
import { sealOf } from './document-hash.ts';

export interface ChainCheck {
  creditorId: number;
  series: DocumentSeries;
  checked: number;
  valid: boolean;
  firstBrokenDocumentId: number | null;
  firstBrokenNumber: string | null;
}

const BATCH = 2000;

/** Walks one series in issue order (year, sequence), a batch at a time. */
export async function verifyChain(db: Db, creditorId: number, series: DocumentSeries): Promise<ChainCheck> {
  let previous = CHAIN_START;
  let checked = 0;
  let after = { year: 0, sequence: 0 };
  for (;;) {
    const rows = await db
      .select({
        id: billingDocuments.id,
        number: billingDocuments.number,
        issueYear: billingDocuments.issueYear,
        sequence: billingDocuments.sequence,
        content: billingDocuments.content,
        contentHash: billingDocuments.contentHash,
        previousHash: billingDocuments.previousHash,
        amountWithVat: billingDocuments.amountWithVat,
      })
      .from(billingDocuments)
      .where(
        and(
          eq(billingDocuments.creditorId, creditorId),
          eq(billingDocuments.series, series),
          eq(billingDocuments.status, 'ISSUED'),
          or(
            gt(billingDocuments.issueYear, after.year),
            and(eq(billingDocuments.issueYear, after.year), gt(billingDocuments.sequence, after.sequence)),
          ),
        ),
      )
      .orderBy(asc(billingDocuments.issueYear), asc(billingDocuments.sequence))
      .limit(BATCH);
    for (const row of rows) {
      const content = row.content as DocumentContent;
      const sound =
        row.previousHash === previous &&
        row.contentHash === sealOf(previous, content) &&
        content.number === row.number &&
        content.totals.amountWithVat === row.amountWithVat;
      if (!sound)
        return {
          creditorId,
          series,
          checked,
          valid: false,
          firstBrokenDocumentId: row.id,
          firstBrokenNumber: row.number,
        };
      previous = row.contentHash as string;
      checked += 1;
    }
    if (rows.length < BATCH)
      return {
        creditorId,
        series,
        checked,
        valid: true,
        firstBrokenDocumentId: null,
        firstBrokenNumber: null,
      };
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = { year: last.issueYear as number, sequence: last.sequence as number };
  }
}
