import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type IssuedDocument, issueInvoice, serviceLine } from '../../support/billing.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

let browser: Browser;
let accountant: SessionState;
let invoice: IssuedDocument;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  invoice = await issueInvoice([
    serviceLine('Abonnement logiciel — novembre', 10_000),
    serviceLine('Formation des assistants', 5_000),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

describe('[BILLING] invoices and credit notes in the browser', () => {
  it('the accountant finds an unpaid invoice, records a partial payment and credits one of its lines', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/overview`);
    await page.getByRole('button', { name: 'Facturation' }).click();
    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
    // At the usual 1 440 px, a page of invoices shows whole without scrolling sideways, amounts included
    // (a separate creditor column squeezed the clients' names to four lines and pushed the amounts out).
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBeGreaterThan(10);
    const table = page.locator('table');
    expect(
      await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0)),
    ).toBeLessThanOrEqual(0);
    // And at 1 280 px, the narrowest width with the sidebar open: the payment method is a line of the
    // payment column, not a column of its own (which pushed the amounts out by 109 px).
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect
      .poll(() => table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0)), POLL)
      .toBeLessThanOrEqual(0);

    // The status and payment method filters and the search by client, all in the URL.
    await page.getByRole('combobox', { name: 'Paiement', exact: true }).click();
    await page.getByRole('option', { name: 'Non payé' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/paymentStatus=/);
    await page.getByRole('combobox', { name: 'Mode de paiement' }).click();
    await page.getByRole('option', { name: 'Virement' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/paymentMethod=/);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(invoice.client);
    await page.waitForURL(/q=/);
    const row = page.locator('tbody tr', { hasText: invoice.number });
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    await expect.poll(() => row.innerText(), POLL).toContain('Non payé');
    expect(await row.innerText()).toContain('Virement');
    expect(await row.innerText()).toContain('180,00\u00a0€');
    await expectAccessible(page);

    await page.getByRole('link', { name: invoice.number }).click();
    await page.getByRole('heading', { level: 1, name: `Facture ${invoice.number}` }).waitFor();
    await expect.poll(() => page.getByText('Formation des assistants').isVisible(), POLL).toBe(true);
    expect(await page.getByRole('cell', { name: '20 %' }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // A partial payment: 50 € of the 180 € incl. VAT.
    await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    const payment = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
    await payment.waitFor();
    await payment.locator('input[data-field="paymentStatus"]').click();
    await page.getByRole('option', { name: 'Payé en partie' }).click();
    await payment.locator('input[name="paidAmount"]').fill('50');
    await payment.locator('input[name="comment"]').fill('Chèque reçu');
    await expectAccessible(page);
    await payment.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => payment.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.locator('[data-payment-status="PARTIAL_PAID"]').count(), POLL).toBe(1);
    await page.getByRole('tab', { name: 'Paiements et relances' }).click();
    await expect.poll(() => page.getByText('Chèque reçu').isVisible(), POLL).toBe(true);

    // A credit note of the second line: more than what remains is refused, 20 € is made.
    await page.getByRole('button', { name: 'Avoir sur sélection' }).click();
    const credit = page.getByRole('dialog', { name: /Avoir sur sélection/ });
    await credit.waitFor();
    await credit.getByRole('checkbox', { name: 'Créditer la ligne Formation des assistants' }).check();
    const amount = credit.getByRole('textbox', { name: 'Montant à créditer pour Formation des assistants' });
    expect(await amount.inputValue()).toBe('50,00');
    await amount.fill('60');
    await credit.getByRole('button', { name: 'Créer l’avoir' }).click();
    await expect
      .poll(() => credit.getByText('Au plus 50,00\u00a0€ (reste à créditer)').isVisible(), POLL)
      .toBe(true);
    await amount.fill('20');
    await credit.getByRole('button', { name: 'Créer l’avoir' }).click();
    await page.getByRole('heading', { level: 1, name: /^Avoir / }).waitFor();
    const creditNumber = (await page.getByRole('heading', { level: 1 }).innerText()).replace('Avoir ', '');
    await expect.poll(() => page.getByRole('link', { name: invoice.number }).isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByText('24,00\u00a0€').first().isVisible(), POLL).toBe(true);

    // The credit note in its list, and what the invoice has been credited.
    await page.goto(`${appUrl()}/overview/billing/creditNotes?q=${encodeURIComponent(invoice.client)}`);
    await expect.poll(() => page.locator('tbody tr').first().innerText(), POLL).toContain(creditNumber);
    await page.goto(`${appUrl()}/invoices/${invoice.id}`);
    const credited = page.locator('tbody tr', { hasText: 'Formation des assistants' });
    await expect.poll(() => credited.innerText(), POLL).toContain('20,00\u00a0€');
    await context.close();
  });

  it('the overview links each creditor’s owed invoices and says the chains check out', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/overview/billing`);
    await page.getByRole('heading', { level: 1, name: 'Facturation' }).waitFor();
    await expect
      .poll(
        () =>
          page
            .getByText(/Chaînage des factures vérifié\s: \d+ documents?/u)
            .first()
            .isVisible(),
        POLL,
      )
      .toBe(true);
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /factures? non soldées?/ })
      .first()
      .click();
    await page.waitForURL(/overview\/billing\/invoices\?.*creditorId=/);
    await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
    await context.close();
  });
});
