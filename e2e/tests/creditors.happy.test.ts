import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// The two demo creditors: only a field nothing else reads yet (the RCS city) is changed here.
let browser: Browser;
let admin: SessionState;
let manager: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await providerSession(browser, 'admin@vetbo.test');
  manager = await providerSession(browser, 'manager@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[CREDITORS] the invoicing organisations in the browser', () => {
  it('an ADMIN opens a creditor from the menu, changes its RCS city and finds it in the history', async ({
    expect,
  }) => {
    const city = uniqueWord('Villeurbanne ');
    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${appUrl()}/overview`);
    await page.getByRole('button', { name: 'Facturation' }).click();
    await page.getByRole('link', { name: 'Créanciers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créanciers' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Vetbo Distribution SAS' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vetbo Distribution SAS' }).waitFor();
    await expect.poll(() => page.getByText('FVD', { exact: true }).isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByText('150 000,00 €').isVisible(), POLL).toBe(true);

    await page.getByRole('button', { name: 'Modifier' }).click();
    const drawer = page.getByRole('dialog', { name: 'Modifier le créancier' });
    await drawer.waitFor();
    await expectAccessible(page);
    await drawer.locator('input[name="tradeRegisterCity"]').fill(city);
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText(city).isVisible(), POLL).toBe(true);

    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.waitForURL(/tab=history/);
    const row = page.locator('tbody tr', { hasText: 'Ville du RCS' });
    await expect.poll(() => row.first().innerText(), POLL).toContain(`→ ${city}`);
    await context.close();
  });

  it('a MANAGER reads a creditor, its IBAN masked, and is offered no edit', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/overview/billing/creditors`);
    await page.getByRole('link', { name: 'Vetbo Services SAS' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vetbo Services SAS' }).waitFor();
    await expect.poll(() => page.getByText(/^FR\d\d \*{4}/).isVisible(), POLL).toBe(true);
    expect(await page.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    await page.goto(`${page.url()}?panel=edit`);
    await page.getByRole('heading', { level: 1, name: 'Vetbo Services SAS' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
