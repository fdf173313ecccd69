import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Issue 22 §2: a delivery option is disabled, not only deleted. Disabled, it stays on the deliveries made
// from it and is no longer offered for a new one; a catalogue writer enables it again.
const SERVICE = 'VP-DPE';
const SECTION = `Prestations prédéfinies du service ${SERVICE}`;

interface DeliveryOption {
  id: number;
  code: string;
  entitled: string;
  status: 'ENABLED' | 'DISABLED';
}

let browser: Browser;
let moderator: SessionState;
let accountant: SessionState;
let option: DeliveryOption;

const optionRow = (page: Page, code: string) =>
  page.getByRole('region', { name: SECTION }).locator(`tr[data-delivery-option-code="${code}"]`);

const statusOf = async (id: number) =>
  (
    await api<{ data: DeliveryOption }>(
      await apiToken('admin@vetbo.test'),
      'GET',
      `/v1/service_delivery_options/${id}`,
    )
  ).data.status;

async function openCatalogue(page: Page) {
  await page.goto(`${appUrl()}/overview/services`);
  await page.getByRole('heading', { level: 1, name: 'Catalogue des services' }).waitFor();
  await optionRow(page, option.code).waitFor();
}

/** The options the new-delivery drawer of an establishment offers. */
async function offeredOptions(page: Page, establishmentId: number): Promise<string[]> {
  await page.goto(`${appUrl()}/establishments/${establishmentId}/services/prestations`);
  await page.getByTestId('deliveries-tab').waitFor();
  await page.getByRole('button', { name: 'Ajouter une prestation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Ajouter une prestation' });
  await drawer.getByRole('combobox', { name: 'Prestation du catalogue' }).click();
  await page.getByRole('option', { name: /Formation Vétérinaire Pro/ }).waitFor();
  return page.getByRole('option').allInnerTexts();
}

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  const token = await apiToken('admin@vetbo.test');
  const services = await api<{ data: { id: number; code: string }[] }>(
    token,
    'GET',
    '/v1/veterinary_services?limit=100',
  );
  const code = `ETAT-${uniqueWord('').toUpperCase()}`;
  option = (
    await api<{ data: DeliveryOption }>(token, 'POST', '/v1/service_delivery_options', {
      code,
      entitled: `Audit ${code}`,
      type: 'SUPPORT',
      unitPriceWithoutVat: 15_000,
      accountingCode: '706520',
      veterinaryServiceId: services.data.find((service) => service.code === SERVICE)?.id,
    })
  ).data;
});

afterAll(async () => {
  await browser?.close();
});

describe('[DELIVERY OPTIONS] disable and enable in the browser', () => {
  it('a moderator disables an option (no longer offered for a new delivery), then enables it again', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, moderator);
    expect((await offeredOptions(page, establishment.id)).join('\n')).toContain(option.code);

    await openCatalogue(page);
    const row = optionRow(page, option.code);
    expect(await row.innerText()).toContain('Active');
    await row.getByRole('button', { name: `Désactiver la prestation ${option.code}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Désactiver la prestation prédéfinie' });
    await confirm
      .getByText(`La prestation prédéfinie ${option.code} — ${option.entitled} ne pourra plus être choisie`)
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Désactiver', exact: true }).click();
    await expect.poll(() => confirm.isVisible(), POLL).toBe(false);
    await expect.poll(() => row.innerText(), POLL).toContain('Désactivée');
    expect(await statusOf(option.id)).toBe('DISABLED');
    await expectAccessible(page);

    // The new-delivery drawer no longer offers it.
    const offered = await offeredOptions(page, establishment.id);
    expect(offered.join('\n')).toContain('FORM-VP');
    expect(offered.join('\n')).not.toContain(option.code);

    await openCatalogue(page);
    await row.getByRole('button', { name: `Réactiver la prestation ${option.code}` }).click();
    const enable = page.getByRole('dialog', { name: 'Réactiver la prestation prédéfinie' });
    await enable.getByRole('button', { name: 'Réactiver', exact: true }).click();
    await expect.poll(() => row.innerText(), POLL).toContain('Active');
    expect(await statusOf(option.id)).toBe('ENABLED');
    expect((await offeredOptions(page, establishment.id)).join('\n')).toContain(option.code);
    await context.close();
  });

  it('an accountant sees the state but neither "Désactiver" nor "Réactiver"', async ({ expect }) => {
    const token = await apiToken('moderator@vetbo.test');
    const { etag } = await fetch(`${appUrl()}/v1/service_delivery_options/${option.id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((answer) => ({ etag: answer.headers.get('etag') as string }));
    const disabled = await fetch(`${appUrl()}/v1/service_delivery_options/${option.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': etag },
      body: JSON.stringify({ status: 'DISABLED' }),
    });
    expect(disabled.status).toBe(200);
    const { context, page } = await signedInPage(browser, accountant);
    await openCatalogue(page);
    await expect.poll(() => optionRow(page, option.code).innerText(), POLL).toContain('Désactivée');
    expect(await page.getByRole('button', { name: /^(Désactiver|Réactiver) la prestation/ }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
