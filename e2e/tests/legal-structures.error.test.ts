import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import {
  createBillingAccount,
  createLegalStructure,
  freshSiret,
  patchBillingAccount,
  patchLegalStructure,
} from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Each test opens its own context and creates the data it needs through the API (see establishments).
let browser: Browser;
let moderator: SessionState;
// Billing accounts are written by managers, admins and accountants (a moderator only reads them).
let manager: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  manager = await providerSession(browser, 'manager@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[LEGAL STRUCTURES] a moderator manages legal structures in the browser', () => {
  it('shows the SIRET field error, then creates the structure with a valid one', async ({ expect }) => {
    const name = `SELARL ${uniqueWord('Creation')}`;
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/legalStructures/new`);
    const drawer = page.getByRole('dialog', { name: 'Nouvelle structure juridique' });
    await drawer.waitFor();
    await drawer.locator('input[name="socialReason"]').fill(name);
    await drawer.locator('input[name="legalCode"]').fill('12345678901234');
    await drawer.locator('input[data-field="legalForm"]').click();
    await page.getByRole('option', { name: 'SELARL', exact: true }).click();
    await drawer.locator('input[name="headQuarterAddress.streetName"]').fill('rue Garibaldi');
    await drawer.locator('input[name="headQuarterAddress.postalCode"]').fill('69006');
    await drawer.locator('input[name="headQuarterAddress.city"]').fill('Lyon');
    await drawer.getByRole('button', { name: 'Créer la structure' }).click();
    await expect
      .poll(() => drawer.getByText('SIRET invalide : 14 chiffres, dont la clé de contrôle').isVisible(), POLL)
      .toBe(true);
    await drawer.locator('input[name="legalCode"]').fill(freshSiret());
    await drawer.getByRole('button', { name: 'Créer la structure' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toMatch(/\/legalStructures\/\d+$/);
    await context.close();
  });

  it('refuses a stale edit with a clear message and reloads the current version', async ({ expect }) => {
    const created = await createLegalStructure();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/legalStructures/${created.id}`);
    await page.getByRole('button', { name: 'Modifier' }).click();
    const drawer = page.getByRole('dialog', { name: 'Modifier la structure juridique' });
    await drawer.waitFor();
    await patchLegalStructure(created.id, { tradeName: 'Changé ailleurs' });
    await drawer.locator('input[name="tradeName"]').fill('Mon changement');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    const message =
      "Quelqu'un d'autre a modifié cette structure juridique. Rechargez-la avant d'enregistrer.";
    await expect.poll(() => drawer.getByText(message).isVisible(), POLL).toBe(true);
    await drawer.getByRole('button', { name: 'Recharger' }).click();
    await expect
      .poll(() => drawer.locator('input[name="tradeName"]').inputValue(), POLL)
      .toBe('Changé ailleurs');
    await drawer.locator('input[name="tradeName"]').fill('Mon changement');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText('Mon changement').first().isVisible(), POLL).toBe(true);
    await context.close();
  });
});

describe.concurrent('[BILLING ACCOUNTS] a manager manages the billing accounts of a structure', () => {
  it('shows the IBAN field error, then adds the account with a valid IBAN (masked for a manager)', async ({
    expect,
  }) => {
    const structure = await createLegalStructure();
    const { context, page } = await signedInPage(browser, manager);
    // The spec's path of the tab (§2.6) opens the page on it.
    await page.goto(`${appUrl()}/legalStructures/${structure.id}/billingAccounts`);
    await page.waitForURL(/tab=billingAccounts/);
    await expect.poll(() => page.getByText('Aucun compte de facturation').isVisible(), POLL).toBe(true);
    await page.getByRole('button', { name: 'Nouveau compte' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nouveau compte de facturation' });
    await drawer.waitFor();
    await drawer.locator('input[name="entitled"]').fill('Compte principal');
    await drawer.locator('input[name="iban"]').fill('FR7630006000011234567890188');
    await drawer.locator('input[name="bicSwift"]').fill('AGRIFRPP');
    await drawer.locator('input[name="identityName"]').fill('Dr Martin');
    await drawer.getByRole('button', { name: 'Créer le compte' }).click();
    await expect.poll(() => drawer.getByText('IBAN invalide').isVisible(), POLL).toBe(true);
    await expectAccessible(page);
    await drawer.locator('input[name="iban"]').fill('FR76 3000 6000 0112 3456 7890 189');
    await drawer.getByRole('button', { name: 'Créer le compte' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    const row = page.locator('tbody tr', { hasText: 'Compte principal' });
    await expect.poll(() => row.innerText(), POLL).toContain('FR76 **** **** **** **** ***0 189');
    expect(await row.innerText()).toContain('Actif');
    await context.close();
  });

  it('refuses a stale edit of an account', async ({ expect }) => {
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);
    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/legalStructures/${structure.id}/billingAccounts/${account.id}?panel=edit`);
    const drawer = page.getByRole('dialog', { name: 'Modifier le compte de facturation' });
    await drawer.waitFor();
    await patchBillingAccount(account.id, {
      signatoryName: 'Changé ailleurs',
      sepa: true,
      status: 'ENABLED',
    });
    await drawer.locator('input[name="signatoryName"]').fill('Mon changement');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    const message = "Quelqu'un d'autre a modifié ce compte de facturation. Rechargez-le avant d'enregistrer.";
    await expect.poll(() => drawer.getByText(message).isVisible(), POLL).toBe(true);
    await drawer.getByRole('button', { name: 'Recharger' }).click();
    await expect
      .poll(() => drawer.locator('input[name="signatoryName"]').inputValue(), POLL)
      .toBe('Changé ailleurs');
    await context.close();
  });
});
