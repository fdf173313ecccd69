import type { Db } from '@vetbo/db/database';
import { billingRuns } from '@vetbo/db/schema/index';
import { parisDay } from '@vetbo/domain/paris-day';
import { sql } from 'drizzle-orm';
import { executeRun } from '../modules/billing/public.ts';

const DEMO_BILLING_LOCK_ID = 7_311_402_032;
const DEMO_ESTABLISHMENTS = 24;

/**
 * Demo invoices, made by the product itself: a subscription billing run for today over the first demo
 * establishments that have due periods (real numbers, hash chains, PDFs on demand), then a few payments so
 * that the lists show every status. Runs once, under a lock, only while no document exists.
 */
export async function seedDemoBilling(database: Db): Promise<void> {
  const run = await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_BILLING_LOCK_ID})`);
    const existing = await tx.execute<{ found: boolean }>(
      sql`select exists (select 1 from billing_documents) or exists (select 1 from billing_runs) as found`,
    );
    if (existing.rows[0]?.found) return null;
    const { rows } = await tx.execute<{ id: number }>(sql`
      select distinct p.veterinary_establishment_id as id
        from veterinary_establishment_service_periods p
        join veterinary_establishments e on e.id = p.veterinary_establishment_id and e.legal_structure_id is not null
       where p.invoice_id is null and p.should_generate_invoice and p.start_date <= ${parisDay()}
       order by 1 limit ${DEMO_ESTABLISHMENTS}`);
    if (rows.length === 0) return null;
    const [created] = await tx
      .insert(billingRuns)
      .values({
        kind: 'SUBSCRIPTIONS',
        invoiceDate: parisDay(),
        establishmentIds: rows.map((row) => Number(row.id)),
      })
      .returning({ id: billingRuns.id });
    return created ?? null;
  });
  if (!run) return;
  await executeRun(database, run.id);
  // Some paid, one partly paid, one rejected direct debit: the statuses as an accountant meets them.
  await database.execute(sql`
    with issued as (select id, amount_with_vat, row_number() over (order by id) as n from billing_documents
                     where status = 'ISSUED' and document_type = 'INVOICE')
    update billing_documents d
       set payment_status = case when i.n % 4 = 0 then 'PAID' when i.n % 7 = 0 then 'REJECTED' else 'PARTIAL_PAID' end,
           paid_amount = case when i.n % 4 = 0 then i.amount_with_vat when i.n % 7 = 0 then 0 else i.amount_with_vat / 2 end
      from issued i
     where d.id = i.id and (i.n % 4 = 0 or i.n % 7 = 0 or i.n % 9 = 0) and i.amount_with_vat > 1`);
}
