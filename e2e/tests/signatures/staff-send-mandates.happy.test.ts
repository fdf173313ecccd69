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
  it('a manager sends the mandate to sign to the leader and sees the request under way', async ({
    expect,
  }) => {
    const { legalStructureId, leaderName } = await leaderStructure();
    const account = await accountWithMandateToSign(legalStructureId);
    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/legalStructures/${legalStructureId}/billingAccounts/${account.id}`);

    const section = page.getByRole('region', { name: 'Signatures électroniques' });
    await expect
      .poll(() => section.getByText('Aucune demande de signature pour ce compte').isVisible(), POLL)
      .toBe(true);
    await expectAccessible(page);

    const send = section.getByRole('button', { name: 'Envoyer pour signature' });
    await expect.poll(() => send.isEnabled(), POLL).toBe(true);
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer pour signature' });
    await expect.poll(() => dialog.getByText(/ — RUM /).count(), POLL).toBe(1);

    // Sending without a signer is refused on the field.
    await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect.poll(() => dialog.getByText('Choisissez le signataire').isVisible(), POLL).toBe(true);

    const signer = dialog.getByRole('combobox', { name: /^Signataire/ });
    await expect.poll(() => signer.isEnabled(), POLL).toBe(true);
    await signer.click();
    await page.getByRole('option', { name: new RegExp(`${leaderName} — ${LEADER}`) }).click();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();

    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    const row = section.locator('tbody tr').first();
    await expect.poll(() => row.innerText(), POLL).toMatch(/en cours/i);
    expect(await row.innerText()).toContain(leaderName);
    expect(await row.innerText()).toMatch(/en attente/i);
    // One request at a time: sending again waits for this one to finish.
    expect(await send.isDisabled()).toBe(true);
    expect(
      await section.getByText('Une demande de signature est déjà en cours pour ce compte.').count(),
    ).toBe(1);
    await expectAccessible(page);

    // A wrong signer? The request is cancelled, and the mandates can be sent again.
    await row.getByRole('button', { name: /^Annuler la signature/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Annuler la signature ?' });
    await confirm.getByRole('button', { name: 'Annuler la signature' }).click();
    await expect.poll(() => row.innerText(), POLL).toMatch(/annulée/i);
    await expect.poll(() => send.isEnabled(), POLL).toBe(true);
    await context.close();
  });
});
