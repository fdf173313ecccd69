// The invoice stepper at /invoice/new (spec §2.3, §2.10, §5): an accountant bills an establishment that
// has a legal structure, for a creditor whose legal mentions are filled; two lines (one discount), the
// discount larger than the total first ("Dépassement du montant total"), a line moved up, the totals
// live, then "Émettre": the toast names the invoice's number and the invoice's page opens. The
// establishment and its structure are made through the API; the creditor is a demo one.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { createLegalStructure } from '../../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

interface Creditor {
  id: number;
  name: string;
  invoiceSeriesPrefix: string;
  legalForm: string | null;
  shareCapital: number | null;
  tradeRegisterCity: string | null;
}

let browser: Browser;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

/** The demo creditor Vetbo Services SAS, its legal mentions filled by an ADMIN if the demo left them out. */
async function issuingCreditor(): Promise<Creditor> {
  const token = await apiToken('admin@vetbo.test');
  const { data } = await api<{ data: Creditor[] }>(token, 'GET', '/v1/creditors?limit=100');
  const creditor = data.find((each) => each.name === 'Vetbo Services SAS') ?? data[0];
  if (!creditor) throw new Error('The demo data has no creditor');
  if (!creditor.legalForm || creditor.shareCapital === null || !creditor.tradeRegisterCity) {
    await api(token, 'PATCH', `/v1/creditors/${creditor.id}`, {
      legalForm: 'SAS',
      shareCapital: 5_000_000,
      tradeRegisterCity: 'Lyon',
    });
  }
  return creditor;
}

