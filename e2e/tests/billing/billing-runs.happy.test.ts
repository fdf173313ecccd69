import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../../support/api.ts';
import {
  type DeliveryToBill,
  deliveriesToBill,
  frenchDay,
  parisTomorrow,
} from '../../support/billing-runs.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

// "Facturer les prestations" (issue 23 §2, spec §2.10): from the deliveries list, a selection billed now or
// planned for a later day, then cancelled.
let browser: Browser;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

/** Ticks the deliveries on the list (newest first: this test's are on its first page). */
async function tick(page: Page, establishment: string, deliveries: DeliveryToBill[]) {
  await page.goto(`${appUrl()}/overview/services/prestations`);
  await page.getByRole('heading', { level: 1, name: 'Prestations' }).waitFor();
  for (const delivery of deliveries)
    await page
      .getByRole('checkbox', {
        name: `Sélectionner la prestation ${delivery.code} de ${establishment} pour la facturer`,
      })
      .check();
}

describe('[BILLING RUNS] billing deliveries in the browser', () => {
  it('an accountant bills two deliveries of an establishment now and opens the invoice issued', async ({
    expect,
  }) => {
    const { establishment, deliveries } = await deliveriesToBill([15_000, 5_000, 9_900]);
    const [first, second, third] = deliveries as [DeliveryToBill, DeliveryToBill, DeliveryToBill];
    const { context, page } = await signedInPage(browser, accountant);
    await tick(page, establishment.name, [first, second, third]);
    await page.getByRole('button', { name: 'Facturer (3)' }).click();

    const drawer = page.getByRole('dialog', { name: 'Facturer les prestations' });
    const selection = drawer.getByTestId('billing-selection');
    await expect.poll(() => selection.locator('tbody tr').count(), POLL).toBe(3);
    expect(await selection.innerText()).toContain(establishment.name);
    // One taken out of the selection: two deliveries, 200,00 € before VAT.
    await drawer
      .getByRole('button', { name: `Retirer ${third.code} (${establishment.name}) de la sélection` })
      .click();
    await expect.poll(() => selection.locator('tbody tr').count(), POLL).toBe(2);
    await drawer.getByText(/2 prestations, 200,00\s€ HT/u).waitFor();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Suivant' }).click();

    // Generated now: the invoice date is today's.
    await expect
      .poll(() => drawer.getByRole('radio', { name: 'Générer maintenant' }).isChecked(), POLL)
      .toBe(true);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Générer les factures' }).click();
    const result = drawer.getByTestId('billing-run-result');
    await result.getByRole('heading', { name: '1 facture émise' }).waitFor();
    expect(await result.getAttribute('data-run-status')).toBe('DONE');
    // 200,00 € HT, 240,00 € TTC at 20 %.
    const link = result.getByRole('link', { name: /^F/ });
    await expect.poll(() => result.getByText(/240,00\s€/u).isVisible(), POLL).toBe(true);
    await expectAccessible(page);

    const token = await apiToken('accountant@vetbo.test');
    const invoices = await api<{ data: { id: number; number: string }[] }>(
      token,
      'GET',
      `/v1/invoices?veterinaryEstablishmentServiceDeliveryId[]=${first.id}`,
    );
    const invoice = invoices.data[0];
    expect(await link.innerText()).toBe(invoice?.number);
    const billed = await api<{ data: { id: number; billingStatus: string }[] }>(
      token,
      'GET',
      `/v1/veterinary_establishment_service_deliveries?veterinaryEstablishmentId[]=${establishment.id}`,
    );
    expect(Object.fromEntries(billed.data.map((d) => [d.id, d.billingStatus]))).toEqual({
      [first.id]: 'BILLED',
      [second.id]: 'BILLED',
      [third.id]: 'NOT_BILLED',
    });

    await link.click();
    await page.waitForURL(new RegExp(`/invoices/${invoice?.id}$`));
    await page.getByRole('heading', { level: 1, name: `Facture ${invoice?.number}` }).waitFor();
    await context.close();
  });

  it('refuses to generate now on a later day, plans the billing for tomorrow, then cancels it', async ({
    expect,
  }) => {
    const { establishment, deliveries } = await deliveriesToBill([7_000]);
    const [planned] = deliveries as [DeliveryToBill];
    const { context, page } = await signedInPage(browser, accountant);
    await tick(page, establishment.name, [planned]);
    await page.getByRole('button', { name: 'Facturer (1)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Facturer les prestations' });
    await drawer.getByRole('button', { name: 'Suivant' }).click();

    // "Now" with tomorrow's date: the API's message lands on the date.
    const date = drawer.locator('input[name="invoiceDate"]');
    await date.fill(parisTomorrow());
    await drawer.getByRole('button', { name: 'Générer les factures' }).click();
    await expect.poll(() => date.getAttribute('aria-invalid'), POLL).toBe('true');
    await drawer.getByText('Pour générer maintenant, la date de facture est celle du jour').waitFor();
    await expectAccessible(page);

    // Planned: the date moves to tomorrow by itself.
    await drawer.getByRole('radio', { name: 'Planifier' }).check();
    await expect.poll(() => date.inputValue(), POLL).toBe(frenchDay(parisTomorrow()));
    await drawer.getByRole('button', { name: 'Planifier la facturation' }).click();
    const result = drawer.getByTestId('billing-run-result');
    await result
      .getByRole('heading', { name: `Facturation planifiée le ${frenchDay(parisTomorrow())}` })
      .waitFor();
    expect(await result.getAttribute('data-run-status')).toBe('CREATED');
    await expectAccessible(page);
    const token = await apiToken('accountant@vetbo.test');
    const status = async () =>
      (
        await api<{ data: { billingStatus: string } }>(
          token,
          'GET',
          `/v1/veterinary_establishment_service_deliveries/${planned.id}`,
        )
      ).data.billingStatus;
    expect(await status()).toBe('PLANNED');

    await result.getByRole('button', { name: 'Annuler la planification' }).click();
    await expect.poll(() => result.getAttribute('data-run-status'), POLL).toBe('CANCELLED');
    await result.getByText('Planification annulée : les prestations sont de nouveau à facturer.').waitFor();
    expect(await status()).toBe('NOT_BILLED');
    // Billable again: its box is back on the list once the drawer is closed.
    await result.getByRole('button', { name: 'Fermer', exact: true }).click();
    await page
      .getByRole('checkbox', {
        name: `Sélectionner la prestation ${planned.code} de ${establishment.name} pour la facturer`,
      })
      .waitFor();
    await context.close();
  });
});

