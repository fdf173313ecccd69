// The journals read their documents in order from an index, from the first row on (sales-journals.sql.ts):
// the statement's order and the index's expression must stay the same, or the database would sort the whole
// scope before the first row again. Asked of the planner with sorting priced out: a plan that still sorts
// has no index to read the order from.
import { describe, expect, it } from 'vitest';
import {
  type JournalScope,
  journalDocumentsStatement,
} from '../../src/modules/sales-journals/sales-journals.sql.ts';
import { database } from '../support/factories/billing-world.ts';

async function plan(scopes: JournalScope[]): Promise<string> {
  const client = await database.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_sort = off');
    await client.query('set local enable_seqscan = off');
    const statement = journalDocumentsStatement(scopes);
    const result = await client.query<{ 'QUERY PLAN': string }>({
      text: `explain ${statement.text}`,
      values: statement.values,
    });
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('the journals read their documents in order from an index', () => {
  it("reads a creditor's fiscal year (the FEC's three journals) from billing_documents_fec_order_idx", async () => {
    const year = { creditorId: 1, firstDay: '2026-01-01', closingDay: '2026-12-31' };
    const text = await plan([
      { series: 'INVOICE', ...year },
      { series: 'CREDIT_NOTE', ...year },
      { series: 'SELF_BILLING', ...year },
    ]);
    expect(text).toContain('billing_documents_fec_order_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });

  it("reads a creditor's sales journal from billing_documents_movement_key", async () => {
    const text = await plan([{ series: 'INVOICE', fromId: 1, toId: 1_000_000, creditorId: 1 }]);
    expect(text).toContain('billing_documents_movement_key');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
