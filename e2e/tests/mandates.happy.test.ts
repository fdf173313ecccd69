import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

let browser: Browser;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent("[MANDATES] a billing account's SEPA mandates", () => {
  it('an accountant requires a creditor mandate, sees it to sign, and withdraws it (accessible page)', async ({
    expect,
  }) => {
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/legalStructures/${structure.id}/billingAccounts/${account.id}`);
    const section = page
      .getByRole('region', { name: 'Mandats SEPA' })
      .or(page.locator('section', { hasText: 'Mandats SEPA' }));
    await expect
      .poll(() => section.getByText('Aucun mandat demandé pour ce compte').isVisible(), POLL)
      .toBe(true);
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Demander un mandat' }).click();
    await page.getByRole('menuitem').first().click();
    // The menu closes with a transition: axe would see an emptied menu (aria-required-children).
    await expect.poll(() => page.getByRole('menu').count(), POLL).toBe(0);
    const row = section.locator('tbody tr').first();
    // innerText follows the badge's capitals.
    await expect.poll(() => row.innerText(), POLL).toMatch(/à signer/i);
    expect(await row.innerText()).toContain(String(account.id).padStart(8, '0'));
    expect(await row.innerText()).toMatch(/ICS [A-Z]{2}\d{2}/);
    await expectAccessible(page);

    // The form as the signatory will sign it: its image, then the PDF.
    await row.getByRole('button', { name: /Aperçu du mandat/ }).click();
    const preview = page.getByTestId('mandate-preview');
    const image = preview.getByRole('img', { name: /Formulaire du mandat SEPA/ });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL).toBe(1240);
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await preview.getByRole('button', { name: 'Télécharger le PDF' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^mandat-.*\.pdf$/);
    await preview.getByRole('button', { name: 'Fermer' }).last().click();

    await row.getByRole('button', { name: /Retirer le mandat/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer le mandat ?' });
    await dialog.getByRole('button', { name: 'Retirer' }).click();
    await expect
      .poll(() => section.getByText('Aucun mandat demandé pour ce compte').isVisible(), POLL)
      .toBe(true);
    await context.close();
  });
});
