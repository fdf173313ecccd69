import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// An establishment's subscriptions (issue 8 §2): add with code-specific parameters, stop, bill and
// discount, delete as a manager only. Data made through the API.
let browser: Browser;
let moderator: SessionState;
let manager: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  [moderator, manager] = await Promise.all([
    providerSession(browser, 'moderator@vetbo.test'),
    providerSession(browser, 'manager@vetbo.test'),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

async function openSubscriptions(page: Page, id: number) {
  await page.goto(`${appUrl()}/establishments/${id}?tab=subscriptions`);
  await page.getByTestId('subscriptions-tab').waitFor();
}

async function subscribeThroughApi(
  establishmentId: number,
  optionCode = 'CE-ABO-ESSENTIEL',
  startDate = '2027-01-01',
): Promise<number> {
  const token = await apiToken('moderator@vetbo.test');
  const options = await api<{ data: { id: number; code: string }[] }>(
    token,
    'GET',
    `/v1/veterinary_service_options?code[]=${optionCode}`,
  );
  const created = await api<{ data: { id: number } }>(
    token,
    'POST',
    '/v1/veterinary_establishment_service_subscriptions',
    {
      veterinaryEstablishmentId: establishmentId,
      veterinaryServiceOptionId: options.data[0]?.id,
      startDate,
      parameters: {
        serviceCode: 'CE-ABO',
        contractType: 'CALENDAR_YEAR',
        subscriptionType: 'BY_MONTH',
        collaboratorCount: 2,
        collaboratorPrice: 6_000,
      },
    },
  );
  return created.data.id;
}

describe.concurrent('[SUBSCRIPTIONS] in the browser', () => {
  it('offers deletion to a manager only, and deletes after confirming', async ({ expect }) => {
    const establishment = await createEstablishment();
    await subscribeThroughApi(establishment.id);

    const asModerator = await signedInPage(browser, moderator);
    await openSubscriptions(asModerator.page, establishment.id);
    const moderatorTab = asModerator.page.getByTestId('subscriptions-tab');
    await moderatorTab.getByRole('button', { name: 'Actions sur l’abonnement CE Essentiel' }).click();
    await asModerator.page.getByRole('menuitem', { name: 'Arrêter' }).waitFor();
    expect(await asModerator.page.getByRole('menuitem', { name: 'Supprimer' }).count()).toBe(0);
    await asModerator.context.close();

    const { context, page } = await signedInPage(browser, manager);
    await openSubscriptions(page, establishment.id);
    const tab = page.getByTestId('subscriptions-tab');
    await tab.getByRole('button', { name: 'Actions sur l’abonnement CE Essentiel' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await expect.poll(() => page.getByRole('menu').count(), POLL).toBe(0);
    const modal = page.getByTestId('subscription-delete-modal');
    await modal.getByText(/efface toutes ses périodes/).waitFor();
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await tab.getByText('Aucun abonnement pour cet établissement.').waitFor();
    await context.close();
  });
});
