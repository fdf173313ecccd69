import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  POLL,
  STEP_TIMEOUT,
} from '../support/browser.ts';
import { fillSignIn } from '../support/session.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('[AUTH] signing out', () => {
  it('"Se déconnecter" ends the provider’s session in every tab: the next page asks for the password again', async ({
    expect,
  }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${appUrl()}/overview/establishments`);
    await fillSignIn(page, 'manager@vetbo.test');
    await page.waitForURL(/\/overview\/establishments/);
    // A second tab, signed in silently from the provider's session.
    const otherTab = await context.newPage();
    otherTab.setDefaultTimeout(STEP_TIMEOUT);
    await otherTab.goto(`${appUrl()}/overview/establishments`);
    await otherTab.getByTestId('user-menu').waitFor();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    // Back on `/`, the app finds no session anywhere and sends the user to the sign-in page.
    await page.getByLabel('Adresse e-mail').waitFor();
    // The other tab drops its tokens too: nobody goes on working there under this name.
    await otherTab.getByLabel('Adresse e-mail').waitFor();
    expect(await otherTab.getByTestId('user-menu').count()).toBe(0);

    // On a shared computer, the next person opens a page: the provider asks who they are, then the password.
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByLabel('Adresse e-mail').fill('manager@vetbo.test');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Mot de passe').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await expect.poll(() => page.getByRole('heading', { name: 'Établissements' }).count(), POLL).toBe(0);

    // The password signs them in again, onto the page they asked for.
    await page.getByLabel('Mot de passe').fill('vetbo-demo');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL(/\/overview\/establishments/);
    await context.close();
  });

  it('says the provider’s session stays open when the provider advertises no sign-out endpoint', async ({
    expect,
  }) => {
    const context = await newContext(browser);
    // An identity provider without RP-initiated logout: its discovery document has no end_session_endpoint.
    await context.route('**/oidc/.well-known/openid-configuration', async (route) => {
      const response = await route.fetch();
      const { end_session_endpoint: _, ...discovery } = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: discovery });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${appUrl()}/overview/establishments`);
    await fillSignIn(page, 'manager@vetbo.test');
    await page.waitForURL(/\/overview\/establishments/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.getByRole('heading', { name: 'Vous êtes déconnecté de Vetbo' }).waitFor();
    expect(await page.getByText(/reste ouverte sur ce navigateur/).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/logout');
    await expectAccessible(page);
    await context.close();
  });
});
