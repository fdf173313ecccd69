import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// An establishment's one-off deliveries (issue 8 §3): added from a catalogue option, then changed.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe('[DELIVERIES] in the browser', () => {
  it('adds a delivery prefilled from an option, refuses a bad quantity, and shows its amount with VAT', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, moderator);
    // The spec's path opens the tab.
    await page.goto(`${appUrl()}/establishments/${establishment.id}/services/prestations`);
    const tab = page.getByTestId('deliveries-tab');
    await tab.getByText('Aucune prestation pour cet établissement.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ajouter une prestation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Ajouter une prestation' });
    await drawer.getByRole('combobox', { name: 'Prestation du catalogue' }).click();
    await page.getByRole('option', { name: /Formation Vétérinaire Pro/ }).click();
    await expect.poll(() => drawer.locator('input[name="code"]').inputValue(), POLL).toBe('FORM-VP');
    await expect
      .poll(() => drawer.locator('input[name="unitPriceWithoutVat"]').inputValue(), POLL)
      .toBe('350,00');
    await drawer.locator('input[name="quantity"]').fill('0');
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect
      .poll(() => drawer.locator('input[name="quantity"][aria-invalid="true"]').count(), POLL)
      .toBe(1);
    await expectAccessible(page);
    await drawer.locator('input[name="quantity"]').fill('2');
    await drawer.locator('input[name="unitPriceWithoutVat"]').fill('320,50');
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    // 2 × 320,50 € = 641,00 € HT, 769,20 € TTC at 20 %.
    await expect.poll(() => tab.getByText(/769,20\s€/u).isVisible(), POLL).toBe(true);
    const token = await apiToken('moderator@vetbo.test');
    const saved = await api<{
      data: { unitPriceWithoutVat: number; quantity: number; serviceDeliveryOptionId: number }[];
    }>(
      token,
      'GET',
      `/v1/veterinary_establishment_service_deliveries?veterinaryEstablishmentId[]=${establishment.id}`,
    );
    expect(saved.data[0]).toMatchObject({ unitPriceWithoutVat: 32_050, quantity: 2 });
    expect(saved.data[0]?.serviceDeliveryOptionId).toBeGreaterThan(0);

    await tab.getByRole('button', { name: 'Modifier la prestation FORM-VP' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la prestation' });
    await edit.locator('input[name="completionDate"]').fill('2027-03-04');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => tab.getByText('04/03/2027').isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('discounts a delivery by a percentage, refuses one over 100 %, and removes it', async ({ expect }) => {
    const establishment = await createEstablishment();
    const token = await apiToken('moderator@vetbo.test');
    const { data: options } = await api<{ data: { id: number; code: string }[] }>(
      token,
      'GET',
      '/v1/service_delivery_options?limit=100',
    );
    await api(token, 'POST', '/v1/veterinary_establishment_service_deliveries', {
      veterinaryEstablishmentId: establishment.id,
      serviceDeliveryOptionId: options.find((option) => option.code === 'FORM-VP')?.id,
      quantity: 1,
      unitPriceWithoutVat: 10_000,
    });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${establishment.id}/services/prestations`);
    const tab = page.getByTestId('deliveries-tab');
    // 100,00 € HT, 120,00 € TTC at 20 %.
    await expect.poll(() => tab.getByText(/120,00\s€/u).isVisible(), POLL).toBe(true);
    await tab.getByRole('button', { name: 'Remises de la prestation FORM-VP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remises sur la prestation FORM-VP' });
    await dialog.getByText('Aucune remise sur cette prestation.').waitFor();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: /Pourcentage/ }).fill('150');
    await dialog.getByRole('button', { name: 'Ajouter la remise' }).click();
    await expect.poll(() => dialog.locator('[aria-invalid="true"]').count(), POLL).toBe(1);
    await dialog.getByRole('textbox', { name: /Pourcentage/ }).fill('10,5');
    await dialog.getByRole('textbox', { name: 'Libellé' }).fill('Geste commercial');
    await dialog.getByRole('button', { name: 'Ajouter la remise' }).click();
    // 10,5 % of 100,00 € = 10,50 € off: 89,50 € HT, 107,40 € TTC.
    await dialog.getByText('Geste commercial').waitFor();
    await expect.poll(() => tab.getByText(/107,40\s€/u).isVisible(), POLL).toBe(true);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: /^Retirer la remise/ }).click();
    await dialog.getByText('Aucune remise sur cette prestation.').waitFor();
    await expect.poll(() => tab.getByText(/120,00\s€/u).isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('lists every establishment’s deliveries, filtered by type and invoicing through the URL', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const token = await apiToken('moderator@vetbo.test');
    const options = await api<{ data: { id: number }[] }>(
      token,
      'GET',
      '/v1/service_delivery_options?code[]=SUPP-VP',
    );
    await api(token, 'POST', '/v1/veterinary_establishment_service_deliveries', {
      veterinaryEstablishmentId: establishment.id,
      serviceDeliveryOptionId: options.data[0]?.id,
      quantity: 3,
      shouldGenerateInvoice: false,
    });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(
      `${appUrl()}/overview/services/prestations?serviceDeliveryOptionType=SUPPORT&shouldGenerateInvoice=false`,
    );
    await page.getByRole('heading', { level: 1, name: 'Prestations' }).waitFor();
    await page.getByRole('link', { name: establishment.name }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Facturation' }).click();
    await page.getByRole('option', { name: 'À facturer', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('shouldGenerateInvoice'), POLL).toBe('true');
    await expect.poll(() => page.getByRole('link', { name: establishment.name }).count(), POLL).toBe(0);
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('');
    await context.close();
  });
});

describe('[SERVICES EXPORT] in the browser', () => {
  it('exports the services of a period from the side panel, refusing a missing period', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/services/prestations`);
    await page.getByRole('button', { name: 'Exporter' }).click();
    const drawer = page.getByTestId('export-drawer');
    await drawer.waitFor();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Télécharger' }).click();
    await drawer.getByText('Choisissez le début et la fin de la période').waitFor();
    await drawer.locator('input[name="exportFromDate"]').fill('2025-01-01');
    await drawer.locator('input[name="exportToDate"]').fill('2025-12-31');
    await drawer.getByText('CSV', { exact: true }).click();
    const downloading = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Télécharger' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('services-2025-01-01-2025-12-31.csv');
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text as Buffer[]).toString('utf8');
    expect(csv.split('\r\n')[0]).toContain('Montant TTC');
    expect(csv.split('\r\n').length).toBeGreaterThan(10);
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await context.close();
  });
});
