import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api.ts';
import { appUrl, newContext, STEP_TIMEOUT } from './browser.ts';

/** Fills the provider's two sign-in steps (e-mail, then password) on the current page. */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Continuer' }).click();
}

/**
 * A browser context whose provider session cookie belongs to `email`: signs in once through the pages,
 * then each test opens its own context from these cookies and is signed in by the app's silent sign-in
 * (tokens are never stored by the app, so there is nothing else to copy).
 */
export async function providerSession(browser: Browser, email: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${appUrl()}/overview/establishments`);
  await fillSignIn(page, email);
  await page.waitForURL(/\/overview\/establishments/);
  const state = await context.storageState();
  await context.close();
  return state;
}

export type SessionState = Awaited<ReturnType<typeof providerSession>>;

/** A fresh context (own cookies, own storage) signed in at the provider, and a page in it. */
export async function signedInPage(
  browser: Browser,
  session: SessionState,
  locale = 'fr-FR',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, locale, session);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  return { context, page };
}
