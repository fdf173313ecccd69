// Issue 23: the leader finds the invoices of the establishments they lead in the portal and downloads
// the PDF of one (read only: no other action).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../../support/api.ts';
import { serviceLine } from '../../support/billing.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';
import { LEADER } from '../../support/signatures.ts';

let browser: Browser;
let leader: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  leader = await providerSession(browser, LEADER);
});
afterAll(async () => {
  await browser?.close();
});

/** An invoice to an establishment the demo leader leads, issued by the accountant. */
async function invoiceToLedEstablishment() {
  const onboarding = await api<{
    data: { establishments: { id: number; legalStructure: { id: number } | null }[] };
  }>(await apiToken(LEADER), 'GET', '/v1/me/onboarding');
  const led = onboarding.data.establishments.find((row) => row.legalStructure);
  if (!led) throw new Error('The demo leader leads no establishment with a legal structure');
  const token = await apiToken('accountant@vetbo.test');
  const creditors = await api<{ data: { id: number }[] }>(token, 'GET', '/v1/creditors?sortName=asc');
  const { data } = await api<{ data: { id: number; number: string } }>(
    token,
    'POST',
    '/v1/veterinary_establishment_invoices',
    {
      veterinaryEstablishmentId: led.id,
      creditorId: creditors.data[0]?.id,
      documentType: 'INVOICE',
      category: 'OTHER',
      paymentMethod: 'BANK_TRANSFER',
      lines: [serviceLine('Formation des équipes', 45_000)],
    },
  );
  return data;
}

describe('[BILLING] the leader’s invoices in the portal', () => {
  it('lists the invoice and downloads its PDF', async ({ expect }) => {
    const invoice = await invoiceToLedEstablishment();
    const { context, page } = await signedInPage(browser, leader);
    await page.goto(`${appUrl()}/onboarding/portal`);
    await page.getByRole('heading', { level: 2, name: 'Mes factures' }).waitFor();
    const row = page.locator('tbody tr', { hasText: invoice.number });
    await expect.poll(() => row.innerText(), POLL).toContain('540,00');
    // Paid by transfer, it is the establishment's to pay; one the creditor debits under the mandate is not.
    expect(await row.innerText()).toContain('À payer');
    const mine = await api<{ data: { number: string; paymentMethod: string; paymentStatus: string }[] }>(
      await apiToken(LEADER),
      'GET',
      '/v1/me/invoices?limit=100',
    );
    const debited = mine.data.find(
      (document) => document.paymentMethod.endsWith('BILLING_ACCOUNT') && document.paymentStatus === 'UNPAID',
    );
    if (!debited) throw new Error('The demo leader has no unpaid invoice paid by direct debit');
    const debitedRow = page.locator('tbody tr', { hasText: debited.number });
    expect(await debitedRow.innerText()).toContain('Prélèvement à venir');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Télécharger le PDF de ${invoice.number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page);
    await context.close();
  });
});
