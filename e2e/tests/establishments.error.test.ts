import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiToken, createEstablishment, uniqueWord, unusedPrivilegedCode } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Every test opens its own browser context and creates the data it changes through the API, so any
// test runs alone (`npx vitest run --project e2e -t "<name>"`) and they run side by side.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

const drawerName = "Modifier l'établissement";

describe.concurrent('[ESTABLISHMENTS] a moderator manages establishments in the browser', () => {
  it('shows the field error for an invalid privileged code, then saves the corrected one', async ({
    expect,
  }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Code')}` });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${created.id}`);
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: drawerName });
    await drawer.waitFor();
    const code = drawer.locator('input[name="privilegedCode"]');
    await code.fill('BIC123');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(
        () => drawer.getByText('Le code privilégié ne peut pas contenir les lettres I, O ou U').isVisible(),
        POLL,
      )
      .toBe(true);
    await expectAccessible(page);

    const validCode = await unusedPrivilegedCode(await apiToken('moderator@vetbo.test'));
    await code.fill(validCode);
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText('Établissement enregistré').isVisible(), POLL).toBe(true);
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText(validCode).first().isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('shows the not-found page with a link home for an unknown address', async () => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/cette-page-n-existe-pas`);
    await page.getByText('This page could not be found').waitFor();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /accueil|home/i })
      .first()
      .click();
    await page.waitForURL(/\/overview\/establishments/);
    await context.close();
  });
});
