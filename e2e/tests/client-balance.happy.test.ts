import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { issueInvoice, serviceLine } from '../support/billing.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Issue 22 §2: the Clients tab shows, beside each client account, what the establishment still owes that
// creditor — its issued invoices not settled, summed (what remains of a partly paid one).
interface Invoice {
  id: number;
  number: string;
  creditorId: number;
  veterinaryEstablishmentId: number;
}

let browser: Browser;
let moderator: SessionState;
let invoice: Invoice;
let secondNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  const token = await apiToken('accountant@vetbo.test');
  // 100,00 € + 20 % VAT = 120,00 €, then 50,00 € of a second one paid: 120,00 + (60,00 − 50,00) = 130,00 €.
  const issued = await issueInvoice([serviceLine('Abonnement logiciel', 10_000)]);
  invoice = (await api<{ data: Invoice }>(token, 'GET', `/v1/invoices/${issued.id}`)).data;
  const second = (
    await api<{ data: { id: number; number: string } }>(
      token,
      'POST',
      '/v1/veterinary_establishment_invoices',
      {
        veterinaryEstablishmentId: invoice.veterinaryEstablishmentId,
        creditorId: invoice.creditorId,
        documentType: 'INVOICE',
        category: 'OTHER',
        paymentMethod: 'BANK_TRANSFER',
        lines: [serviceLine('Formation', 5_000)],
      },
    )
  ).data;
  secondNumber = second.number;
  const read = await fetch(`${appUrl()}/v1/invoices/${second.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const paid = await fetch(`${appUrl()}/v1/invoices/${second.id}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'if-match': read.headers.get('etag') as string,
    },
    body: JSON.stringify({ paymentStatus: 'PARTIAL_PAID', paidAmount: 5_000 }),
  });
  if (paid.status !== 200) throw new Error(`Partial payment refused: ${paid.status} ${await paid.text()}`);
  const mandates = await api<{ data: { id: number; creditor: { id: number } }[] }>(
    token,
    'GET',
    '/v1/mandates?limit=100',
  );
  const mandate = mandates.data.find((candidate) => candidate.creditor.id === invoice.creditorId);
  if (!mandate) throw new Error('No demo mandate of the invoice’s creditor');
  await api(token, 'POST', '/v1/veterinary_establishment_mandates', {
    veterinaryEstablishmentId: invoice.veterinaryEstablishmentId,
    mandateId: mandate.id,
    accountingCode: 'CLB123',
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('[CLIENT ACCOUNTS] the balance due at each creditor', () => {
  it('shows what remains of the unsettled invoices and how many there are, to a read-only role too', async ({
    expect,
  }) => {
    const { page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${invoice.veterinaryEstablishmentId}/clients`);
    const row = page.getByTestId('establishment-clients-tab').getByRole('row').filter({ hasText: 'CLB123' });
    await expect.poll(() => row.getByText('2 factures non soldées').isVisible(), POLL).toBe(true);
    expect(await row.locator('[data-client-balance]').getAttribute('data-client-balance')).toBe('13000');
    expect((await row.locator('[data-client-balance]').innerText()).replace(/\s/g, ' ')).toBe('130,00 €');
    await expectAccessible(page);

    // The count opens the invoices list on this client's unsettled invoices at that creditor.
    await row.getByRole('link', { name: '2 factures non soldées' }).click();
    await page.waitForURL(/\/overview\/billing\/invoices/);
    const numbers = page.getByRole('link', { name: /-\d{4}-\d{6}$/ });
    await expect.poll(() => numbers.count(), POLL).toBe(2);
    expect((await numbers.allInnerTexts()).sort()).toEqual([invoice.number, secondNumber].sort());
    await page.context().close();
  });
});
