import { inputAmount, screenAmount } from '@vetbo/domain/money/format';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// The NGO-AM medicine packages on the service catalogue. Only package C changes here (no other browser
// test reads its price).
let browser: Browser;
let admin: SessionState;
let manager: SessionState;

type Package = { id: number; code: string; priceWithoutVat: number };
const packages = async () =>
  (await api<{ data: Package[] }>(await apiToken('admin@vetbo.test'), 'GET', '/v1/medicine_package_prices'))
    .data;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await providerSession(browser, 'admin@vetbo.test');
  manager = await providerSession(browser, 'manager@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[MEDICINE PACKAGE PRICES] the NGO-AM medicine packages in the catalogue', () => {
  it('an ADMIN changes package C’s yearly price in its side panel and sees it', async ({ expect }) => {
    const c = (await packages()).find((p) => p.code === 'NGO_AM_C') as Package;
    const price = c.priceWithoutVat + 1_234;
    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${appUrl()}/overview/services`);
    const section = page.getByRole('region', { name: 'Forfaits médicaments NGO-AM' });
    const row = section.locator('tr[data-package-code="NGO_AM_C"]');
    await expect.poll(() => row.innerText(), POLL).toContain(screenAmount(c.priceWithoutVat));

    await section.getByRole('button', { name: 'Modifier le prix du forfait C' }).click();
    const drawer = page.getByRole('dialog', { name: 'Modifier le prix du forfait C' });
    await drawer.waitFor();
    const input = drawer.locator('input[name="priceWithoutVat"]');
    await expect.poll(() => input.inputValue(), POLL).toBe(inputAmount(c.priceWithoutVat));
    await expectAccessible(page);
    await input.fill(inputAmount(price));
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => row.innerText(), POLL).toContain(screenAmount(price));
    expect((await packages()).find((p) => p.code === 'NGO_AM_C')?.priceWithoutVat).toBe(price);
    await context.close();
  });

  it('a MANAGER reads the three prices and is offered no edit, not even by the URL', async ({ expect }) => {
    const all = await packages();
    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/overview/services?medicinePackage=${all[0]?.id}`);
    const section = page.getByRole('region', { name: 'Forfaits médicaments NGO-AM' });
    await expect.poll(() => section.locator('tbody tr').count(), POLL).toBe(3);
    const a = all.find((p) => p.code === 'NGO_AM_A') as Package;
    expect(await section.locator('tr[data-package-code="NGO_AM_A"]').innerText()).toContain(
      screenAmount(a.priceWithoutVat),
    );
    expect(await section.getByRole('button', { name: /Modifier le prix/ }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
