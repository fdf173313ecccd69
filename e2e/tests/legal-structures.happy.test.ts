import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import {
  createBillingAccount,
  createLegalStructure,
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
});
