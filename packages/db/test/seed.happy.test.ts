import { ESTABLISHMENT_TYPES } from '@vetbo/domain/enums';
import { E164_PATTERN } from '@vetbo/domain/fields';
import { isValidAccountingCode } from '@vetbo/domain/validators/accounting-code';
import { isValidApeCode } from '@vetbo/domain/validators/ape-code';
import { isValidBic, isValidIban } from '@vetbo/domain/validators/iban';
import { isValidPostalCode } from '@vetbo/domain/validators/postal-code';
import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import { isValidSepaCreditorIdentifier } from '@vetbo/domain/validators/sepa-creditor-identifier';
import { isValidSiret } from '@vetbo/domain/validators/siret';
import { isValidFrenchVatNumber } from '@vetbo/domain/validators/vat-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/database.ts';
import { verifyPassword } from '../src/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedSummary, seedDemoData } from '../src/seed/demo-data.ts';
import { openFreshDatabase } from './support/database-server.ts';

let database: Database;
let summary: SeedSummary;

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

async function count(table: string): Promise<number> {
  const [row] = await rows<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? 0;
}

beforeAll(async () => {
  database = await openFreshDatabase();
  summary = await seedDemoData(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('demo data seed', () => {
  it('fills an empty database and reports what it wrote', async () => {
    expect(summary).toMatchObject({
      skipped: false,
      establishments: await count('veterinary_establishments'),
    });
  });

  it('holds two creditors, about sixty legal structures, 200 establishments, 20 groups and 300 users', async () => {
    expect(await count('creditors')).toBe(2);
    expect(await count('mandates')).toBe(2);
    expect(await count('legal_structures')).toBeGreaterThanOrEqual(55);
    expect(await count('veterinary_establishments')).toBe(200);
    expect(await count('veterinary_groups')).toBe(20);
    expect(await count('users')).toBe(300);
  });

  it('seeds establishments of every type', async () => {
    const types = await rows<{ type: string }>('SELECT DISTINCT type FROM veterinary_establishments');
    expect(types.map((row) => row.type).sort()).toEqual([...ESTABLISHMENT_TYPES].sort());
  });

  it('gives every establishment a unique privileged code that passes the rules, and a valid accounting code', async () => {
    const codes = await rows<{ privileged_code: string; accounting_code: string }>(
      'SELECT privileged_code, accounting_code FROM veterinary_establishments',
    );
    for (const { privileged_code, accounting_code } of codes) {
      expect(privilegedCodeError(privileged_code), privileged_code).toBeNull();
      expect(isValidAccountingCode(accounting_code), accounting_code).toBe(true);
    }
    expect(new Set(codes.map((row) => row.privileged_code)).size).toBe(codes.length);
  });

  it('gives every legal structure and creditor a valid SIRET and a VAT number built on its SIREN', async () => {
    const organisations = await rows<{ legal_code: string; vat: string | null; ape_code: string | null }>(
      `SELECT legal_code, vat_intra_community_number AS vat, ape_code FROM legal_structures
       UNION ALL SELECT legal_code, vat_intra_community_number, '7500Z' FROM creditors`,
    );
    for (const { legal_code, vat, ape_code } of organisations) {
      expect(isValidSiret(legal_code), legal_code).toBe(true);
      if (vat !== null) {
        expect(isValidFrenchVatNumber(vat), vat).toBe(true);
        expect(vat.slice(4)).toBe(legal_code.slice(0, 9));
      }
      expect(isValidApeCode(ape_code ?? ''), String(ape_code)).toBe(true);
    }
  });

  it('gives creditors a valid SEPA creditor identifier, IBAN and BIC', async () => {
    const creditors = await rows<{ sci: string; iban: string; bic: string }>(
      'SELECT sepa_creditor_identifier AS sci, iban, bic FROM creditors',
    );
    for (const { sci, iban, bic } of creditors) {
      expect(isValidSepaCreditorIdentifier(sci), sci).toBe(true);
      expect(sci).toMatch(/^FR[0-9]{2}ZZZ[0-9A-Z]{6}$/);
      expect(isValidIban(iban), iban).toBe(true);
      expect(isValidBic(bic), bic).toBe(true);
    }
  });

  it('gives every billing account a valid French IBAN and BIC, mostly enabled', async () => {
    const accounts = await rows<{ iban: string; bic: string; status: string }>(
      'SELECT iban, bic_swift AS bic, status FROM billing_accounts',
    );
    for (const { iban, bic } of accounts) {
      expect(isValidIban(iban), iban).toBe(true);
      expect(iban.startsWith('FR')).toBe(true);
      expect(isValidBic(bic), bic).toBe(true);
    }
    const enabled = accounts.filter((account) => account.status === 'ENABLED').length;
    expect(enabled / accounts.length).toBeGreaterThan(0.8);
  });

  it('gives every required mandate a unique RUM, a validated date exactly when validated', async () => {
    const mandates = await rows<{ rum: string; is_validated: boolean; validated_date: Date | null }>(
      'SELECT rum, is_validated, validated_date FROM required_mandates',
    );
    expect(new Set(mandates.map((mandate) => mandate.rum)).size).toBe(mandates.length);
    for (const mandate of mandates) expect(mandate.validated_date !== null).toBe(mandate.is_validated);
    expect(mandates.some((mandate) => mandate.is_validated)).toBe(true);
    expect(mandates.some((mandate) => !mandate.is_validated)).toBe(true);
  });
});

describe('demo establishments and workgroups', () => {
  it('gives every establishment its own main address, with a postal code valid for its country', async () => {
    const addresses = await rows<{
      postal_code: string;
      country: string;
      phone: string;
      email: string;
      own: boolean;
    }>(
      `SELECT a.postal_code, a.country, a.phone, a.email, a.veterinary_establishment_id = e.id AS own
       FROM veterinary_establishments e JOIN veterinary_establishment_addresses a ON a.id = e.main_address_id`,
    );
    expect(addresses).toHaveLength(200);
    for (const address of addresses) {
      expect(address.own).toBe(true);
      expect(isValidPostalCode(address.postal_code, address.country as never), address.postal_code).toBe(
        true,
      );
      expect(address.phone).toMatch(E164_PATTERN);
      expect(address.email).toMatch(/^[a-z0-9.-]+@[a-z0-9-]+\.test$/);
    }
  });

  it('places about one establishment in ten overseas, with the matching country and calling code', async () => {
    const overseas = await rows<{ postal_code: string; country: string; phone: string }>(
      `SELECT postal_code, country, phone FROM veterinary_establishment_addresses
       WHERE postal_code LIKE '97%' OR postal_code LIKE '98%'`,
    );
    expect(overseas.length).toBeGreaterThanOrEqual(10);
    expect(overseas.length).toBeLessThanOrEqual(40);
    const countries = new Set(overseas.map((address) => address.country));
    for (const country of ['REU', 'GLP', 'PYF', 'NCL', 'SPM', 'BLM']) expect(countries).toContain(country);
    for (const address of overseas.filter((row) => row.country === 'REU'))
      expect(address.phone).toMatch(/^\+262/);
    for (const address of overseas.filter((row) => row.country === 'GLP'))
      expect(address.phone).toMatch(/^\+590/);
  });

  it('gives every establishment tags, activities and opening hours, and links most to a legal structure', async () => {
    const [stats] = await rows<{ untagged: number; idle: number; closed: number; linked: number }>(
      `SELECT
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM veterinary_establishment_tags t WHERE t.veterinary_establishment_id = e.id))::int AS untagged,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM veterinary_establishment_activities a WHERE a.veterinary_establishment_id = e.id))::int AS idle,
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM veterinary_establishment_opening_hours h WHERE h.veterinary_establishment_id = e.id))::int AS closed,
         count(legal_structure_id)::int AS linked
       FROM veterinary_establishments e`,
    );
    expect(stats).toMatchObject({ untagged: 0, idle: 0, closed: 0 });
    expect(stats?.linked).toBeGreaterThan(150);
  });

  it('numbers the groups GRP001 to GRP020 and puts each establishment in at most two of them', async () => {
    const codes = await rows<{ group_code: string }>(
      'SELECT group_code FROM veterinary_groups ORDER BY group_code',
    );
    expect(codes.map((row) => row.group_code)).toEqual(
      Array.from({ length: 20 }, (_, index) => `GRP${String(index + 1).padStart(3, '0')}`),
    );
    const [membership] = await rows<{ most: number; members: number }>(
      `SELECT max(n)::int AS most, sum(n)::int AS members FROM (
         SELECT count(*) AS n FROM veterinary_establishment_members GROUP BY veterinary_establishment_id) m`,
    );
    expect(membership?.most).toBeLessThanOrEqual(2);
    expect(membership?.members).toBeGreaterThan(100);
    expect(await count('veterinary_groups WHERE legal_structure_id IS NOT NULL')).toBeGreaterThan(0);
  });
});

describe('demo users', () => {
  it('gives users unique e-mails, and links them to establishments, groups and manufacturers', async () => {
    const emails = await rows<{ email: string }>('SELECT lower(email) AS email FROM users');
    expect(new Set(emails.map((row) => row.email)).size).toBe(emails.length);
    expect(await count('veterinary_establishment_users')).toBeGreaterThan(250);
    expect(await count('veterinary_establishment_users WHERE exit_date IS NOT NULL')).toBeGreaterThan(0);
    expect(await count('veterinary_establishment_users WHERE entry_date > CURRENT_DATE')).toBe(0);
    expect(await count('veterinary_group_users')).toBeGreaterThan(20);
    expect(await count('manufacturer_users')).toBeGreaterThan(0);
  });

  it('creates the five demo accounts with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await rows<{ password_hash: string; staff_role: string | null; first_name: string }>(
        'SELECT password_hash, staff_role, first_name FROM users WHERE email = $1',
        [account.email],
      );
      expect(user, account.email).toBeDefined();
      expect(user?.staff_role).toBe(account.staffRole);
      expect(user?.first_name).toBe(account.firstName);
      expect(await verifyPassword(DEMO_PASSWORD, user?.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', user?.password_hash)).toBe(false);
    }
  });

  it('makes the demo leader the active leader of the first two establishments, each with a pending mandate', async () => {
    const links = await rows<{ establishment_id: number; entry_date: string; pending: number }>(
      `SELECT eu.veterinary_establishment_id AS establishment_id, eu.entry_date,
         (SELECT count(*)::int FROM billing_accounts b JOIN required_mandates r ON r.billing_account_id = b.id
          WHERE b.legal_structure_id = e.legal_structure_id AND b.status = 'ENABLED' AND r.validated_date IS NULL) AS pending
       FROM users u
       JOIN veterinary_establishment_users eu ON eu.user_id = u.id
       JOIN veterinary_establishments e ON e.id = eu.veterinary_establishment_id
       WHERE u.email = 'leader@vetbo.test' AND eu.job_title = 'VETERINARIAN_LEADER'
         AND eu.entry_date <= CURRENT_DATE AND (eu.exit_date IS NULL OR eu.exit_date >= CURRENT_DATE)
       ORDER BY 1`,
    );
    const firstTwo = await rows<{ id: number }>(
      'SELECT id FROM veterinary_establishments ORDER BY id LIMIT 2',
    );
    expect(links.map((link) => link.establishment_id)).toEqual(firstTwo.map((row) => row.id));
    expect(links.map((link) => [link.entry_date, link.pending])).toEqual([
      ['2024-01-01', 1],
      ['2024-01-01', 1],
    ]);
  });

  it('inserts nothing when seeding a second time', async () => {
    const before = await Promise.all(['users', 'veterinary_establishments', 'legal_structures'].map(count));
    expect(await seedDemoData(database.db)).toEqual({ skipped: true });
    expect(await Promise.all(['users', 'veterinary_establishments', 'legal_structures'].map(count))).toEqual(
      before,
    );
  });
});
