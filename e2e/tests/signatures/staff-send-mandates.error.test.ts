// Staff send a billing account's SEPA mandates for e-signature to a leader of the structure, and
// follow the request on the account's page ("Signatures électroniques").
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';
import { accountWithMandateToSign, LEADER, leaderStructure } from '../../support/signatures.ts';

let browser: Browser;
let manager: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await providerSession(browser, 'manager@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe('[SIGNATURES] staff send mandates for e-signature', () => {
  it('spec §8: an account without IBAN asks to confirm sending its mandates (accessible)', async ({
    expect,
  }) => {
    const { legalStructureId, leaderName } = await leaderStructure();
    const account = await accountWithMandateToSign(legalStructureId);
    const { context, page } = await signedInPage(browser, manager);
    // The API creates no account without IBAN (older accounts may have none): the page is shown one.
    await page.route(`**/v1/billing_accounts/${account.id}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { iban: string | null } };
      body.data.iban = null;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${appUrl()}/legalStructures/${legalStructureId}/billingAccounts/${account.id}`);
    const send = page
      .getByRole('region', { name: 'Signatures électroniques' })
      .getByRole('button', { name: 'Envoyer pour signature' });
    await expect.poll(() => send.isEnabled(), POLL).toBe(true);
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer pour signature' });
    await expect.poll(() => dialog.getByText(/^Ce compte n'a pas d'IBAN/).isVisible(), POLL).toBe(true);
    expect(await dialog.getByText(/ — RUM /).count()).toBe(1);

    const signer = dialog.getByRole('combobox', { name: /^Signataire/ });
    await expect.poll(() => signer.isEnabled(), POLL).toBe(true);
    await signer.click();
    await page.getByRole('option', { name: new RegExp(`${leaderName} — ${LEADER}`) }).click();
    await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect
      .poll(() => dialog.getByText("Confirmez l'envoi des mandats d'un compte sans IBAN").isVisible(), POLL)
      .toBe(true);
    await expectAccessible(page);

    await dialog.getByRole('checkbox', { name: 'Envoyer quand même ces mandats pour signature' }).check();
    await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    await expect
      .poll(() => page.locator('tbody tr', { hasText: 'Mandats SEPA —' }).innerText(), POLL)
      .toMatch(/en cours/i);
    await context.close();
  });
});
