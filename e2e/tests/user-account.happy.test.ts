import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

let browser: Browser;
let admin: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await providerSession(browser, 'admin@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe('[USER ACCOUNT] the account and privacy panels of the user page', () => {
  it('an ADMIN sends the invitation, then anonymises the user after confirming', async ({ expect }) => {
    const email = `panneaux.${Date.now().toString(36)}@e2e-mail.fr`;
    const token = await apiToken('admin@vetbo.test');
    const { data } = await api<{ data: { id: number } }>(token, 'POST', '/v1/users', {
      email,
      firstName: 'Paulin',
      lastName: 'Panneau',
    });
    const { context, page } = await signedInPage(browser, admin);

    await page.goto(`${appUrl()}/users/${data.id}?tab=account`);
    await page.getByText('Pas envoyée').waitFor();
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await page.getByText('En attente').waitFor();
    await page.getByRole('button', { name: 'Renvoyer l’invitation' }).waitFor();
    await expectAccessible(page);

    await page.goto(`${appUrl()}/users/${data.id}?tab=privacy`);
    await page.getByRole('button', { name: 'Télécharger l’export' }).waitFor();
    await page.getByRole('button', { name: 'Anonymiser…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonymiser Paulin Panneau ?' });
    await dialog.getByRole('button', { name: 'Anonymiser définitivement' }).click();
    await page.getByText(/Cet utilisateur est anonymisé depuis le/).waitFor();
    const user = await api<{ data: { email: string; account: { anonymisedDate: string | null } } }>(
      token,
      'GET',
      `/v1/users/${data.id}`,
    );
    expect(user.data.email).not.toBe(email);
    expect(user.data.account.anonymisedDate).not.toBeNull();
    await context.close();
  });
});
