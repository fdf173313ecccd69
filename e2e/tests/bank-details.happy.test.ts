import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Issue 20: a billing account's bank details change with four eyes. The demo accounts: Claire Petit is the
// accountant, Alex Martin the admin.
let browser: Browser;
let accountant: SessionState;
let admin: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  admin = await providerSession(browser, 'admin@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

const NEW_IBAN = 'DE89 3704 0044 0532 0130 00';
const bankSection = (page: Page) => page.getByRole('region', { name: 'Coordonnées bancaires' });
const accountUrl = (structureId: number, accountId: number) =>
  `${appUrl()}/legalStructures/${structureId}/billingAccounts/${accountId}`;

describe.concurrent('[BANK DETAILS] four-eyes change of an IBAN in the browser', () => {
  it('an accountant asks, cannot confirm it; the admin confirms; the history shows both (accessible)', async ({
    expect,
  }) => {
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);

    const asking = await signedInPage(browser, accountant);
    await asking.page.goto(accountUrl(structure.id, account.id));
    const section = bankSection(asking.page);
    await section.getByRole('button', { name: 'Demander la modification' }).click();
    const drawer = asking.page.getByRole('dialog', { name: 'Modifier les coordonnées bancaires' });
    await drawer.waitFor();
    await drawer.locator('input[name="iban"]').fill(NEW_IBAN);
    await drawer.locator('input[name="bicSwift"]').fill('COBADEFFXXX');
    await expectAccessible(asking.page);
    await drawer.getByRole('button', { name: 'Demander la modification' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    const pending = section.getByTestId('pending-bank-details-change');
    await expect.poll(() => pending.isVisible(), POLL).toBe(true);
    const shown = await pending.innerText();
    expect(shown).toContain(NEW_IBAN);
    expect(shown).toContain('Demandée par Claire Petit');
    // The one who asked is told why they cannot confirm.
    const ownConfirm = pending.getByRole('button', { name: 'Confirmer' });
    expect(await ownConfirm.isDisabled()).toBe(true);
    expect(shown).toContain('une autre personne habilitée à la facturation doit la confirmer');
    expect(await section.getByRole('button', { name: 'Demander la modification' }).isDisabled()).toBe(true);
    // Until confirmed, the account keeps its IBAN.
    expect(await asking.page.getByText('FR76 3000 6000 0112 3456 7890 189').first().isVisible()).toBe(true);
    await expectAccessible(asking.page);
    await asking.context.close();

    const confirming = await signedInPage(browser, admin);
    await confirming.page.goto(accountUrl(structure.id, account.id));
    const adminSection = bankSection(confirming.page);
    const adminPending = adminSection.getByTestId('pending-bank-details-change');
    await adminPending.getByRole('button', { name: 'Confirmer' }).click();
    const dialog = confirming.page.getByRole('dialog', { name: 'Confirmer la modification ?' });
    await dialog.getByRole('button', { name: 'Confirmer la modification' }).click();
    await expect.poll(() => adminPending.count(), POLL).toBe(0);
    await expect.poll(() => confirming.page.getByText(NEW_IBAN).first().isVisible(), POLL).toBe(true);

    const history = confirming.page.getByRole('table', { name: 'Historique' });
    const asked = history.locator('tbody tr', { hasText: 'Claire Petit' });
    const confirmed = history.locator('tbody tr', { hasText: 'Alex Martin' });
    await expect.poll(() => confirmed.count(), POLL).toBe(1);
    expect(await asked.innerText()).toContain('Modification des coordonnées bancaires');
    expect(await asked.innerText()).toContain('En attente de confirmation');
    expect(await confirmed.innerText()).toContain('En attente de confirmation → Confirmée');
    // Masked in the history, with the fingerprint that tells IBANs apart.
    expect(await confirmed.innerText()).toContain('DE89 **** **** **** **30 00');
    expect(await confirmed.innerText()).toContain("Empreinte de l'IBAN");
    await expectAccessible(confirming.page);
    await confirming.context.close();
  });
});