describe('[BILLING RUNS] the runs on the billing overview', () => {
  it('starts a subscription billing, follows it to its end, and cancels a planned one', async ({
    expect,
  }) => {
    const { deliveries } = await deliveriesToBill([2_500]);
    const token = await apiToken('accountant@vetbo.test');
    const { data: planned } = await api<{ data: { id: number } }>(
      token,
      'POST',
      '/v1/service_delivery_invoices',
      {
        veterinaryEstablishmentServiceDeliveryIds: [deliveries[0]?.id],
        invoiceDate: parisTomorrow(),
        generation: 'PLANNED',
      },
    );
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/overview/billing`);
    const panel = page.getByRole('region', { name: 'Facturations automatiques' });
    const plannedRow = panel.locator(`tr[data-run-id="${planned.id}"]`);
    await expect.poll(() => plannedRow.innerText(), POLL).toContain('Prestations');
    expect(await plannedRow.innerText()).toContain(`Planifiée le ${frenchDay(parisTomorrow())}`);
    await expectAccessible(page);

    // A day long past: no period is due, the job runs through at once (nothing of the demo data is billed).
    await panel.getByRole('button', { name: 'Lancer la facturation des abonnements' }).click();
    const modal = page.getByRole('dialog', { name: 'Facturation des abonnements' });
    await modal.locator('input[name="invoiceDate"]').fill('2001-01-31');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Lancer la facturation' }).click();
    await expect.poll(() => modal.isVisible(), POLL).toBe(false);
    const started = panel.locator('tbody tr').first();
    await expect.poll(() => started.innerText(), POLL).toContain('Abonnements');
    expect(await started.innerText()).toContain('31/01/2001');
    // The panel reads the progress again by itself until the job is done.
    await expect
      .poll(() => started.locator('[data-status]').getAttribute('data-status'), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('DONE');
    expect(await started.innerText()).toContain('0 / 0 groupes');

    await plannedRow
      .getByRole('button', { name: `Annuler la facturation du ${frenchDay(parisTomorrow())}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Annuler la facturation' })
      .getByRole('button', { name: 'Confirmer l’annulation' })
      .click();
    await expect
      .poll(() => plannedRow.locator('[data-status]').getAttribute('data-status'), POLL)
      .toBe('CANCELLED');
    expect(await plannedRow.getByRole('button').count()).toBe(0);
    await context.close();
  });
});
