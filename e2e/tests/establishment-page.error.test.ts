import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// The establishment page's tabs (spec §2.6), its conditional edit, its files and its activities panel.
// Every test creates the data it reads or changes through the API, so any test runs alone.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

const moderatorToken = () => apiToken('moderator@vetbo.test');

/** A signed-in page; the machine is shared while the suite runs, so the first load may take a while. */
async function openPage() {
  const opened = await signedInPage(browser, moderator);
  opened.page.setDefaultTimeout(30_000);
  return opened;
}

describe.concurrent('[ESTABLISHMENT PAGE] the tabs of an establishment', { timeout: 240_000 }, () => {
  it('refuses a stale edit with a clear message and reloads the current version', async ({ expect }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Concurrence')}` });
    const { context, page } = await openPage();
    await page.goto(`${appUrl()}/establishments/${created.id}`);
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: "Modifier l'établissement" });
    await drawer.waitFor();
    await api(await moderatorToken(), 'PATCH', `/v1/veterinary_establishments/${created.id}`, {
      customName: 'Changé ailleurs',
    });
    await drawer.locator('input[name="customName"]').fill('Mon changement');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    const message = "Quelqu'un d'autre a modifié cet établissement. Rechargez-le avant d'enregistrer.";
    await expect.poll(() => drawer.getByText(message).isVisible(), POLL).toBe(true);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Recharger' }).click();
    await expect
      .poll(() => drawer.locator('input[name="customName"]').inputValue(), POLL)
      .toBe('Changé ailleurs');
    await drawer.locator('input[name="customName"]').fill('Mon changement');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText('Mon changement').first().isVisible(), POLL).toBe(true);
    const stored = await api<{ data: { customName: string } }>(
      await moderatorToken(),
      'GET',
      `/v1/veterinary_establishments/${created.id}`,
    );
    expect(stored.data.customName).toBe('Mon changement');
    await context.close();
  });
});
