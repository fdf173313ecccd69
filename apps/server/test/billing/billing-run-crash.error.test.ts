import { type Database, openDatabase } from '@vetbo/db/database';
import { createFreshDatabase } from '@vetbo/db/testing/database-server';
import { afterAll, describe, expect, it } from 'vitest';
import { executeRun } from '../../src/modules/billing/billing-runs.ts';
import { verifyChain } from '../../src/modules/billing/verify-chain.ts';
import { call } from '../support/api.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { type ProductProcess, startProductProcess } from '../support/product-process.ts';

// A subscription run over the whole demo network, its process killed half-way (SIGKILL: no shutdown
// code), then resumed as the job queue's retry does: the job's handler on the same rows.
let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
let product: ProductProcess | undefined;
let database: Database | undefined;

afterAll(async () => {
  await product?.kill();
  await database?.close();
  await fresh?.drop();
});

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

describe('[BILLING] a subscription run killed half-way', () => {
  it('resumes where it stopped: every due period billed once, numbers without a gap', async () => {
    fresh = await createFreshDatabase();
    product = await startProductProcess({ DATABASE_URL: fresh.url });
    database = await openDatabase({ url: fresh.url });
    const { pool } = database;
    const token = await signInForAccessToken(product.url, 'accountant@vetbo.test', 'vetbo-demo');
    const due = async () =>
      (
        await pool.query(
          `select count(*)::int as n from veterinary_establishment_service_periods
            where invoice_id is null and should_generate_invoice and start_date <= $1`,
          [parisToday()],
        )
      ).rows[0].n as number;
    // Enough work for the kill to land half-way: a due period for every demo establishment that has a legal
    // structure (a copy of a demo subscription's period, added by SQL), so the run has many groups.
    await pool.query(
      `insert into veterinary_establishment_service_periods
         (subscription_id, veterinary_establishment_id, start_date, end_date, price_without_vat, should_generate_invoice)
       select p.subscription_id, e.id, p.start_date, p.end_date, p.price_without_vat, true
         from veterinary_establishments e
         cross join lateral (select * from veterinary_establishment_service_periods
                              where invoice_id is null and start_date <= $1 order by id limit 1) p
        where e.legal_structure_id is not null`,
      [parisToday()],
    );
    const dueBefore = await due();
    expect(dueBefore, 'the demo network has periods to bill').toBeGreaterThan(300);

    const start = await call('POST', '/v1/billing_runs', {
      baseUrl: product.url,
      token,
      body: { invoiceDate: parisToday() },
    });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    const runId = start.body.data.id as number;
    const progress = async () =>
      (await pool.query('select status, documents_issued from billing_runs where id = $1', [runId]))
        .rows[0] as {
        status: string;
        documents_issued: number;
      };
    for (let waited = 0; (await progress()).documents_issued === 0; waited += 20) {
      expect(waited, 'the run started within 60 s').toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await product.kill();
    product = undefined;

    const killed = await progress();
    expect(killed.status, 'the run was still going when killed').toBe('IN_PROGRESS');
    expect(await due()).toBeLessThan(dueBefore);
    expect(await due()).toBeGreaterThan(0);

    await executeRun(database.db, runId);

    expect((await progress()).status).toBe('DONE');
    expect(await due()).toBe(0);
    const twice = await pool.query(
      `select veterinary_establishment_service_period_id from billing_document_lines
        where veterinary_establishment_service_period_id is not null and category = 'SERVICE_SALES'
        group by 1 having count(*) > 1`,
    );
    expect(twice.rows).toEqual([]);
    const series = await pool.query<{ creditor_id: number; sequences: number[] }>(
      `select creditor_id, array_agg(sequence order by sequence) as sequences from billing_documents
        where series = 'INVOICE' and status = 'ISSUED' group by creditor_id`,
    );
    expect(series.rows.length).toBeGreaterThan(0);
    for (const { creditor_id, sequences } of series.rows) {
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      expect(await verifyChain(database.db, creditor_id, 'INVOICE')).toMatchObject({
        valid: true,
        checked: sequences.length,
      });
    }
    const leftDrafts = await pool.query(
      "select count(*)::int as n from billing_documents where status = 'DRAFT'",
    );
    expect(leftDrafts.rows[0].n).toBe(0);
  }, 240_000);
});
