import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../../support/api.ts';
import { type DeliveryToBill, deliveriesToBill, parisToday } from '../../support/billing-runs.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

let browser: Browser;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe('[BILLING RUNS] refused billings in the browser', () => {
  it('names the delivery someone billed meanwhile and bills nothing of the selection', async ({ expect }) => {
    const { establishment, deliveries } = await deliveriesToBill([4_000, 6_000]);
    const [first, second] = deliveries as [DeliveryToBill, DeliveryToBill];
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/overview/services/prestations`);
    for (const delivery of deliveries)
      await page
        .getByRole('checkbox', {
          name: `Sélectionner la prestation ${delivery.code} de ${establishment.name} pour la facturer`,
        })
        .check();
    await page.getByRole('button', { name: 'Facturer (2)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Facturer les prestations' });
    await drawer.getByRole('button', { name: 'Suivant' }).click();

    // Another accountant bills the second one first.
    const token = await apiToken('accountant@vetbo.test');
    await api(token, 'POST', '/v1/service_delivery_invoices', {
      veterinaryEstablishmentServiceDeliveryIds: [second.id],
      invoiceDate: parisToday(),
    });
    await drawer.getByRole('button', { name: 'Générer les factures' }).click();
    const alert = drawer.getByRole('alert').filter({ hasText: 'Facturation refusée' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      `déjà facturées, planifiées ou marquées « ne pas facturer » : ${second.id}`,
    );
    await expectAccessible(page);
    // Still on the date step, nothing billed of the first one.
    expect(await drawer.getByTestId('billing-run-result').count()).toBe(0);
    const status = await api<{ data: { billingStatus: string } }>(
      token,
      'GET',
      `/v1/veterinary_establishment_service_deliveries/${first.id}`,
    );
    expect(status.data.billingStatus).toBe('NOT_BILLED');
    // Back to the selection: the refused one is taken out, the other is billed.
    await drawer.getByRole('button', { name: 'Retour' }).click();
    await drawer
      .getByRole('button', { name: `Retirer ${second.code} (${establishment.name}) de la sélection` })
      .click();
    await drawer.getByRole('button', { name: 'Suivant' }).click();
    await drawer.getByRole('button', { name: 'Générer les factures' }).click();
    await drawer.getByRole('heading', { name: '1 facture émise' }).waitFor();
    await expect
      .poll(
        async () =>
          (
            await api<{ data: { billingStatus: string } }>(
              token,
              'GET',
              `/v1/veterinary_establishment_service_deliveries/${first.id}`,
            )
          ).data.billingStatus,
        POLL,
      )
      .toBe('BILLED');
    await context.close();
  });
});
