// What the subscriptions browser tests share: the establishment's Abonnements tab and a subscription
// made through the API.
import type { Page } from 'playwright-core';
import { api, apiToken } from './api.ts';
import { appUrl } from './browser.ts';

/** Opens an establishment's Abonnements tab and waits for it. */
export async function openSubscriptions(page: Page, id: number) {
  await page.goto(`${appUrl()}/establishments/${id}?tab=subscriptions`);
  await page.getByTestId('subscriptions-tab').waitFor();
}

/** A CE-ABO subscription of the establishment (as a moderator); its id. */
export async function subscribeThroughApi(
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
