import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Opening hours, central accounts and transfer of an establishment (issue 6 §4); data made through the API.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

async function openTab(page: Page, id: number, tab: string) {
  await page.goto(`${appUrl()}/establishments/${id}`);
  await page.getByRole('tab', { name: tab }).click();
}

describe.concurrent('[ESTABLISHMENT EXTRAS] opening hours, central accounts and transfer in the browser', () => {
  it('refuses a range that closes before it opens, then saves a valid week and shows it', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, moderator);
    await openTab(page, establishment.id, "Horaires d'ouverture");
    const tab = page.getByTestId('opening-hours-tab');
    await tab.getByText('Lundi').waitFor();
    await expect.poll(() => tab.getByText('Fermé', { exact: true }).count(), POLL).toBe(7);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Modifier les horaires' }).click();
    const drawer = page.getByRole('dialog', { name: "Horaires d'ouverture" });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Ajouter une plage le Lundi' }).click();
    await drawer.getByLabel('Ouverture — Lundi, plage 1').fill('14:00');
    await drawer.getByLabel('Fermeture — Lundi, plage 1').fill('09:00');
    await drawer.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await expect
      .poll(
        () =>
          drawer.getByText("L'heure de fermeture doit être postérieure à l'heure d'ouverture").isVisible(),
        POLL,
      )
      .toBe(true);
    await expectAccessible(page);

    await drawer.getByLabel('Ouverture — Lundi, plage 1').fill('08:30');
    await drawer.getByLabel('Fermeture — Lundi, plage 1').fill('12:00');
    await drawer.getByRole('button', { name: 'Ajouter une plage le Lundi' }).click();
    await drawer.getByLabel('Fermeture — Lundi, plage 2').fill('19:00');
    await drawer.getByLabel('Ouverture — Lundi, plage 2').fill('14:00');
    // Monday's ranges onto Tuesday–Friday.
    await drawer.getByRole('button', { name: 'Copier les plages du Lundi vers' }).click();
    await drawer.getByRole('button', { name: 'Copier', exact: true }).click();
    await drawer.getByRole('button', { name: 'Ajouter une fermeture' }).click();
    await drawer.locator('input[name="closures.0.label"]').fill("Congés d'été");
    await drawer.locator('input[name="closures.0.fromDate"]').fill('2099-08-03');
    await drawer.locator('input[name="closures.0.toDate"]').fill('2099-08-21');
    await drawer.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    await expect.poll(() => tab.getByText('08:30–12:00, 14:00–19:00', { exact: true }).count(), POLL).toBe(5);
    await expect.poll(() => tab.getByText('Fermé', { exact: true }).count(), POLL).toBe(2);
    await expect
      .poll(() => tab.getByText("Congés d'été", { exact: true }).first().isVisible(), POLL)
      .toBe(true);
    await expect
      .poll(() => tab.getByText('Fermé → 08:30–12:00, 14:00–19:00', { exact: false }).count(), POLL)
      .toBe(5);
    await expect.poll(() => tab.getByText('Du 03/08/2099 au 21/08/2099').isVisible(), POLL).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('refuses stale opening hours with a clear message, then saves on the reloaded version', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, moderator);
    await openTab(page, establishment.id, "Horaires d'ouverture");
    await page.getByRole('button', { name: 'Modifier les horaires' }).click();
    const drawer = page.getByRole('dialog', { name: "Horaires d'ouverture" });
    await drawer.waitFor();
    // Someone else saves Saturday morning meanwhile.
    const token = await apiToken('moderator@vetbo.test');
    await api(token, 'PUT', `/v1/veterinary_establishments/${establishment.id}/opening_hours`, {
      weeklyHours: [{ dayOfWeek: 6, opens: '09:00', closes: '12:00' }],
      closures: [],
    });
    await drawer.getByRole('button', { name: 'Ajouter une plage le Lundi' }).click();
    await drawer.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await expect
      .poll(
        () => drawer.getByText("Quelqu'un d'autre a modifié ces horaires", { exact: false }).isVisible(),
        POLL,
      )
      .toBe(true);
    await drawer.getByRole('button', { name: 'Recharger' }).click();
    await expect
      .poll(() => drawer.getByLabel('Ouverture — Samedi, plage 1').inputValue(), POLL)
      .toBe('09:00');
    await drawer.getByRole('button', { name: 'Ajouter une plage le Lundi' }).click();
    await drawer.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    const tab = page.getByTestId('opening-hours-tab');
    await expect.poll(() => tab.getByText('08:30–12:00', { exact: true }).isVisible(), POLL).toBe(true);
    await expect.poll(() => tab.getByText('09:00–12:00', { exact: true }).isVisible(), POLL).toBe(true);
    await context.close();
  });
});
