import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Spec §2.10 "address" (issue 22 §2): an establishment's other addresses on its Informations tab.
let browser: Browser;
let moderator: SessionState;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  [moderator, accountant] = await Promise.all([
    providerSession(browser, 'moderator@vetbo.test'),
    providerSession(browser, 'accountant@vetbo.test'),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[ADDRESSES] an establishment’s addresses in the browser', () => {
  it('adds a delivery address, makes it the main one, then deletes the former main address', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${establishment.id}`);
    const section = page.getByRole('region', { name: 'Adresses' });
    await section.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    await drawer.waitFor();
    await drawer.locator('input[name="streetName"]').fill('quai des Chartrons');
    await drawer.locator('input[name="postalCode"]').fill('3300');
    await drawer.locator('input[name="city"]').fill('Bordeaux');
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    // A French postal code has five digits: the field says so and the panel stays open.
    await expect.poll(() => drawer.getByText('Code postal invalide').isVisible(), POLL).toBe(true);
    await drawer.locator('input[name="postalCode"]').fill('33000');
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    const bordeaux = section.locator('tr', { hasText: 'Bordeaux' });
    await expect.poll(() => bordeaux.isVisible(), POLL).toBe(true);
    await expectAccessible(page);

    await bordeaux.getByRole('button', { name: /Faire de .* l’adresse principale/ }).click();
    await expect.poll(() => bordeaux.getByText('Principale', { exact: true }).isVisible(), POLL).toBe(true);
    const token = await apiToken('moderator@vetbo.test');
    const stored = await api<{ data: { mainAddress: { city: string } } }>(
      token,
      'GET',
      `/v1/veterinary_establishments/${establishment.id}`,
    );
    expect(stored.data.mainAddress.city).toBe('Bordeaux');

    const former = section.locator('tr', { hasNotText: 'Bordeaux' }).filter({ has: page.locator('td') });
    await former.getByRole('button', { name: /Supprimer l’adresse/ }).click();
    await page.getByTestId('address-delete-modal').getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => section.locator('tbody tr').count(), POLL).toBe(1);
    await context.close();
  });

  it('shows the addresses without any action to a role that may not change establishments', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/establishments/${establishment.id}`);
    const section = page.getByRole('region', { name: 'Adresses' });
    await expect.poll(() => section.locator('tbody tr').count(), POLL).toBe(1);
    expect(await section.getByRole('button').count()).toBe(0);
    await context.close();
  });
});
