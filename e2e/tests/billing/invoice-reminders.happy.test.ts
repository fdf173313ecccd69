import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, startThrowAwayEmbeddedPostgres } from '@vetbo/db/testing/database-server';
import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInForAccessToken } from '../../../apps/server/test/support/oidc-client.ts';
import {
  type ProductProcess,
  startProductProcess,
} from '../../../apps/server/test/support/product-process.ts';
import { DEMO_PASSWORD, uniqueWord } from '../../support/api.ts';
import { serviceLine } from '../../support/billing.ts';
import { expectAccessible, launchBrowser, newContext, POLL, STEP_TIMEOUT } from '../../support/browser.ts';
import { freshSiret } from '../../support/legal-structures.ts';
import { fillSignIn } from '../../support/session.ts';

// Unpaid-invoice reminders (issue 23 §5) on an overdue invoice. An issued invoice is immutable and due 30
// days after today, so the API cannot make one overdue: this file's product runs on a database of its own,
// whose due date the test moves into the past behind the product's back (as the API test does); the run's
// shared product keeps its embedded database, which no test may reach.
let browser: Browser;
let product: ProductProcess;
let database: { url: string; drop: () => Promise<void> };
let server: { url: string; stop: () => Promise<void> } | undefined;
let dataDir: string;
let token: string;
let moderator: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // The machine's PostgreSQL when the run has one (CI), else a throw-away embedded server.
  if (!process.env.TEST_DATABASE_URL) server = await startThrowAwayEmbeddedPostgres();
  database = await createFreshDatabase(process.env.TEST_DATABASE_URL ?? server?.url);
  dataDir = mkdtempSync(join(tmpdir(), 'vetbo-e2e-reminders-'));
  product = await startProductProcess({ DATABASE_URL: database.url, VETBO_DATA_DIR: dataDir });
  token = await signInForAccessToken(product.url, 'accountant@vetbo.test', DEMO_PASSWORD);
  moderator = await signInForAccessToken(product.url, 'moderator@vetbo.test', DEMO_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await database?.drop();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A call as the accountant (`as` another token: the moderator makes the establishment). */
async function api<T>(method: string, path: string, body?: unknown, as = token): Promise<T> {
  const response = await fetch(`${product.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${as}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** An establishment of this test (its main address e-mail is its billing contact), on a legal structure. */
async function clientEstablishment(name: string): Promise<number> {
  const structure = await api<{ data: { id: number } }>(
    'POST',
    '/v1/legal_structures',
    {
      socialReason: `SELARL ${name}`,
      legalCode: freshSiret(),
      legalForm: 'SELARL',
      headQuarterAddress: {
        streetNumber: '3',
        streetName: 'rue Garibaldi',
        postalCode: '69006',
        city: 'Lyon',
      },
    },
    moderator,
  );
  for (;;) {
    const digits = String(Math.floor(Math.random() * 900) + 100);
    const privilegedCode = `RMD${digits}`;
    if (privilegedCodeError(privilegedCode)) continue;
    const taken = await api<{ meta: { total: number } }>(
      'GET',
      `/v1/veterinary_establishments?privilegedCode[]=${privilegedCode}`,
    );
    if (taken.meta.total > 0) continue;
    const establishment = {
      name,
      type: 'CLI',
      accountingCode: 'CLI123',
      privilegedCode,
      tags: ['Canine'],
      legalStructureId: structure.data.id,
      mainAddress: {
        streetNumber: '12',
        streetName: 'rue des Acacias',
        postalCode: '69003',
        city: 'Lyon',
        country: 'FRA',
        email: 'compta@relances-veto.test',
        phone: '+33478000000',
      },
    };
    const { data } = await api<{ data: { id: number } }>(
      'POST',
      '/v1/veterinary_establishments',
      establishment,
      moderator,
    );
    return data.id;
  }
}

async function issueInvoice(establishmentId: number, creditorId: number, amountBeforeTax: number) {
  const { data } = await api<{ data: { id: number; number: string } }>(
    'POST',
    '/v1/veterinary_establishment_invoices',
    {
      veterinaryEstablishmentId: establishmentId,
      creditorId,
      documentType: 'INVOICE',
      category: 'OTHER',
      paymentMethod: 'BANK_TRANSFER',
      lines: [serviceLine('Abonnement logiciel', amountBeforeTax)],
    },
  );
  return data;
}

/** Ten days past its due date, behind the product's back (issued rows are immutable through the API). */
async function makeOverdue(id: number) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query("set session_replication_role = 'replica'");
    await client.query('update billing_documents set due_date = current_date - 10 where id = $1', [id]);
  } finally {
    await client.end();
  }
}

describe('[REMINDERS] reminding unpaid invoices in the browser', () => {
  it('the accountant previews the reminder of an overdue invoice, reads its text, and sends it', async ({
    expect,
  }) => {
    const client = uniqueWord('Clinique Relance ');
    const establishmentId = await clientEstablishment(client);
    const creditors = await api<{ data: { id: number }[] }>('GET', '/v1/creditors?sortName=asc');
    const creditorId = creditors.data[0]?.id as number;
    const overdue = await issueInvoice(establishmentId, creditorId, 10_000);
    const notDue = await issueInvoice(establishmentId, creditorId, 5_000);
    await makeOverdue(overdue.id);

    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${product.url}/overview/billing/invoices?q=${encodeURIComponent(client)}`);
    await fillSignIn(page, 'accountant@vetbo.test');
    await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(2);
    for (const invoice of [overdue, notDue])
      await page.getByRole('checkbox', { name: `Sélectionner ${invoice.number}` }).check();
    await page.getByRole('button', { name: 'Relancer les impayés (2)' }).click();

    const drawer = page.getByRole('dialog', { name: 'Relancer les factures impayées' });
    const mail = drawer.getByRole('article', { name: 'compta@relances-veto.test' });
    await mail.waitFor();
    expect(
      await drawer.getByText('1 e-mail sera envoyé, les factures PDF en pièce jointe :').isVisible(),
    ).toBe(true);
    const card = await mail.innerText();
    expect(card).toContain(`Rappel : facture ${overdue.number} impayée — ${client}`);
    // 100,00 € before VAT, 120,00 € due at 20 %.
    expect(card).toMatch(/120,00\s€/u);
    expect(card).not.toContain(notDue.number);
    await drawer.getByTestId('reminders-refused').getByText(`${notDue.number} — Pas encore échue`).waitFor();
    // The letter, folded until asked.
    const letter = mail.getByText(/Indemnité forfaitaire pour frais de recouvrement : 40 €/);
    expect(await letter.isVisible()).toBe(false);
    await mail.getByRole('button', { name: 'Voir le texte de l’e-mail' }).click();
    await expect.poll(() => letter.isVisible(), POLL).toBe(true);
    await expectAccessible(page);

    await drawer.getByRole('button', { name: 'Envoyer 1 relance' }).click();
    await drawer.getByText('1 relance envoyée').first().waitFor();
    await expectAccessible(page);
    const detail = await api<{ data: { reminders: { recipient: string; outboxMessageId: number }[] } }>(
      'GET',
      `/v1/invoices/${overdue.id}`,
    );
    expect(detail.data.reminders).toEqual([
      expect.objectContaining({
        recipient: 'compta@relances-veto.test',
        outboxMessageId: expect.any(Number),
      }),
    ]);
    const other = await api<{ data: { reminders: unknown[] } }>('GET', `/v1/invoices/${notDue.id}`);
    expect(other.data.reminders).toEqual([]);
    await context.close();
  });
});
