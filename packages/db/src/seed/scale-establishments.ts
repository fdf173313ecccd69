import type pg from 'pg';
import { privilegedCodeSequence } from './privileged-codes.ts';
import { type ScaleColumns, type StructureRef, scaleColumns } from './scale-rows.ts';

export interface ScaleResult {
  before: number;
  added: number;
  total: number;
}

const BATCH_SIZE = 5000;

async function structureRefs(client: pg.PoolClient): Promise<StructureRef[]> {
  const result = await client.query<StructureRef>(`
    SELECT l.id, min(b.id) AS "mainBillingAccountId"
    FROM legal_structures l LEFT JOIN billing_accounts b ON b.legal_structure_id = l.id AND b.status = 'ENABLED'
    GROUP BY l.id ORDER BY l.id`);
  return result.rows;
}

// One statement per table and batch: the columns travel as arrays and `unnest` turns them into rows.
async function insertBatch(client: pg.PoolClient, c: ScaleColumns): Promise<void> {
  await client.query('BEGIN');
  try {
    const inserted = await client.query<{ id: number; code: string }>(
      `INSERT INTO veterinary_establishments (privileged_code, accounting_code, name, type, short_description,
         legal_structure_id, main_billing_account_id, service_vat_category, created_date, updated_date)
       SELECT code, 'C' || code, name, type, description, structure_id, billing_account_id, vat, created, created
       FROM unnest($1::text[], $2::text[], $3::establishment_type[], $4::text[], $5::int[], $6::int[],
                   $7::vat_category[], $8::timestamptz[])
         AS t(code, name, type, description, structure_id, billing_account_id, vat, created)
       RETURNING id, privileged_code AS code`,
      [c.code, c.name, c.type, c.description, c.structureId, c.billingAccountId, c.vatCategory, c.created],
    );
    const idOf = new Map(inserted.rows.map((row) => [row.code, row.id]));
    const ids = c.code.map((code) => idOf.get(code));
    await client.query(
      `INSERT INTO veterinary_establishment_addresses (veterinary_establishment_id, street_number, street_name,
         postal_code, city, country, email, phone, created_date, updated_date)
       SELECT id, street_number, street_name, postal_code, city, country, email, phone, created, created
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::country_code[], $7::text[],
                   $8::text[], $9::timestamptz[])
         AS t(id, street_number, street_name, postal_code, city, country, email, phone, created)`,
      [ids, c.streetNumber, c.streetName, c.postalCode, c.city, c.country, c.email, c.phone, c.created],
    );
    await client.query(
      `UPDATE veterinary_establishments e SET main_address_id = a.id
       FROM veterinary_establishment_addresses a
       WHERE a.veterinary_establishment_id = e.id AND e.id = ANY($1::int[]) AND e.main_address_id IS NULL`,
      [ids],
    );
    await client.query(
      `INSERT INTO veterinary_establishment_tags (veterinary_establishment_id, tag)
       SELECT id, tag FROM unnest($1::int[], $2::text[]) AS t(id, tag)`,
      [c.tagCode.map((code) => idOf.get(code)), c.tag],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Adds establishments (with a main address and tags) until the table holds `target` of them, in batches of
 * 5 000, each its own transaction, so an interrupted run resumes where it stopped. Ends with VACUUM ANALYZE.
 */
export async function addScaleEstablishments(
  pool: pg.Pool,
  target: number,
  log: (message: string) => void = () => {},
): Promise<ScaleResult> {
  const client = await pool.connect();
  try {
    const count = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM veterinary_establishments',
    );
    const before = count.rows[0]?.count ?? 0;
    if (before >= target) return { before, added: 0, total: before };
    const used = await client.query<{ code: string }>(
      'SELECT privileged_code AS code FROM veterinary_establishments',
    );
    const codes = privilegedCodeSequence(new Set(used.rows.map((row) => row.code)));
    const structures = await structureRefs(client);
    for (let done = 0; done < target - before; ) {
      const batch: string[] = [];
      while (batch.length < Math.min(BATCH_SIZE, target - before - done)) {
        const next = codes.next();
        if (next.done) throw new RangeError('The privileged-code space is exhausted');
        batch.push(next.value);
      }
      await insertBatch(client, scaleColumns(before + done, batch, structures));
      done += batch.length;
      log(`${before + done} / ${target} establishments`);
    }
    // VACUUM too: it sets the visibility map, so that counts can use index-only scans.
    await client.query('VACUUM ANALYZE');
    return { before, added: target - before, total: target };
  } finally {
    client.release();
  }
}
