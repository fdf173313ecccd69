import { isValidPostalCode } from '@vetbo/domain/validators/postal-code';
import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/database.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { addScaleEstablishments } from '../src/seed/scale-establishments.ts';
import { openFreshDatabase } from './support/database-server.ts';

let database: Database;

beforeAll(async () => {
  database = await openFreshDatabase();
  await seedDemoData(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('scale data set', () => {
  it('adds establishments until the table holds the target, each with a main address and tags', async () => {
    expect(await addScaleEstablishments(database.pool, 6_000)).toEqual({
      before: 200,
      added: 5_800,
      total: 6_000,
    });
    const [stats] = (
      await database.pool.query(`
        SELECT count(*)::int AS establishments, count(main_address_id)::int AS addressed,
          count(DISTINCT privileged_code)::int AS codes, count(legal_structure_id)::int AS linked,
          (SELECT count(DISTINCT veterinary_establishment_id)::int FROM veterinary_establishment_tags) AS tagged
        FROM veterinary_establishments`)
    ).rows;
    expect(stats).toMatchObject({ establishments: 6_000, addressed: 6_000, codes: 6_000, tagged: 6_000 });
    expect(stats.linked).toBeGreaterThan(4_500);
  }, 60_000);

  it('uses only valid privileged codes and postal codes valid for their country', async () => {
    const { rows } = await database.pool.query<{ code: string; postal_code: string; country: string }>(`
      SELECT e.privileged_code AS code, a.postal_code, a.country
      FROM veterinary_establishments e JOIN veterinary_establishment_addresses a ON a.id = e.main_address_id`);
    for (const row of rows) {
      expect(privilegedCodeError(row.code), row.code).toBeNull();
      expect(isValidPostalCode(row.postal_code, row.country as never), row.postal_code).toBe(true);
    }
  });

  it('adds nothing when the table already holds the target', async () => {
    expect(await addScaleEstablishments(database.pool, 5_000)).toEqual({
      before: 6_000,
      added: 0,
      total: 6_000,
    });
  });
});
