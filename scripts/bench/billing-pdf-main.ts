// PDF/A-3 + Factur-X of issued invoices, one after the other as a job would make them, in a process of its
// own so that its peak memory is the PDFs' alone: `node --import tsx scripts/bench/billing-pdf-main.ts
// <databaseUrl> <runId> <count>` prints `{ documents, seconds, peakRssMb, bytes }`.
import { buildBillingPdf } from '@vetbo/invoice-documents/billing-pdf';
import pg from 'pg';
import type { DocumentContent } from '../../apps/server/src/modules/billing/document-content.ts';
import { toBillingDocument } from '../../apps/server/src/modules/billing/document-pdf.ts';

const [databaseUrl, runId, wanted] = process.argv.slice(2);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
let documents = 0;
let bytes = 0;
let after = 0;
const started = performance.now();
try {
  while (documents < Number(wanted)) {
    // The next 100 issued rows of the run: what the PDF is made from, frozen at issue.
    const { rows } = await client.query<{ id: number; content: DocumentContent }>(
      'select id, content from billing_documents where billing_run_id = $1 and id > $2 order by id limit 100',
      [Number(runId), after],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      if (documents >= Number(wanted)) break;
      const { pdf } = await buildBillingPdf(toBillingDocument(row.content));
      bytes += pdf.length;
      documents += 1;
      after = row.id;
    }
  }
} finally {
  await client.end();
}
console.log(
  JSON.stringify({
    documents,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    bytes,
  }),
);