async function choose(page: Page, scope: Locator, field: string, option: string | RegExp) {
  await scope.locator(`input[data-field="${field}"]`).click();
  await page.getByRole('option', { name: option }).click();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/invoice-stepper-${name}.png`, fullPage: true });

describe('[BILLING] the invoice stepper in the browser', () => {
  it('an accountant issues an invoice in four steps and lands on it', async ({ expect }) => {
    const structure = await createLegalStructure();
    const establishment = await createEstablishment({
      name: `Clinique ${uniqueWord('Facture')}`,
      legalStructureId: structure.id,
    });
    const creditor = await issuingCreditor();

    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/invoice/new`);
    await page.getByRole('heading', { level: 1, name: 'Nouvelle facture ou nouvel avoir' }).waitFor();
    const stepper = page.getByTestId('invoice-stepper');
    const next = () => stepper.getByRole('button', { name: 'Suivant' }).click();

    // Step 1, "Client": nothing chosen is refused on the field; then the establishment, by its code.
    await next();
    await expect
      .poll(
        () => stepper.locator('input[data-field="veterinaryEstablishmentId"][aria-invalid="true"]').count(),
        POLL,
      )
      .toBe(1);
    await stepper.locator('input[data-field="veterinaryEstablishmentId"]').fill(establishment.privilegedCode);
    await page.getByRole('option', { name: new RegExp(establishment.privilegedCode) }).click();
    await stepper.getByText(`Structure juridique : ${structure.socialReason}`).waitFor();
    await shot(page, '1-client');
    await expectAccessible(page);
    await next();

    // Step 2, "Document": the creditor, the category and payment method in French; the client's code.
    await choose(page, stepper, 'creditorId', creditor.name);
    await choose(page, stepper, 'category', 'Prestation');
    await choose(page, stepper, 'paymentMethod', 'Virement');
    await expect
      .poll(() => stepper.locator('input[name="accountingCode"]').inputValue(), POLL)
      .toBe('CLI123');
    await shot(page, '2-document');
    await expectAccessible(page);
    await next();

    // Step 3, "Lignes": one line to start (first VAT category, 1,00 €).
    const lines = stepper.getByTestId('invoice-line');
    await expect.poll(() => lines.count(), POLL).toBe(1);
    await expect
      .poll(() => stepper.locator('input[name="lines.0.amountBeforeTax"]').inputValue())
      .toBe('1,00');
    await expect
      .poll(() => stepper.locator('input[data-field="lines.0.vatCategory"]').inputValue())
      .toBe('Taux normal (20 %)');
    await stepper.locator('input[name="lines.0.summary"]').fill('Remise fidélité');
    await stepper.locator('input[name="lines.0.accountingCode"]').fill('709000');
    await choose(page, stepper, 'lines.0.category', 'Remise sur services');
    await stepper.locator('input[name="lines.0.amountBeforeTax"]').fill('40');
    // A discount larger than what it discounts: the spec's message, on the lines, before anything is sent.
    const linesError = stepper.getByTestId('lines-error');
    await expect.poll(() => linesError.textContent(), POLL).toBe('Dépassement du montant total');
    await next();
    await expect.poll(() => stepper.getByTestId('invoice-line').count()).toBe(1);
    await shot(page, '3-overflow');

    await stepper.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await expect.poll(() => lines.count(), POLL).toBe(2);
    await stepper.locator('input[name="lines.1.summary"]').fill('Formation des auxiliaires');
    await stepper.locator('input[name="lines.1.accountingCode"]').fill('706000');
    await choose(page, stepper, 'lines.1.category', 'Vente de services');
    await stepper.locator('input[name="lines.1.amountBeforeTax"]').fill('240,50');
    await stepper.locator('input[name="lines.1.quantity"]').fill('2');
    await expect.poll(() => linesError.count(), POLL).toBe(0);
    // 2 × 240,50 − 40,00 = 441,00 HT; 20 % = 88,20; 529,20 TTC — computed as the server does.
    const totals = stepper.getByTestId('invoice-totals');
    await expect.poll(() => totals.innerText(), POLL).toContain('441,00\u00a0€');
    expect(await totals.innerText()).toContain('88,20\u00a0€');
    expect(await totals.innerText()).toContain('529,20\u00a0€');

    // The sale moves up: it becomes line 1.
    await stepper.getByRole('button', { name: 'Monter la ligne 2' }).click();
    await expect
      .poll(() => stepper.locator('input[name="lines.0.summary"]').inputValue(), POLL)
      .toBe('Formation des auxiliaires');
    await expect
      .poll(() => stepper.locator('input[name="lines.1.summary"]').inputValue())
      .toBe('Remise fidélité');
    await shot(page, '3-lines');
    await expectAccessible(page);
    await next();

    // Step 4, "Vérification": the summary, then "Émettre".
    const review = stepper.getByTestId('invoice-review');
    await review.getByText(establishment.name).waitFor();
    const reviewLines = review.getByTestId('review-lines').locator('tbody tr');
    await expect.poll(() => reviewLines.first().innerText(), POLL).toContain('Formation des auxiliaires');
    expect(await reviewLines.nth(1).innerText()).toContain('-40,00\u00a0€');
    await shot(page, '4-review');
    await expectAccessible(page);
    await stepper.getByRole('button', { name: 'Émettre', exact: true }).click();

    const toast = page.getByText(new RegExp(`^Facture ${creditor.invoiceSeriesPrefix}-\\d{4}-\\d{6} émise$`));
    await toast.waitFor();
    const number = (await toast.textContent())?.replace(/^Facture | émise$/g, '');
    await page.waitForURL(/\/invoices\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await shot(page, '5-issued');

    const token = await apiToken('accountant@vetbo.test');
    const { data: invoice } = await api<{
      data: {
        number: string;
        status: string;
        veterinaryEstablishmentId: number;
        accountingCode: string;
        amountWithoutVat: number;
        vatAmount: number;
        amountWithVat: number;
        lines: { summary: string; amountWithoutVat: number }[];
      };
    }>(token, 'GET', `/v1/invoices/${id}`);
    expect(invoice).toMatchObject({
      number,
      status: 'ISSUED',
      veterinaryEstablishmentId: establishment.id,
      accountingCode: 'CLI123',
      amountWithoutVat: 44_100,
      vatAmount: 8_820,
      amountWithVat: 52_920,
    });
    expect(invoice.lines.map((line) => [line.summary, line.amountWithoutVat])).toEqual([
      ['Formation des auxiliaires', 48_100],
      ['Remise fidélité', -4_000],
    ]);
    await context.close();
  });
});
