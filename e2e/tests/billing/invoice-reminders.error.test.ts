import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../../support/api.ts';
import { issueInvoice } from '../../support/billing.ts';
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

describe('[REMINDERS] invoices that get no reminder', () => {
  it('says why each invoice is left out and offers nothing to send', async ({ expect }) => {
    const notDue = await issueInvoice();
    const paid = await issueInvoice();
    const token = await apiToken('accountant@vetbo.test');
    await api(token, 'PATCH', `/v1/invoices/${paid.id}`, { paymentStatus: 'PAID' });
    const { context, page } = await signedInPage(browser, accountant);
    // The selection stays while the search changes (each invoice has a client of its own).
    await page.goto(`${appUrl()}/overview/billing/invoices`);
    for (const invoice of [notDue, paid]) {
      await page.getByRole('searchbox', { name: 'Rechercher' }).fill(invoice.client);
      await page.getByRole('checkbox', { name: `Sélectionner ${invoice.number}` }).check();
    }
    await page.getByRole('button', { name: 'Relancer les impayés (2)' }).click();
    const drawer = page.getByRole('dialog', { name: 'Relancer les factures impayées' });
    await drawer.getByText('Aucune facture de la sélection n’est à relancer.').waitFor();
    const refused = drawer.getByTestId('reminders-refused');
    await expect.poll(() => refused.innerText(), POLL).toContain(`${notDue.number} — Pas encore échue`);
    expect(await refused.innerText()).toContain(`${paid.number} — Déjà payée`);
    expect(await drawer.getByRole('button', { name: 'Envoyer 0 relance' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
