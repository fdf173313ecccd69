import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, uniqueWord } from '../support/api.ts';
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
  it('finds a legal structure in the quick search and opens it', async ({ expect }) => {
    const created = await createLegalStructure();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/legalStructures`);
    await page.getByPlaceholder('Rechercher un code, un nom, un e-mail…').fill(created.socialReason);
    await page.getByRole('tab', { name: 'Structures juridiques' }).click();
    const hit = page
      .getByRole('list', { name: 'Structures juridiques' })
      .getByRole('link', { name: created.socialReason });
    await hit.click();
    await page.getByRole('heading', { level: 1, name: created.socialReason }).waitFor();
    expect(page.url()).toContain(`/legalStructures/${created.id}`);
    await context.close();
  });

  it('lists, searches and opens a legal structure (accessible list and detail)', async ({ expect }) => {
    const created = await createLegalStructure();
    const word = created.socialReason.split(' ')[1] ?? '';
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/legalStructures`);
    await page.getByRole('heading', { level: 1, name: 'Structures juridiques' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
    await page.waitForURL(/q=/);
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`${word}zzz`);
    await expect.poll(() => page.getByText('Aucune structure juridique').isVisible(), POLL).toBe(true);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
    await page.getByRole('link', { name: created.socialReason }).click();
    await page.waitForURL(new RegExp(`/legalStructures/${created.id}$`));
    await page.getByRole('heading', { level: 1, name: created.socialReason }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

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

  it('asks "Abandonner" or "Conserver" before closing the form with unsaved changes', async ({ expect }) => {
    const created = await createLegalStructure();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/legalStructures/${created.id}?panel=edit`);
    const drawer = page.getByRole('dialog', { name: 'Modifier la structure juridique' });
    await drawer.waitFor();
    await drawer.locator('input[name="tradeName"]').fill('Pas enregistré');
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Conserver' }).click();
    expect(await drawer.locator('input[name="tradeName"]').inputValue()).toBe('Pas enregistré');
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Abandonner' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    expect(await page.getByText('Pas enregistré').count()).toBe(0);
    await context.close();
  });

  it('shows the changes in the Historique tab, filtered by author and period', async ({ expect }) => {
    const created = await createLegalStructure({ tradeName: 'Avant' });
    await patchLegalStructure(created.id, { tradeName: 'Après' });
    const managerToken = await apiToken('manager@vetbo.test');
    await api(managerToken, 'PATCH', `/v1/legal_structures/${created.id}`, { apeCode: '6920Z' });
    const { data: managerProfile } = await api<{ data: { displayName: string } }>(
      managerToken,
      'GET',
      '/v1/me',
    );
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/legalStructures/${created.id}`);
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.waitForURL(/tab=history/);
    // Fields are named as the form names them.
    const row = page.locator('tbody tr', { hasText: 'Nom commercial' });
    await expect.poll(() => row.first().innerText(), POLL).toContain('Avant → Après');
    expect(await row.first().innerText()).toContain('Modification');
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(3);
    await expectAccessible(page);

    // The manager's change only.
    await page.getByRole('combobox', { name: 'Auteur' }).click();
    await page.getByRole('option', { name: managerProfile.displayName }).click();
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    expect(await page.locator('tbody tr').first().innerText()).toMatch(/Code APE : .* → 69\.?20Z/);

    // A period before the changes: nothing; an inverted period is refused on the field.
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByLabel('Au', { exact: true }).fill('2020-01-31');
    await expect
      .poll(() => page.getByText('Aucune modification pour ces critères').isVisible(), POLL)
      .toBe(true);
    await page.getByLabel('Du', { exact: true }).fill('2020-02-01');
    await expect
      .poll(() => page.getByText('La date de fin doit suivre la date de début').isVisible(), POLL)
      .toBe(true);
    await context.close();
  });

  it('switches the screens to English', async ({ expect }) => {
    const created = await createLegalStructure();
    // Opened in French first: the switch must also fetch the English texts of the screen's own bundle.
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/legalStructures`);
    await page.getByRole('heading', { level: 1, name: 'Structures juridiques' }).waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Legal structures' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Company name' }).isVisible()).toBe(true);
    await page.goto(`${appUrl()}/legalStructures/${created.id}`);
    await page.getByRole('tab', { name: 'Billing accounts' }).waitFor();
    expect(await page.getByRole('tab', { name: 'History' }).isVisible()).toBe(true);
    await page.getByText('FR', { exact: true }).click();
    await page.getByRole('tab', { name: 'Comptes de facturation' }).waitFor();
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

  it('opens an account, edits it with If-Match, disables it (accessible page)', async ({ expect }) => {
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);
    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/legalStructures/${structure.id}?tab=billingAccounts`);
    await page.getByRole('link', { name: account.entitled }).click();
    await page.waitForURL(new RegExp(`/legalStructures/${structure.id}/billingAccounts/${account.id}$`));
    await page.getByRole('heading', { level: 1, name: account.entitled }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Modifier' }).click();
    const drawer = page.getByRole('dialog', { name: 'Modifier le compte de facturation' });
    await drawer.locator('input[name="signatoryName"]').fill('Dr Durand');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText('Dr Durand').first().isVisible(), POLL).toBe(true);
    await page.getByRole('button', { name: 'Désactiver' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Activer' }).isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByText('Désactivé', { exact: true }).isVisible(), POLL).toBe(true);
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
