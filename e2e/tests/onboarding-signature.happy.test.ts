// Issue 9 §5: the leader signs a mandate from the onboarding area with the built-in provider, nothing
// configured: "Signer les mandats", the code (no SMTP here: it waits in the outbox, read as the ADMIN
// who can), "Signer" — then the mandate shows as signed and the badge counts one account less.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser } from '../support/browser.ts';
import { createBillingAccount } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { LEADER, leaderStructureId, requireMandate, signWithOutboxCode } from '../support/signatures.ts';

let browser: Browser;
let leader: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  leader = await providerSession(browser, LEADER);
});
afterAll(async () => {
  await browser?.close();
});

interface Onboarding {
  establishments: { legalStructure: { id: number } | null }[];
  pendingMandateCount: number;
}

describe('[ONBOARDING] the leader signs a mandate', () => {
  it('signs the pending mandate of an account with the code received by e-mail (accessible pages)', async ({
    expect,
  }) => {
    const leaderToken = await apiToken(LEADER);
    const onboarding = await api<{ data: Onboarding }>(leaderToken, 'GET', '/v1/me/onboarding');
    const account = await createBillingAccount(await leaderStructureId());
    await requireMandate(account.id);

    const { context, page } = await signedInPage(browser, leader);
    await page.goto(`${appUrl()}/onboarding`);
    await page.getByRole('heading', { level: 1, name: 'Mandats' }).waitFor();
    const card = page.getByRole('region', { name: account.entitled });
    await card.getByText('À signer').waitFor();
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Signer les mandats' }).click();
    await page.waitForURL(/\/onboarding\/signature\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Signature électronique' }).waitFor();
    // The form to sign is shown in the page.
    await page.getByRole('img', { name: /^Mandat de prélèvement SEPA/ }).waitFor();
    await page.getByRole('button', { name: 'Recevoir mon code par e-mail' }).click();
    await page.getByText(/Un code a été envoyé à/).waitFor();
    await expectAccessible(page);

    await signWithOutboxCode(page, account.entitled);
    await page
      .getByRole('button', { name: /Télécharger le PDF signé/ })
      .first()
      .waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Retour aux mandats' }).click();
    await page
      .getByRole('region', { name: account.entitled })
      .getByText(/^Signé le/)
      .waitFor();
    const after = await api<{ data: Onboarding }>(leaderToken, 'GET', '/v1/me/onboarding');
    expect(after.data.pendingMandateCount).toBeLessThan(onboarding.data.pendingMandateCount + 1);
    await context.close();
  });

  it('signs a contract sent by staff from the portal', async ({ expect }) => {
    const leaderToken = await apiToken(LEADER);
    const manager = await apiToken('manager@vetbo.test');
    const onboarding = await api<{ data: Onboarding & { establishments: { id: number }[] } }>(
      leaderToken,
      'GET',
      '/v1/me/onboarding',
    );
    const me = await api<{ data: { id: number } }>(leaderToken, 'GET', '/v1/me');
    const establishmentId = onboarding.data.establishments[0]?.id as number;
    const { data: options } = await api<{ data: { id: number; code: string }[] }>(
      manager,
      'GET',
      '/v1/veterinary_service_options?limit=100',
    );
    const subscription = await api<{ data: { id: number } }>(
      manager,
      'POST',
      '/v1/veterinary_establishment_service_subscriptions',
      {
        veterinaryEstablishmentId: establishmentId,
        veterinaryServiceOptionId: options.find((option) => option.code === 'CE-ABO-ESSENTIEL')?.id,
        startDate: '2029-01-01',
        parameters: {
          serviceCode: 'CE-ABO',
          contractType: 'CALENDAR_YEAR',
          subscriptionType: 'BY_MONTH',
          collaboratorCount: 1,
          collaboratorPrice: 1_000,
        },
      },
    );
    const entitled = `Contrat portail ${Date.now().toString(36)}`;
    const contract = await api<{ data: { id: number } }>(manager, 'POST', '/v1/contracts', {
      veterinaryEstablishmentId: establishmentId,
      entitled,
      serviceSubscriptionIds: [subscription.data.id],
      signerId: me.data.id,
    });
    const { data: documents } = await api<{ data: { id: number }[] }>(
      manager,
      'GET',
      `/v1/contract_documents?contractId[]=${contract.data.id}`,
    );
    const documentId = documents[0]?.id as number;
    await api(manager, 'PATCH', `/v1/contract_documents/${documentId}`, { status: 'SENT' });

    const { context, page } = await signedInPage(browser, leader);
    await page.goto(`${appUrl()}/onboarding/portal`);
    await page.getByRole('heading', { level: 1, name: 'Portail' }).waitFor();
    const link = page.getByRole('link', { name: new RegExp(`Consulter et signer : Contrat — ${entitled}`) });
    await link.waitFor();
    await expectAccessible(page);
    await link.click();
    await page.waitForURL(/\/onboarding\/signature\/\d+$/);
    await page.getByRole('button', { name: 'Recevoir mon code par e-mail' }).click();
    await page.getByText(/Un code a été envoyé à/).waitFor();
    await signWithOutboxCode(page, entitled);
    await expectAccessible(page);
    const signed = await api<{ data: { status: string } }>(
      manager,
      'GET',
      `/v1/contract_documents/${documentId}`,
    );
    expect(signed.data.status).toBe('SIGNED');
    await context.close();
  });
});
