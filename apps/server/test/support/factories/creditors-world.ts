import { FRENCH_BANKS } from '@vetbo/db/seed/banks';
import { frenchIban, uniqueSiret } from '@vetbo/db/seed/identifiers';
import { sepaCreditorIdentifier } from '@vetbo/domain/validators/sepa-creditor-identifier';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import { expect } from 'vitest';
import { call } from '../api.ts';
import { sharedDatabase } from '../shared-database.ts';

// Creditors exist from installation (no create call): the tests insert their own, so that the demo ones
// other files read (mandate previews, the services) never change under them.
const database = sharedDatabase();

const usedSirets = new Set<string>();
const randomCode = (length: number) =>
  Array.from({ length }, () =>
    'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.charAt(Math.floor(Math.random() * 32)),
  ).join('');

export interface TestCreditor {
  id: number;
  legalCode: string;
  iban: string;
  sepaCreditorIdentifier: string;
  invoiceSeriesPrefix: string;
  creditNoteSeriesPrefix: string;
  selfBillingSeriesPrefix: string;
}

/** A new creditor with valid identifiers and series prefixes of its own (Q, W, X and four random characters). */
export async function insertCreditor(): Promise<TestCreditor> {
  const siret = uniqueSiret(usedSirets);
  const bank = FRENCH_BANKS[2] as (typeof FRENCH_BANKS)[number];
  const code = randomCode(4);
  const values = {
    legalCode: siret,
    vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
    sepaCreditorIdentifier: sepaCreditorIdentifier('FR', randomCode(6)),
    iban: frenchIban(bank),
    invoiceSeriesPrefix: `Q${code}`,
    creditNoteSeriesPrefix: `W${code}`,
    selfBillingSeriesPrefix: `X${code}`,
  };
  const { rows } = await database.query<{ id: number }>(
    `insert into creditors (name, legal_code, vat_intra_community_number, sepa_creditor_identifier, iban, bic,
       street_name, postal_code, city, invoice_series_prefix, credit_note_series_prefix, self_billing_series_prefix)
     values ($1, $2, $3, $4, $5, $6, '3 quai Saint-Vincent', '69001', 'Lyon', $7, $8, $9) returning id`,
    [
      `Créancier d’essai ${code}`,
      values.legalCode,
      values.vatIntraCommunityNumber,
      values.sepaCreditorIdentifier,
      values.iban,
      bank.bic,
      values.invoiceSeriesPrefix,
      values.creditNoteSeriesPrefix,
      values.selfBillingSeriesPrefix,
    ],
  );
  return { id: (rows[0] as { id: number }).id, ...values };
}

/**
 * insertCreditor's creditor with the legal mentions an invoice needs (legal form, share capital, RCS city),
 * given through the API as the ADMIN gives them: the other creditors the tests insert have none, and issuing
 * for one of them is refused.
 */
export async function insertReadyCreditor(admin: string): Promise<TestCreditor> {
  const made = await insertCreditor();
  const answer = await call('PATCH', `/v1/creditors/${made.id}`, {
    token: admin,
    body: { legalForm: 'SAS', shareCapital: 5_000_000, tradeRegisterCity: 'Lyon' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return made;
}

/** The stored row, read past the API (what an attack must not have changed). */
export async function storedCreditor(id: number): Promise<Record<string, unknown>> {
  const { rows } = await database.query('select * from creditors where id = $1', [id]);
  return rows[0] as Record<string, unknown>;
}
