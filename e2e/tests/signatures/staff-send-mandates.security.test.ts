// Staff send a billing account's SEPA mandates for e-signature to a leader of the structure, and
// follow the request on the account's page ("Signatures électroniques").
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { createBillingAccount } from '../../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';
import { LEADER, leaderStructureId, requireMandate, signatureCodeFor } from '../../support/signatures.ts';

let browser: Browser;
let manager: SessionState;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await providerSession(browser, 'manager@vetbo.test');
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

/** The legal structure of an establishment the demo leader leads, and the leader's name. */
async function leaderStructure(): Promise<{ legalStructureId: number; leaderName: string }> {
  const me = await api<{ data: { firstName: string; lastName: string } }>(
    await apiToken(LEADER),
    'GET',
    '/v1/me',
  );
  return {
    legalStructureId: await leaderStructureId(),
    leaderName: `${me.data.firstName} ${me.data.lastName}`,
  };
}

/** A billing account of that structure with one creditor's mandate to sign. */
async function accountWithMandateToSign(legalStructureId: number) {
  const account = await createBillingAccount(legalStructureId);
  await requireMandate(account.id);
  return account;
}

/**
 * Staff send the mandates through the API, and the leader signs them with the built-in provider: the
 * one-time code is read from the outbox (as an admin).
 */
async function signedRequest(billingAccountId: number, entitled: string): Promise<void> {
  const managerToken = await apiToken('manager@vetbo.test');
  const leaderToken = await apiToken(LEADER);
  const me = await api<{ data: { id: number } }>(leaderToken, 'GET', '/v1/me');
  const sent = await api<{ data: { signers: { id: number }[] } }>(
    managerToken,
    'POST',
    `/v1/billing_accounts/${billingAccountId}/yousign_signature_requests`,
    { signerUserId: me.data.id },
  );
  const signerId = sent.data.signers[0]?.id;
  await api(leaderToken, 'POST', `/v1/me/signers/${signerId}/codes`);
  const code = await signatureCodeFor(entitled);
  if (!code) throw new Error('No signature code in the outbox');
  await api(leaderToken, 'POST', `/v1/me/signers/${signerId}/signatures`, { code });
}

describe('[SIGNATURES] staff send mandates for e-signature', () => {
  it('an accountant opens the proofs of a signed request and downloads the signed PDF; a manager sees them without the PDFs (they show the IBAN)', async ({
    expect,
  }) => {
    const { legalStructureId, leaderName } = await leaderStructure();
    const account = await accountWithMandateToSign(legalStructureId);
    await signedRequest(account.id, account.entitled);
    const accountPage = `${appUrl()}/legalStructures/${legalStructureId}/billingAccounts/${account.id}`;
    const asManager = await signedInPage(browser, manager);
    await asManager.page.goto(accountPage);
    const managerRow = asManager.page
      .getByRole('region', { name: 'Signatures électroniques' })
      .locator('tbody tr')
      .first();
    await expect.poll(() => managerRow.innerText(), POLL).toMatch(/signée/i);
    await managerRow.getByRole('button', { name: /Preuves de la demande/ }).click();
    const managerProofs = asManager.page.getByTestId('signature-proofs');
    await expect.poll(() => managerProofs.getByText('Adresse IP').isVisible(), POLL).toBe(true);
    expect(await managerProofs.innerText()).toContain("montrent l'IBAN en entier");
    expect(await managerProofs.getByRole('button', { name: /Télécharger/ }).count()).toBe(0);
    await asManager.context.close();

    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(accountPage);

    const section = page.getByRole('region', { name: 'Signatures électroniques' });
    const row = section.locator('tbody tr').first();
    await expect.poll(() => row.innerText(), POLL).toMatch(/signée/i);
    expect(await row.innerText()).toMatch(/a signé/i);
    // Nothing is left to sign.
    expect(await section.getByText("Aucun mandat à signer : demandez d'abord un mandat.").count()).toBe(1);

    await row.getByRole('button', { name: /Preuves de la demande/ }).click();
    const proofs = page.getByTestId('signature-proofs');
    await expect.poll(() => proofs.getByText('Adresse IP').isVisible(), POLL).toBe(true);
    expect(await proofs.innerText()).toContain(leaderName);
    expect(await proofs.innerText()).toContain('Code à usage unique envoyé par e-mail');
    expect(await proofs.locator('code').count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);

    const downloading = page.waitForEvent('download');
    await proofs.getByRole('button', { name: /Télécharger le PDF signé/ }).click();
    expect((await downloading).suggestedFilename()).toMatch(/signé\.pdf$/);
    await context.close();
  });
});
