import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, newContext, POLL } from '../support/browser.ts';
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

describe('[MAIL] forgot password and the outbox screen', () => {
  it('"Mot de passe oublié" answers without telling; the ADMIN reads the message on /overview/outbox', async ({
    expect,
  }) => {
    const email = `oubli.${Date.now().toString(36)}@e2e-mail.fr`;
    const token = await apiToken('admin@vetbo.test');
    await api(token, 'POST', '/v1/users', { email, firstName: 'Odette', lastName: 'Oubli' });

    // From the sign-in page's password step.
    const outsider = await newContext(browser);
    const page = await outsider.newPage();
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe(email);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Recevoir un lien' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vérifiez votre messagerie' }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain('Si un compte existe pour cette adresse');
    await outsider.close();

    // No SMTP_URL in the browser tests: the message waits in the outbox, readable by an ADMIN.
    const { context, page: adminPage } = await signedInPage(browser, admin);
    await adminPage.goto(`${appUrl()}/overview/establishments`);
    await adminPage.getByRole('navigation').getByRole('link', { name: 'Messages envoyés' }).click();
    await adminPage.getByRole('heading', { level: 1, name: 'Messages envoyés' }).waitFor();
    await adminPage.getByRole('searchbox', { name: 'Rechercher' }).fill(email);
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    // The newest message is on the first page before the search applies: wait for the searched list (its
    // rows faded while it loads would fail the contrast check below).
    const rows = adminPage.locator('tbody tr');
    await expect
      .poll(async () => (await rows.count()) === (await rows.filter({ hasText: email }).count()), POLL)
      .toBe(true);
    expect(await row.innerText()).toContain('En attente');
    await expectAccessible(adminPage);
    await row.click();
    const drawer = adminPage.getByRole('dialog');
    await drawer.getByText('Changer votre mot de passe Vetbo').first().waitFor();
    expect(await drawer.getByTestId('outbox-text-body').innerText()).toContain('/oidc/password/new/');
    await context.close();
  });
});
