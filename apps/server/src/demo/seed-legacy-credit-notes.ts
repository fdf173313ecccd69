import type { Db } from '@vetbo/db/database';
import { sql } from 'drizzle-orm';

const LEGACY_CREDIT_NOTES_LOCK_ID = 7_311_402_031;

/**
 * Eight demo credit notes of the former system on the first demo establishments: six UNTREATED for the
 * accounting to mark, two TREATED (by nobody: they came treated from the former system). Runs once, under a
 * lock, only while the table is empty.
 */
export async function seedLegacyCreditNotes(database: Db): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEGACY_CREDIT_NOTES_LOCK_ID})`);
    const existing = await tx.execute<{ found: boolean }>(
      sql`select exists (select 1 from legacy_establishment_credit_notes) as found`,
    );
    if (existing.rows[0]?.found) return;
    await tx.execute(sql`
      with demo as (select id, row_number() over (order by id) as n from veterinary_establishments order by id limit 8)
      insert into legacy_establishment_credit_notes
        (veterinary_establishment_id, document_code, document_date, document_type, unit_price_with_vat, label,
         accounting_status, treated_date)
      select id, 'AV-2019-' || lpad((40 + n * 7)::text, 5, '0'), date '2019-01-15' + (n * 41)::int,
             (array['CREDIT_NOTE', 'CREDIT_NOTE', 'ALIM', 'OTHER'])[n % 4 + 1],
             (array[4990, 12000, 2550, 86400, 1500, 33333, 7800, 21000])[n],
             (array['Remise de fin d''année', 'Geste commercial', 'Retour de marchandise', 'Ristourne centrale',
                    'Erreur de facturation', 'Avoir sur abonnement', 'Trop-perçu', 'Remboursement de prestation'])[n],
             case when n > 6 then 'TREATED' else 'UNTREATED' end,
             case when n > 6 then timestamptz '2020-03-31 18:00:00+02' end
        from demo`);
  });
}
