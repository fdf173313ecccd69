import { readFileSync } from 'node:fs';
import { earliestCollectionDate } from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { serviceLine } from '../support/billing.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, signedInPage } from '../support/session.ts';

// The SEPA direct-debit files (issue 24 §3) from the accountant's side: unpaid invoices paid by direct
// debit, ticked on the invoices list, go into a pain.008 file from the "Export XML SEPA" panel; an invoice
// paid by transfer is left out with its reason; the file is then listed under Fichiers XML › Prélèvements
// and its XML downloads. The debtor is a demo billing account with a recently signed mandate.
let browser: Browser;
let accountant: string;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await apiToken('accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

interface Payer {
  creditorId: number;
  legalStructureId: number;
  billingAccountId: number;
}

/**
 * A demo billing account, enabled with an IBAN, whose mandate for a creditor is signed, not revoked and
 * recent (a mandate unused for 36 months has lapsed): its invoices paid by direct debit can be collected.
 */
async function signedPayer(): Promise<Payer> {
  const mandates = await api<{ data: { id: number; creditor: { id: number } }[] }>(
    accountant,
    'GET',
    '/v1/mandates?limit=50',
  );
  const recent = new Date(Date.now() - 24 * 30 * 86_400_000).toISOString();
  for (const mandate of mandates.data) {
    const required = await api<{
      data: {
        billingAccountId: number;
        revokedDate: string | null;
        filledMandate: { validatedDate: string } | null;
      }[];
    }>(accountant, 'GET', `/v1/required_mandates?isValidated=true&mandateId[]=${mandate.id}&limit=100`);
    for (const signed of required.data) {
      if (signed.revokedDate || !signed.filledMandate || signed.filledMandate.validatedDate < recent)
        continue;
      const { data: account } = await api<{
        data: {
          id: number;
          legalStructureId: number;
          iban: string | null;
          status: string;
          identityName: string | null;
        };
      }>(accountant, 'GET', `/v1/billing_accounts/${signed.billingAccountId}`);
      if (account.status !== 'ENABLED' || !account.iban || !account.identityName) continue;
      return {
        creditorId: mandate.creditor.id,
        legalStructureId: account.legalStructureId,
        billingAccountId: account.id,
      };
    }
  }
  throw new Error('The demo data has no billing account with a recent signed mandate');
}

/** An establishment of this test on the payer's structure, billed on the payer's account. */
async function payingClient(payer: Payer, name: string): Promise<number> {
  const establishment = await createEstablishment({ name, legalStructureId: payer.legalStructureId });
  await api(
    await apiToken('admin@vetbo.test'),
    'PATCH',
    `/v1/veterinary_establishments/${establishment.id}`,
    {
      mainBillingAccountId: payer.billingAccountId,
    },
  );
  return establishment.id;
}

async function issueInvoice(
  establishmentId: number,
  creditorId: number,
  paymentMethod: string,
  cents: number,
) {
  const { data } = await api<{ data: { id: number; number: string } }>(
    accountant,
    'POST',
    '/v1/veterinary_establishment_invoices',
    {
      veterinaryEstablishmentId: establishmentId,
      creditorId,
      documentType: 'INVOICE',
      category: 'OTHER',
      paymentMethod,
      lines: [serviceLine('Abonnement logiciel', cents)],
    },
  );
  return data;
}

describe('[SEPA FILES] direct-debit files made from the invoices list', () => {
  it('the accountant makes the file of two debited invoices, finds it in Prélèvements and downloads its XML', async ({
    expect,
  }) => {
    const payer = await signedPayer();
    const client = uniqueWord('Clinique Prelevement ');
    const establishmentId = await payingClient(payer, client);
    const debited = [
      await issueInvoice(
        establishmentId,
        payer.creditorId,
        'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
        10_000,
      ),
      await issueInvoice(
        establishmentId,
        payer.creditorId,
        'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
        2_550,
      ),
    ];
    const byTransfer = await issueInvoice(establishmentId, payer.creditorId, 'BANK_TRANSFER', 5_000);

    const session = await providerSession(browser, 'accountant@vetbo.test');
    const { context, page } = await signedInPage(browser, session);
    try {
      // The client's three invoices on the list: tick them all, open the panel.
      await page.goto(`${appUrl()}/overview/billing/invoices?q=${encodeURIComponent(client)}`);
      await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
      await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(3);
      for (const invoice of [...debited, byTransfer])
        await page.getByRole('checkbox', { name: `Sélectionner ${invoice.number}` }).check();
      await page.getByRole('button', { name: 'Export XML SEPA (3)' }).click();

      const panel = page.getByRole('dialog', { name: 'Export XML SEPA' });
      await panel
        .getByText('Seules les factures payées par prélèvement et impayées sont exportées.')
        .waitFor();
      // The earliest collection day (two TARGET2 business days ahead) is proposed; the newer message
      // version is the default.
      const date = panel.getByLabel('Date de prélèvement');
      const [year, month, day] = earliestCollectionDate(new Date()).split('-');
      expect(await date.inputValue()).toBe(`${day}/${month}/${year}`);
      expect(await panel.getByRole('combobox', { name: 'Version du schéma' }).inputValue()).toBe(
        'pain.008.001.08 (recommandée)',
      );
      await expectAccessible(page);
      await panel.getByRole('button', { name: 'Générer' }).click();

      const result = panel.getByTestId('sepa-export-result');
      await result.getByText('1 fichier généré').waitFor({ timeout: 30_000 });
      // 100,00 + 25,50 before VAT, 20 % VAT: 120,00 + 30,60 = 150,60 €.
      expect(await result.innerText()).toMatch(/2 opérations, 150,60\s€/u);
      await panel
        .getByTestId('sepa-export-excluded')
        .getByText(new RegExp(`${byTransfer.number} — .*(prélèvement|incompatible)`))
        .waitFor();
      await expectAccessible(page);

      // The file in Facturation › Fichiers XML › Prélèvements, made by the accountant, not sent yet.
      await panel.getByRole('link', { name: 'Voir tous les fichiers' }).click();
      await page.getByRole('heading', { level: 1, name: 'Fichiers de prélèvements' }).waitFor();
      const row = page.locator('tbody tr').first();
      await expect.poll(() => row.innerText(), POLL).toMatch(/150,60\s€/u);
      expect(await row.innerText()).toContain('Créé');
      await expectAccessible(page);

      // Its XML, as the bank will read it.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: /^Télécharger le fichier / }).click(),
      ]);
      const path = await download.path();
      const xml = readFileSync(path, 'utf8');
      expect(xml.startsWith('<?xml')).toBe(true);
      expect(xml).toContain('pain.008.001.08');
      for (const invoice of debited) expect(xml).toContain(invoice.number);
      expect(xml).not.toContain(byTransfer.number);

      // Its operations in the side panel, each linking to its invoice.
      await row.click();
      const drawer = page.getByTestId('sepa-file-drawer');
      const items = drawer.getByTestId('sepa-file-items');
      for (const invoice of debited) await items.getByRole('link', { name: invoice.number }).waitFor();
      expect(await items.innerText()).toMatch(/FRST|RCUR/);
      await expectAccessible(page);
    } finally {
      await context.close();
    }
  });
});
