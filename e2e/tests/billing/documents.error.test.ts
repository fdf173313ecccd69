import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../../support/api.ts';
import { type IssuedDocument, issueInvoice } from '../../support/billing.ts';
import { appUrl, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

let browser: Browser;
let accountant: SessionState;
let invoice: IssuedDocument;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  invoice = await issueInvoice();
});

afterAll(async () => {
  await browser?.close();
});

describe('[BILLING] a payment recorded meanwhile', () => {
  it('refuses the stale version (412), reloads the current one, then records the payment', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/invoices/${invoice.id}?panel=payment`);
    const drawer = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
    await drawer.waitFor();
    // Another accountant records 10 € while this drawer is open.
    const token = await apiToken('accountant@vetbo.test');
    await api(token, 'PATCH', `/v1/invoices/${invoice.id}`, {
      paymentStatus: 'PARTIAL_PAID',
      paidAmount: 1_000,
    });

    await drawer.locator('input[data-field="paymentStatus"]').click();
    await page.getByRole('option', { name: 'Payé', exact: true }).click();
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.getByText(/a changé depuis son ouverture/).isVisible(), POLL).toBe(true);
    await drawer.getByRole('button', { name: 'Recharger' }).click();
    await expect.poll(() => drawer.getByText('déjà payé 10,00\u00a0€').isVisible(), POLL).toBe(true);

    await drawer.locator('input[data-field="paymentStatus"]').click();
    await page.getByRole('option', { name: 'Payé', exact: true }).click();
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect
      .poll(() => page.locator('h1 + [data-payment-status]').getAttribute('data-payment-status'), POLL)
      .toBe('PAID');
    await context.close();
  });
});
