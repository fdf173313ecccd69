import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment } from '../support/api.ts';
import { expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { openSubscriptions, subscribeThroughApi } from '../support/subscriptions.ts';

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
