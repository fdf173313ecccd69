// Creating a contract from an establishment's page (spec §2.10): the stepper "Rédaction" (title,
// subscriptions, signer) then "Envoi" (summary, "Envoyer pour signature"); the document shows "Envoyé",
// then "Annulé" once cancelled after a confirmation.
// The establishment, its subscription and its team member are made through the API.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

let browser: Browser;
let manager: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await providerSession(browser, 'manager@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

async function subscribe(token: string, establishmentId: number) {
  const options = await api<{ data: { id: number }[] }>(
    token,
    'GET',
    '/v1/veterinary_service_options?code[]=CE-ABO-ESSENTIEL',
  );
  await api(token, 'POST', '/v1/veterinary_establishment_service_subscriptions', {
    veterinaryEstablishmentId: establishmentId,
    veterinaryServiceOptionId: options.data[0]?.id,
    startDate: '2027-01-01',
    parameters: {
      serviceCode: 'CE-ABO',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_MONTH',
      collaboratorCount: 2,
      collaboratorPrice: 6_000,
    },
  });
}

async function teamMember(token: string, establishmentId: number) {
  const lastName = uniqueWord('Signataire');
  const user = await api<{ data: { id: number } }>(token, 'POST', '/v1/users', {
    email: `${lastName.toLowerCase()}@contrats-e2e.test`,
    firstName: 'Léa',
    lastName,
  });
  await api(token, 'POST', '/v1/veterinary_establishment_users', {
    userId: user.data.id,
    veterinaryEstablishmentId: establishmentId,
    jobTitle: 'VETERINARIAN',
    entryDate: '2025-01-01',
  });
  return lastName;
}

describe('[CONTRACTS] in the browser', () => {
  it('drafts a contract in two steps and sends it for signature: the document shows "Envoyé"', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const token = await apiToken('moderator@vetbo.test');
    await subscribe(token, establishment.id);
    const signer = await teamMember(token, establishment.id);

    const { context, page } = await signedInPage(browser, manager);
    await page.goto(`${appUrl()}/establishments/${establishment.id}?tab=contracts`);
    const tab = page.getByTestId('contracts-tab');
    await tab.getByText('Aucun contrat pour cet établissement.').waitFor();
    await expectAccessible(page);

    await tab.getByRole('button', { name: 'Nouveau contrat' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nouveau contrat' });
    await drawer.getByText('Rédaction').first().waitFor();
    // Nothing filled: the first step says what is missing, on its fields.
    await drawer.getByRole('button', { name: 'Suivant' }).click();
    await expect
      .poll(() => drawer.locator('input[name="entitled"][aria-invalid="true"]').count(), POLL)
      .toBe(1);
    await drawer.getByText('Au moins une valeur est requise').waitFor();
    await expectAccessible(page);

    await drawer.locator('input[name="entitled"]').fill('Abonnements 2027');
    await drawer.getByRole('checkbox', { name: /CE Essentiel/ }).check();
    await drawer.getByRole('combobox', { name: 'Signataire' }).click();
    await page.getByRole('option', { name: new RegExp(signer) }).click();
    await drawer.getByRole('button', { name: 'Suivant' }).click();

    const summary = drawer.getByTestId('contract-summary');
    await summary.getByText('Abonnements 2027').waitFor();
    await expect.poll(() => summary.getByText(new RegExp(`Léa ${signer}`)).isVisible(), POLL).toBe(true);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Envoyer pour signature' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    await tab.getByText('Abonnements 2027').waitFor();
    await expect.poll(() => tab.getByText('Envoyé', { exact: true }).isVisible(), POLL).toBe(true);
    await expect.poll(() => tab.getByText(`Léa ${signer}`).isVisible(), POLL).toBe(true);
    await expectAccessible(page);

    // Cancelled after a confirmation: the request under way ends with it.
    await tab.getByRole('button', { name: 'Actions sur le contrat Abonnements 2027' }).click();
    await page.getByRole('menuitem', { name: 'Annuler le contrat' }).click();
    await expect.poll(() => page.getByRole('menu').count(), POLL).toBe(0);
    const confirm = page.getByTestId('contract-confirm-modal');
    await confirm.getByText(/ne pourra plus être signé/).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Annuler le contrat' }).click();
    await expect.poll(() => tab.getByText('Annulé', { exact: true }).isVisible(), POLL).toBe(true);
    await context.close();
  });
});
