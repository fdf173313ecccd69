import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { createLegalStructure, patchLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

/** The number a count card shows, digits only ("1 234" → 1234). */
async function cardCount(page: import('playwright-core').Page, title: string): Promise<number> {
  const card = page.getByRole('region', { name: title });
  const text = await card.locator('p').first().innerText();
  return Number(text.replace(/\D/g, ''));
}

describe.concurrent('[OVERVIEW] the home page', () => {
  it('is reached from the sidebar, counts the network and its shortcuts open the lists and forms', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByRole('navigation').getByRole('link', { name: 'Accueil', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/overview');
    await expect.poll(() => cardCount(page, 'Établissements'), POLL).toBeGreaterThan(0);
    const before = await cardCount(page, 'Établissements');
    await expect.poll(() => cardCount(page, 'Groupes de travail'), POLL).toBeGreaterThan(0);
    await expectAccessible(page);

    // A new establishment counts at the next visit.
    await createEstablishment();
    await page.reload();
    await expect.poll(() => cardCount(page, 'Établissements'), POLL).toBe(before + 1);

    await page
      .getByRole('region', { name: 'Structures juridiques' })
      .getByRole('link', { name: 'Nouvelle structure' })
      .click();
    await page.waitForURL(/\/legalStructures\/new/);
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('lists the latest change with a link to its record', async ({ expect }) => {
    const structure = await createLegalStructure();
    await patchLegalStructure(structure.id, { apeCode: '7500Z' });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview`);
    const link = page.getByRole('link', { name: `Ouvrir la fiche structure juridique n° ${structure.id}` });
    await link.first().waitFor();
    await link.first().click();
    await page.getByRole('heading', { level: 1, name: structure.socialReason }).waitFor();
    expect(page.url()).toContain(`/legalStructures/${structure.id}`);
    await context.close();
  });
});
