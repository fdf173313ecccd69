// E-invoicing in the browser (issue 24 §5): a new accountant signs in, opens "Factures électroniques" in
// the billing menu, finds an issued invoice deposited in the transmission outbox, and follows its
// transmission and lifecycle on the invoice's page — 200 "Déposée" received, 212 "Encaissée" owed once paid.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../../support/api.ts';
import { type IssuedDocument, issueInvoice, serviceLine } from '../../support/billing.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

let browser: Browser;
let accountant: SessionState;
let invoice: IssuedDocument;

/** The job deposits a new invoice at its next round (every 2 s here, e2e/global-setup.ts): waits for it. */
async function depositedTransmission(documentId: number) {
  const token = await apiToken('accountant@vetbo.test');
  const until = Date.now() + 90_000;
  for (;;) {
    const { data } = await api<{ data: { state: string }[] }>(
      token,
      'GET',
      `/v1/e_invoice_transmissions?documentId[]=${documentId}`,
    );
    if (data[0]?.state === 'DEPOSITED') return data[0];
    if (Date.now() > until) throw new Error(`Invoice ${documentId} not deposited: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  invoice = await issueInvoice([serviceLine('Abonnement logiciel — transmission', 10_000)]);
  await depositedTransmission(invoice.id);
  // Paid: a service invoice owes the platform 212 "Encaissée" (VAT on receipts).
  await api(await apiToken('accountant@vetbo.test'), 'PATCH', `/v1/invoices/${invoice.id}`, {
    paymentStatus: 'PAID',
  });
}, 150_000);

afterAll(async () => {
  await browser?.close();
});

describe('[E-INVOICING] the accountant follows an issued invoice’s transmission', () => {
  it('finds it in the transmission outbox, then reads its state and lifecycle on the invoice', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/overview`);
    await page.getByRole('button', { name: 'Facturation' }).click();
    await page.getByRole('link', { name: 'Factures électroniques' }).click();
    await page.getByRole('heading', { level: 1, name: 'Factures électroniques' }).waitFor();

    await page.getByRole('group', { name: 'Filtrer par état' }).getByText('Déposée').click();
    const row = page.locator('tbody tr', { hasText: invoice.number });
    await expect.poll(() => row.count(), POLL).toBe(1);
    expect(await row.innerText()).toContain('200 · Déposée');
    expect(await row.innerText()).toContain('Boîte d’envoi Vetbo');
    await expectAccessible(page);

    await row.getByRole('link', { name: invoice.number }).click();
    await page.getByRole('heading', { level: 1, name: `Facture ${invoice.number}` }).waitFor();
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Transmission' }) });
    await expect.poll(() => panel.getByText('Cycle de vie').count(), POLL).toBeGreaterThan(0);
    const lifecycle = panel.getByRole('table');
    await expect.poll(() => lifecycle.innerText(), POLL).toContain('Déposée');
    expect(await lifecycle.innerText()).toContain('Reçu de la plateforme');
    expect(await lifecycle.innerText()).toContain('Encaissée');
    expect(await lifecycle.innerText()).toContain('Envoyé par Vetbo');
    expect(await panel.getByRole('button', { name: 'Factur-X (PDF)' }).isVisible()).toBe(true);
    expect(await panel.getByRole('button', { name: 'XML CII' }).isVisible()).toBe(true);
    // Deposited: nothing to send again.
    expect(await panel.getByRole('button', { name: 'Renvoyer' }).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
