import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { createLegalStructure, freshSiret, patchLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Each test opens its own context and creates the data it needs through the API (see establishments).
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[LEGAL STRUCTURES] a moderator manages legal structures in the browser', () => {
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
});
