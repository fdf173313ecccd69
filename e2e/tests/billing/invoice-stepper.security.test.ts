// Who may make an invoice by hand (issue 23; permissions.ts): `billing` writers (ADMIN, MANAGER, ACCOUNTANT)
// open the stepper, from the invoices list's "Nouvelle facture" too; only `accounting` writers (ADMIN,
// ACCOUNTANT) are offered a credit note; a MODERATOR, who reads billing, is told the page is not theirs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment, uniqueWord } from '../../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { createLegalStructure } from '../../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

let browser: Browser;
const sessions: Record<'manager' | 'accountant' | 'moderator', SessionState> = {} as never;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const role of ['manager', 'accountant', 'moderator'] as const) {
    sessions[role] = await providerSession(browser, `${role}@vetbo.test`);
  }
});

afterAll(async () => {
  await browser?.close();
});

/** Opens the stepper from the invoices list and goes to its second step for a new establishment. */
async function toDocumentStep(page: Page) {
  const establishment = await createEstablishment({
    name: `Clinique ${uniqueWord('Droits')}`,
    legalStructureId: (await createLegalStructure()).id,
  });
  await page.goto(`${appUrl()}/overview/billing/invoices`);
  await page.getByRole('link', { name: 'Nouvelle facture' }).click();
  await page.waitForURL(/\/invoice\/new/);
  const stepper = page.getByTestId('invoice-stepper');
  await stepper.locator('input[data-field="veterinaryEstablishmentId"]').fill(establishment.privilegedCode);
  await page.getByRole('option', { name: new RegExp(establishment.privilegedCode) }).click();
  await stepper.getByText(/^Structure juridique\s: /u).waitFor();
  await stepper.getByRole('button', { name: 'Suivant' }).click();
  await stepper.locator('input[data-field="creditorId"]').waitFor();
  return stepper;
}

describe.concurrent('[PERMISSIONS] the invoice stepper offers each role what the API grants', () => {
  it('a MANAGER makes invoices only: no credit note is offered', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, sessions.manager);
    const stepper = await toDocumentStep(page);
    await expect.poll(() => stepper.getByRole('radio', { name: 'Facture' }).isChecked(), POLL).toBe(true);
    expect(await stepper.getByRole('radio', { name: 'Avoir' }).count()).toBe(0);
    await context.close();
  });

  it('an ACCOUNTANT may make a credit note: its categories and refund methods', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, sessions.accountant);
    const stepper = await toDocumentStep(page);
    await stepper.getByRole('radio', { name: 'Avoir' }).check();
    await stepper.locator('input[data-field="category"]').click();
    await expect
      .poll(() => page.getByRole('option', { name: 'Autofacturation' }).isVisible(), POLL)
      .toBe(true);
    await page.keyboard.press('Escape');
    await stepper.locator('input[data-field="paymentMethod"]').click();
    await page.getByRole('option', { name: 'Virement' }).waitFor();
    expect(await page.getByRole('option', { name: /^Prélèvement/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('a MODERATOR reads billing but is told the stepper is not theirs, with no action', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, sessions.moderator);
    await page.goto(`${appUrl()}/overview/billing/invoices`);
    await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
    expect(await page.getByRole('link', { name: 'Nouvelle facture' }).count()).toBe(0);
    await page.goto(`${appUrl()}/invoice/new`);
    await page.getByText('Accès non autorisé').waitFor();
    await expect
      .poll(() => page.getByText(/Seuls les rôles Administrateur, Responsable, Comptable/).isVisible(), POLL)
      .toBe(true);
    expect(await page.getByTestId('invoice-stepper').count()).toBe(0);
    expect(await page.locator('main [data-write-area]').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
