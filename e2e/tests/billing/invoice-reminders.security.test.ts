import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { issueInvoice } from '../../support/billing.ts';
import { appUrl, launchBrowser } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

// Reminders are sent by ADMIN and ACCOUNTANT (area `accounting`): a MANAGER ticks invoices for their PDFs only.
let browser: Browser;
let manager: SessionState;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await providerSession(browser, 'manager@vetbo.test');
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe('[REMINDERS] who may remind', () => {
  it('a MANAGER is offered no reminder for a ticked invoice; an ACCOUNTANT is', async ({ expect }) => {
    const invoice = await issueInvoice();
    const list = `${appUrl()}/overview/billing/invoices?q=${encodeURIComponent(invoice.client)}`;
    {
      const { context, page } = await signedInPage(browser, manager);
      await page.goto(list);
      await page.getByRole('checkbox', { name: `Sélectionner ${invoice.number}` }).check();
      await page.getByRole('button', { name: 'Télécharger les PDF (1)' }).waitFor();
      expect(await page.getByRole('button', { name: /^Relancer/ }).count()).toBe(0);
      await context.close();
    }
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(list);
    await page.getByRole('checkbox', { name: `Sélectionner ${invoice.number}` }).check();
    await page.getByRole('button', { name: 'Relancer les impayés (1)' }).waitFor();
    await context.close();
  });
});
