import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import {
  askBankDetailsChange,
  createBillingAccount,
  createLegalStructure,
} from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Issue 20: a billing account's bank details change with four eyes. The demo accounts: Claire Petit is the
// accountant, Alex Martin the admin.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

const NEW_IBAN = 'DE89 3704 0044 0532 0130 00';
const bankSection = (page: Page) => page.getByRole('region', { name: 'Coordonnées bancaires' });
const accountUrl = (structureId: number, accountId: number) =>
  `${appUrl()}/legalStructures/${structureId}/billingAccounts/${accountId}`;

describe.concurrent('[BANK DETAILS] four-eyes change of an IBAN in the browser', () => {
  it('a moderator sees the change waiting with the IBAN masked, and is offered neither to ask nor to decide', async ({
    expect,
  }) => {
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);
    await askBankDetailsChange(account.id, { iban: NEW_IBAN });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(accountUrl(structure.id, account.id));
    const section = bankSection(page);
    const pending = section.getByTestId('pending-bank-details-change');
    await expect.poll(() => pending.isVisible(), POLL).toBe(true);
    expect(await pending.innerText()).toContain('DE89 **** **** **** **30 00');
    expect(await section.getByRole('button').count()).toBe(0);
    expect(await section.innerText()).toContain(
      'Seuls les rôles Administrateur, Manager et Comptable peuvent demander la modification',
    );
    await expectAccessible(page);
    await context.close();
  });
});
