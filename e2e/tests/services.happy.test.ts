import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// The catalogue and the subscriptions list (features/services). The demo catalogue is shared by every
// test of the run: each test changes its own option and puts it back, and subscribes to another one.
const SERVICE_CODES = [
  'CE-ABO',
  'CE-GRP-ABO',
  '10PTZ-DPE',
  'NGO-DPE',
  'VP-DPE',
  'VP-LIB',
  'VP-MAINT-DPE',
  'VP-MAINT',
  'MVS-ABO',
  'NGO-AM',
];
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
let manager: SessionState;
let services: CatalogueService[];

const optionByCode = (code: string) => {
  const option = services.flatMap((service) => service.options).find((item) => item.code === code);
  if (!option) throw new Error(`No option ${code} in the demo catalogue`);
  return option;
};
const serviceByCode = (code: string) => {
  const service = services.find((item) => item.code === code);
  if (!service) throw new Error(`No service ${code} in the demo catalogue`);
  return service;
};

/** PATCH an option through the API (as an admin), with the ETag of its current version. */
async function patchOption(id: number, body: Record<string, unknown>) {
  const token = await apiToken('admin@vetbo.test');
  const read = await fetch(`${appUrl()}/v1/veterinary_service_options/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const response = await fetch(`${appUrl()}/v1/veterinary_service_options/${id}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'if-match': read.headers.get('etag') ?? '',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PATCH option ${id} answered ${response.status}`);
}

/** The row of an option in the catalogue. */
const optionRow = (page: Page, code: string) => page.locator(`tr[data-option-code="${code}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await providerSession(browser, 'manager@vetbo.test');
  const token = await apiToken('admin@vetbo.test');
  services = (await api<{ data: CatalogueService[] }>(token, 'GET', '/v1/veterinary_services?limit=100'))
    .data;
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[SERVICES] the catalogue and the subscriptions in the browser', () => {
  it('shows every service code; a manager disables then re-enables an option', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/overview/services`);
    await page.getByRole('heading', { level: 1, name: 'Catalogue des services' }).waitFor();
    // The title paints before the catalogue's rows arrive (under load, a moment later).
    for (const code of SERVICE_CODES) {
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: new RegExp(`^${code} `) }).count(), {
          ...POLL,
          message: code,
        })
        .toBe(1);
    }
    expect(await page.title()).toBe('Catalogue des services / Vetbo');
    // The sidebar's "Services" entry leads here.
    expect(await page.getByRole('link', { name: 'Services', exact: true }).getAttribute('href')).toBe(
      '/overview/services',
    );
    const row = optionRow(page, 'CE-ABO-PLUS');
    expect(await row.innerText()).toContain(euros('480,00'));
    expect(await row.innerText()).toContain('Active');
    await expectAccessible(page);

    const setStatus = async (status: 'Active' | 'Désactivée') => {
      await page.getByRole('button', { name: 'Modifier l’option CE-ABO-PLUS' }).click();
      await page.waitForURL(/option=\d+/);
      const drawer = page.getByRole('dialog', { name: 'Modifier l’option CE-ABO-PLUS' });
      await drawer.waitFor();
      await expect.poll(() => drawer.locator('input[name="entitled"]').inputValue(), POLL).toBe('CE Plus');
      expect(await drawer.locator('input[name="unitPriceWithoutVat"]').inputValue()).toBe('480,00');
      await drawer.getByRole('combobox', { name: 'Statut' }).click();
      await page.getByRole('option', { name: status, exact: true }).click();
      await expectAccessible(page);
      await drawer.getByRole('button', { name: 'Enregistrer' }).click();
      await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
      await expect.poll(() => page.url(), POLL).not.toContain('option=');
      await expect.poll(() => row.getByText(status, { exact: true }).isVisible(), POLL).toBe(true);
    };
    await setStatus('Désactivée');
    const disabled = await api<{ data: CatalogueOption }>(
      await apiToken('admin@vetbo.test'),
      'GET',
      `/v1/veterinary_service_options/${optionByCode('CE-ABO-PLUS').id}`,
    );
    expect(disabled.data.status).toBe('DISABLED');
    await setStatus('Active');
    await context.close();
  });

  it('saves a price typed in euros in exact cents, and offers to reload a version changed meanwhile', async ({
    expect,
  }) => {
    const option = optionByCode('VP-LIB-LICENCE');
    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/overview/services?option=${option.id}`);
    const drawer = page.getByRole('dialog', { name: 'Modifier l’option VP-LIB-LICENCE' });
    await drawer.waitFor();
    const price = drawer.locator('input[name="unitPriceWithoutVat"]');
    await expect.poll(() => price.inputValue(), POLL).toBe('180,00');
    // Three decimals are not euros: said on the field, nothing sent.
    await price.fill('180,295');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await drawer.getByText('Saisissez un prix en euros, par exemple 240,00').waitFor();

    // Someone else renames the option meanwhile: the save is refused (412) and the panel offers to reload.
    await patchOption(option.id, { entitled: 'VP Licence (renommée)' });
    await price.fill('180,29');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await drawer.getByText('Quelqu’un d’autre a modifié cette option').waitFor();
    await drawer.getByRole('button', { name: 'Recharger' }).click();
    await expect
      .poll(() => drawer.locator('input[name="entitled"]').inputValue(), POLL)
      .toBe('VP Licence (renommée)');
    await price.fill('180,29');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => optionRow(page, 'VP-LIB-LICENCE').innerText(), POLL).toContain(euros('180,29'));
    const saved = await api<{ data: CatalogueOption }>(
      await apiToken('admin@vetbo.test'),
      'GET',
      `/v1/veterinary_service_options/${option.id}`,
    );
    expect(saved.data).toMatchObject({ entitled: 'VP Licence (renommée)', unitPriceWithoutVat: 18_029 });
    await patchOption(option.id, {
      entitled: option.entitled,
      unitPriceWithoutVat: option.unitPriceWithoutVat,
    });
    await context.close();
  });

  it('lists a subscription made through the API, filtered by service through the URL', async ({ expect }) => {
    const establishment = await createEstablishment({ name: `Clinique ${uniqueWord('Abonnee')}` });
    const ceAbo = serviceByCode('CE-ABO');
    const mvs = serviceByCode('MVS-ABO');
    await api(
      await apiToken('manager@vetbo.test'),
      'POST',
      '/v1/veterinary_establishment_service_subscriptions',
      {
        veterinaryEstablishmentId: establishment.id,
        veterinaryServiceOptionId: optionByCode('CE-ABO-ESSENTIEL').id,
        // Far ahead: the list's first page (latest start first) shows it whatever the demo data holds.
        startDate: '2039-03-01',
        parameters: {
          serviceCode: 'CE-ABO',
          contractType: 'CALENDAR_YEAR',
          subscriptionType: 'BY_MONTH',
          collaboratorCount: 3,
          collaboratorPrice: 1000,
        },
      },
    );
    const { context, page } = await signedInPage(browser, manager);
    // From the catalogue, its "Abonnements" tab.
    await page.goto(`${appUrl()}/overview/services`);
    await page
      .getByRole('navigation', { name: 'Services' })
      .getByRole('link', { name: 'Abonnements' })
      .click();
    await page.waitForURL(/\/overview\/services\/abonnements$/);
    await page.getByRole('heading', { level: 1, name: 'Abonnements' }).waitFor();
    expect(await page.title()).toBe('Abonnements / Vetbo');

    await page.goto(`${appUrl()}/overview/services/abonnements?veterinaryServiceId=${ceAbo.id}`);
    const row = page.locator('tbody tr', { hasText: establishment.name });
    await row.waitFor();
    const text = await row.innerText();
    // CE-ABO: the option's 240 € plus 3 collaborators at 10 €; a calendar year from 1 March.
    for (const part of ['CE-ABO', 'CE Essentiel', '01/03/2039', '31/12/2039', euros('270,00')]) {
      expect(text).toContain(part);
    }
    expect(await row.getByRole('link', { name: establishment.name }).getAttribute('href')).toBe(
      `/establishments/${establishment.id}?tab=subscriptions`,
    );
    // Every row of the page is a CE-ABO subscription.
    const services = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(services.every((cell) => cell.startsWith('CE-ABO\n') || cell === 'CE-ABO')).toBe(true);
    await expectAccessible(page);

    // The service select writes the URL; another service hides the row.
    const select = page.getByRole('combobox', { name: 'Service' });
    await expect.poll(() => select.inputValue(), POLL).toContain('CE-ABO');
    await select.click();
    await page.getByRole('option', { name: /^MVS-ABO/ }).click();
    await page.waitForURL(new RegExp(`veterinaryServiceId=${mvs.id}`));
    await expect.poll(() => row.count(), POLL).toBe(0);
    // Sorting goes to the URL too.
    await page.getByRole('button', { name: 'Option' }).click();
    await page.waitForURL(/sort=veterinaryServiceOptionEntitled/);
    // No subscription started before 1990: the empty state says the filters exclude everything.
    await page.goto(
      `${appUrl()}/overview/services/abonnements?veterinaryServiceId=${ceAbo.id}&toStartDate=1990-01-01`,
    );
    await page.getByText('Aucun abonnement ne correspond à ces filtres.').waitFor();
    // The URL keeps the ISO day; the field shows it the French way (jj/mm/aaaa).
    expect(await page.locator('input[name="toStartDate"]').inputValue()).toBe('01/01/1990');
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await page.waitForURL(/\/overview\/services\/abonnements$/);
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBeGreaterThan(0);
    await expectAccessible(page);
    await context.close();
  });
});
