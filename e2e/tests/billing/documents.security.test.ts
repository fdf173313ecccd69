import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type IssuedDocument, issueInvoice } from '../../support/billing.ts';
import { appUrl, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

let browser: Browser;
let moderator: SessionState;
let invoice: IssuedDocument;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  invoice = await issueInvoice();
});

afterAll(async () => {
  await browser?.close();
});

describe('[BILLING] a MODERATOR reads billing and writes nothing', () => {
  it('sees the invoice and its PDF button, no payment nor credit, even from the URL', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/billing/invoices?q=${encodeURIComponent(invoice.client)}`);
    await page.getByRole('link', { name: invoice.number }).click();
    await page.getByRole('heading', { level: 1, name: `Facture ${invoice.number}` }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Télécharger le PDF' }).isVisible(), POLL)
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer un paiement' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Avoir sur sélection' }).count()).toBe(0);
    expect(await page.locator('[data-write-area]').count()).toBe(0);
    for (const panel of ['payment', 'credit']) {
      await page.goto(`${appUrl()}/invoices/${invoice.id}?panel=${panel}`);
      await page.getByRole('heading', { level: 1, name: `Facture ${invoice.number}` }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    await context.close();
  });
});
