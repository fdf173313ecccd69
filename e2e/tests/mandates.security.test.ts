import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, launchBrowser, POLL } from '../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent("[MANDATES] a billing account's SEPA mandates", () => {
  it('a moderator sees the mandates but is not offered to change them', async ({ expect }) => {
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/legalStructures/${structure.id}/billingAccounts/${account.id}`);
    await expect
      .poll(() => page.getByText('Aucun mandat demandé pour ce compte').isVisible(), POLL)
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Demander un mandat' }).count()).toBe(0);
    await context.close();
  });
});
