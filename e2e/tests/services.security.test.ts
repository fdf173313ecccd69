import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, launchBrowser } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Intl's French amounts: a no-break space before the euro sign.
const euros = (text: string) => `${text}\u00a0€`;

interface CatalogueOption {
  id: number;
  code: string;
  entitled: string;
  status: 'ENABLED' | 'DISABLED';
  unitPriceWithoutVat: number;
}
interface CatalogueService {
  id: number;
  code: string;
  options: CatalogueOption[];
}

let browser: Browser;
let accountant: SessionState;
let services: CatalogueService[];

const optionByCode = (code: string) => {
  const option = services.flatMap((service) => service.options).find((item) => item.code === code);
  if (!option) throw new Error(`No option ${code} in the demo catalogue`);
  return option;
};

/** The row of an option in the catalogue. */
const optionRow = (page: Page, code: string) => page.locator(`tr[data-option-code="${code}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  const token = await apiToken('admin@vetbo.test');
  services = (await api<{ data: CatalogueService[] }>(token, 'GET', '/v1/veterinary_services?limit=100'))
    .data;
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[SERVICES] the catalogue and the subscriptions in the browser', () => {
  it('lets an accountant read the catalogue without any edit button', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, accountant);
    // Even an option named in the URL opens no panel.
    await page.goto(`${appUrl()}/overview/services?option=${optionByCode('CE-ABO-ESSENTIEL').id}`);
    await page.getByRole('heading', { level: 1, name: 'Catalogue des services' }).waitFor();
    await optionRow(page, 'CE-ABO-ESSENTIEL').waitFor();
    expect(await optionRow(page, 'CE-ABO-ESSENTIEL').innerText()).toContain(euros('240,00'));
    expect(await page.getByRole('button', { name: /^Modifier/ }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
