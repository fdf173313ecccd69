// The set-up and helpers the billing/*.test.ts files share: a creditor of their own with its legal
// mentions filled in, a client establishment on its legal structure, an account with a signed mandate.
import { uniqueSiret } from '@vetbo/db/seed/identifiers';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import { beforeAll, expect } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { sharedDatabase } from '../shared-database.ts';
import { insertReadyCreditor, type TestCreditor } from './creditors-world.ts';
import { createEstablishment } from './establishments.ts';

export let admin: string;
export let manager: string;
export let accountant: string;
export let moderator: string;
export let creditor: TestCreditor;
export let client: {
  establishmentId: number;
  legalStructureId: number;
  billingAccountId: number;
  rum: string;
};

export const database = sharedDatabase();
const usedSirets = new Set<string>();
let counter = Date.now() % 1_000_000;

export const api = (
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers?: Record<string, string>,
) => call(method, path, { token, body, headers });

export async function createStructure(socialReason: string): Promise<number> {
  const siret = uniqueSiret(usedSirets);
  const answer = await api('POST', '/v1/legal_structures', admin, {
    socialReason,
    legalCode: siret,
    legalForm: 'SELARL',
    vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
    headQuarterAddress: {
      streetNumber: '4',
      streetName: 'allée des Tilleuls',
      postalCode: '44000',
      city: 'Nantes',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

/** A creditor of the test's own, ready to issue (legal form, capital and RCS city filled in by an ADMIN). */
export const readyCreditor = (): Promise<TestCreditor> => insertReadyCreditor(admin);

/**
 * An establishment on a new legal structure, its main account signed for the creditor's mandate model;
 * `name`: the establishment's, which its documents copy as the client's.
 */
export async function newClient(forCreditor: TestCreditor = creditor, name?: string) {
  const legalStructureId = await createStructure(`SELARL Facturation ${counter++}`);
  const establishment = await createEstablishment(admin, { legalStructureId, ...(name ? { name } : {}) });
  const account = await api('POST', '/v1/billing_accounts', admin, {
    legalStructureId,
    entitled: 'Compte principal',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bicSwift: 'AGRIFRPP',
    identityName: 'SELARL des Tilleuls',
  });
  expect(account.status, JSON.stringify(account.body)).toBe(201);
  const billingAccountId = account.body.data.id as number;
  const patched = await api('PATCH', `/v1/veterinary_establishments/${establishment.id}`, admin, {
    mainBillingAccountId: billingAccountId,
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const { rows } = await database.query<{ id: number }>(
    'insert into mandates (creditor_id, prefix, entitled) values ($1, $2, $3) returning id',
    [forCreditor.id, `Z${(counter++).toString(36).toUpperCase()}`, 'Mandat de facturation'],
  );
  const required = await api('POST', '/v1/required_mandates', admin, {
    billingAccountId,
    mandateId: (rows[0] as { id: number }).id,
  });
  expect(required.status, JSON.stringify(required.body)).toBe(201);
  // The leader's signature (the signatures module's end state), written directly as the mandates tests do.
  await database.query(
    'update required_mandates set is_validated = true, validated_date = now() where id = $1',
    [required.body.data.id],
  );
  return {
    establishmentId: establishment.id as number,
    legalStructureId,
    billingAccountId,
    rum: required.body.data.rum as string,
  };
}

export const line = (overrides: Record<string, unknown> = {}) => ({
  accountingCode: '706100',
  summary: 'Abonnement logiciel — novembre 2026',
  category: 'SERVICE_SALES',
  vatCategory: 'STANDARD',
  amountBeforeTax: 10_000,
  ...overrides,
});

/** The stepper's body for an invoice to the world's client. */
export const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  veterinaryEstablishmentId: client.establishmentId,
  creditorId: creditor.id,
  documentType: 'INVOICE',
  category: 'OTHER',
  paymentMethod: 'BANK_TRANSFER',
  lines: [line()],
  ...overrides,
});

/** Issues an invoice through the stepper's call; answers the document. */
export async function issueInvoice(overrides: Record<string, unknown> = {}, token = accountant) {
  const answer = await api('POST', '/v1/veterinary_establishment_invoices', token, invoiceBody(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

export function useBillingWorld() {
  beforeAll(async () => {
    [admin, manager, accountant, moderator] = await Promise.all([
      tokenFor('admin'),
      tokenFor('manager'),
      tokenFor('accountant'),
      tokenFor('moderator'),
    ]);
    creditor = await readyCreditor();
    client = await newClient(creditor);
  }, 60_000);
}
