import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { openSubscriptions, subscribeThroughApi } from '../support/subscriptions.ts';

// An establishment's subscriptions (issue 8 §2): add with code-specific parameters, stop, bill and
// discount, delete as a manager only. Data made through the API.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[SUBSCRIPTIONS] in the browser', () => {
  it('adds an MVS-ABO subscription with its own parameters, refusing a missing one on its field', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, moderator);
    await openSubscriptions(page, establishment.id);
    await expect
      .poll(() => page.getByText('Aucun abonnement pour cet établissement.').isVisible(), POLL)
      .toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ajouter un abonnement' }).click();
    const drawer = page.getByRole('dialog', { name: 'Ajouter un abonnement' });
    await drawer.waitFor();
    await drawer.getByText('Choisissez d’abord une option').waitFor();
    await drawer.getByRole('combobox', { name: 'Option de service' }).click();
    await page.getByRole('option', { name: /MVS Standard/ }).click();
    await drawer.getByText('Paramètres du service MVS-ABO').waitFor();
    // Only this code's parameters: no collaborators here.
    expect(await drawer.getByLabel('Nombre de collaborateurs').count()).toBe(0);
    await drawer.locator('input[name="startDate"]').fill('2027-02-01');
    await drawer.getByRole('combobox', { name: 'Centrale' }).first().click();
    await page.getByRole('option', { name: 'Coveto' }).click();
    await drawer.locator('input[name="parameters.centralPurchasingCode"]').fill('cv778');
    await drawer.getByRole('combobox', { name: 'Forfait de rémunération' }).click();
    await page.getByRole('option', { name: 'B', exact: true }).click();
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    // The identifier at the central is missing, and no delivery day was chosen.
    await expect
      .poll(
        () => drawer.locator('input[name="parameters.centralPurchasingId"][aria-invalid="true"]').count(),
        POLL,
      )
      .toBe(1);
    await expectAccessible(page);
    await drawer.locator('input[name="parameters.centralPurchasingId"]').fill('id-42');
    await drawer.getByRole('checkbox', { name: 'Mardi' }).check();
    await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    const tab = page.getByTestId('subscriptions-tab');
    await tab.getByText('MVS Standard').waitFor();
    await expect.poll(() => tab.getByText('01/02/2027').isVisible(), POLL).toBe(true);
    const saved = await api<{ data: { parameters: Record<string, unknown> }[] }>(
      await apiToken('moderator@vetbo.test'),
      'GET',
      `/v1/veterinary_establishment_service_subscriptions?veterinaryEstablishmentId[]=${establishment.id}`,
    );
    expect(saved.data[0]?.parameters).toMatchObject({
      serviceCode: 'MVS-ABO',
      central: 'COVETO',
      centralPurchasingCode: 'CV778',
      deliveryDays: ['TUESDAY'],
    });
    await context.close();
  });

  it('stops a subscription from a day, discounts a period, and shows the periods', async ({ expect }) => {
    const establishment = await createEstablishment();
    await subscribeThroughApi(establishment.id);
    const { context, page } = await signedInPage(browser, moderator);
    await openSubscriptions(page, establishment.id);
    const tab = page.getByTestId('subscriptions-tab');
    await tab.getByText('CE Essentiel').waitFor();

    await tab.getByRole('button', { name: 'Actions sur l’abonnement CE Essentiel' }).click();
    await page.getByRole('menuitem', { name: 'Arrêter' }).click();
    await expect.poll(() => page.getByRole('menu').count(), POLL).toBe(0);
    const stop = page.getByTestId('subscription-stop-modal');
    await stop.locator('input[name="stopDate"]').fill('2027-07-01');
    await stop.getByRole('button', { name: 'Arrêter' }).click();
    await expect.poll(() => tab.getByText('30/06/2027').isVisible(), POLL).toBe(true);

    await tab.getByRole('button', { name: 'Actions sur l’abonnement CE Essentiel' }).click();
    await page.getByRole('menuitem', { name: 'Facturation et remises' }).click();
    await expect.poll(() => page.getByRole('menu').count(), POLL).toBe(0);
    const billing = page.getByTestId('subscription-billing-drawer');
    await expect.poll(() => billing.getByTestId('service-period-row').count(), POLL).toBe(6);
    await expectAccessible(page);
    await billing.getByRole('combobox', { name: 'Période' }).click();
    await page.getByRole('option', { name: /01\/03\/2027/ }).click();
    await billing.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Montant' }).click();
    // 240 € + 2 × 60 € a year: March costs 30 €; 31 € is more than it.
    await billing.locator('input[name="discountValue"]').fill('31');
    await billing.getByRole('button', { name: 'Ajouter la remise' }).click();
    await billing.getByText('Dépassement du montant total').waitFor();
    await billing.locator('input[name="discountValue"]').fill('5');
    await billing.getByRole('button', { name: 'Ajouter la remise' }).click();
    await expect
      .poll(() => billing.getByTestId('service-period-row').nth(2).innerText(), POLL)
      .toMatch(/5,00\s€/u);
    await context.close();
  });

  it('filters the establishments list by service option code and service period', async ({ expect }) => {
    const establishment = await createEstablishment();
    await subscribeThroughApi(establishment.id, 'CE-ABO-PLUS', '2032-01-01');
    const { context, page } = await signedInPage(browser, moderator);
    const query = new URLSearchParams({
      q: establishment.privilegedCode,
      serviceOptionCode: 'CE-ABO-PLUS',
      servicePeriodFromDate: '2032-06-01',
    });
    await page.goto(`${appUrl()}/overview/establishments?${query}`);
    await expect
      .poll(() => page.getByText(establishment.privilegedCode).first().isVisible(), POLL)
      .toBe(true);
    await expectAccessible(page);
    await page.locator('input[name="servicePeriodFromDate"]').fill('2033-01-01');
    await expect
      .poll(() => page.getByText('Aucun établissement ne correspond à ces critères').isVisible(), POLL)
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('servicePeriodFromDate')).toBe('2033-01-01');
    await context.close();
  });
});
