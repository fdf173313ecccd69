import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, expectAccessible, launchBrowser, newContext } from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
});

afterAll(async () => {
  await browser?.close();
});

/** A valid code, almost surely unused among the 200 demo establishments (one in millions). */
function randomPrivilegedCode(): string {
  const pick = (alphabet: string) => alphabet[Math.floor(Math.random() * alphabet.length)];
  for (;;) {
    const code =
      [1, 2, 3].map(() => pick('BCDFGHJKLMNPQRSTVWXZ')).join('') +
      [1, 2, 3].map(() => pick('0123456789')).join('');
    if (!privilegedCodeError(code)) return code;
  }
}

const rows = () => page.locator('tbody tr');
const drawer = () => page.getByRole('dialog', { name: "Modifier l'établissement" });

describe('[ESTABLISHMENTS] a moderator manages establishments in the browser', () => {
  it('signs in through the identity provider and comes back to the page asked for', async () => {
    await page.goto(`${appUrl()}/overview/establishments?sortName=asc`);
    await page.getByLabel('Adresse e-mail').waitFor();
    expect(page.url()).toContain('/oidc/interaction/');
    await expectAccessible(page);
    await page.getByLabel('Adresse e-mail').fill('moderator@vetbo.test');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Bonjour Hugo' }).isVisible()).toBe(true);
    await page.getByLabel('Mot de passe').fill('vetbo-demo');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL(/\/overview\/establishments/);
    await page.getByRole('heading', { level: 1, name: 'Établissements' }).waitFor();
    expect(await page.title()).toBe('Établissements / Vetbo');
    await expect.poll(() => rows().count()).toBe(20);
    await expect.poll(() => page.getByText('Hugo Bernard').first().isVisible()).toBe(true);
    await expectAccessible(page);
  });

  it('filters the list by type and keeps the filter in the URL', async () => {
    await page.getByRole('combobox', { name: 'Types' }).click();
    await page.getByRole('option', { name: 'Laboratoire' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/type=/);
    await expect
      .poll(async () => new Set(await page.locator('tbody tr td:nth-child(3)').allInnerTexts()))
      .toEqual(new Set(['Laboratoire']));
    await page.reload();
    await expect
      .poll(async () => new Set(await page.locator('tbody tr td:nth-child(3)').allInnerTexts()))
      .toEqual(new Set(['Laboratoire']));
  });

  it('finds an establishment by name and opens it', async () => {
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
    await expect.poll(() => page.url()).not.toContain('type=');
    await expect.poll(() => rows().count()).toBe(20);
    const firstName = (await rows().first().locator('td').nth(1).innerText()).trim();
    const word = firstName.split(' ').at(-1) ?? firstName;
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
    await page.waitForURL(/q=/);
    await expect.poll(async () => (await rows().first().innerText()).includes(word)).toBe(true);
    await rows().first().getByRole('link').first().click();
    await page.waitForURL(/\/establishments\/\d+$/);
    // The detail screen loads lazily: wait for its own heading, not the list's.
    await page.getByRole('heading', { level: 1, name: new RegExp(word) }).waitFor();
    await expectAccessible(page);
  });

  it('shows the field error for an invalid privileged code, then saves the corrected one', async () => {
    await page.getByRole('button', { name: 'Modifier' }).click();
    await drawer().waitFor();
    const code = drawer().locator('input[name="privilegedCode"]');
    await code.fill('BIC123');
    await drawer().getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(() =>
        drawer().getByText('Le code privilégié ne peut pas contenir les lettres I, O ou U').isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);

    const validCode = randomPrivilegedCode();
    await code.fill(validCode);
    await drawer().getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText('Établissement enregistré').isVisible()).toBe(true);
    await expect.poll(() => drawer().isVisible()).toBe(false);
    await expect.poll(() => page.getByText(validCode).first().isVisible()).toBe(true);
  });

  it('asks "Abandonner" or "Conserver" before closing a form with unsaved changes', async () => {
    await page.getByRole('button', { name: 'Modifier' }).click();
    await drawer().waitFor();
    await drawer().locator('input[name="name"]').fill('Nom modifié mais pas enregistré');
    await drawer().getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Conserver' }).click();
    expect(await drawer().locator('input[name="name"]').inputValue()).toBe('Nom modifié mais pas enregistré');
    await drawer().getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Abandonner' }).click();
    await expect.poll(() => drawer().isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toContain('Nom modifié');
  });

  it('switches the interface to English and remembers it', async () => {
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByRole('heading', { level: 1, name: 'Établissements' }).waitFor();
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Establishments' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Establishments' }).waitFor();
    await expectAccessible(page);
    await page.getByText('FR', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Établissements' }).waitFor();
  });

  it('shows the not-found page with a link home for an unknown address', async () => {
    await page.goto(`${appUrl()}/cette-page-n-existe-pas`);
    await page.getByText('This page could not be found').waitFor();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: /accueil|home/i })
      .first()
      .click();
    await page.waitForURL(/\/overview\/establishments/);
  });
});

describe('[ACCESS] an establishment leader without a staff role', () => {
  it('is told the back office is reserved for staff, and can sign out', async () => {
    const leaderContext = await newContext(browser);
    const leaderPage = await leaderContext.newPage();
    leaderPage.setDefaultTimeout(10_000);
    await leaderPage.goto(`${appUrl()}/overview/establishments`);
    await leaderPage.getByLabel('Adresse e-mail').fill('leader@vetbo.test');
    await leaderPage.getByRole('button', { name: 'Continuer' }).click();
    await leaderPage.getByLabel('Mot de passe').fill('vetbo-demo');
    await leaderPage.getByRole('button', { name: 'Continuer' }).click();
    await leaderPage.getByRole('heading', { level: 1, name: "Accès réservé à l'équipe Vetbo" }).waitFor();
    expect(await leaderPage.locator('tbody tr').count()).toBe(0);
    await expectAccessible(leaderPage);
    await leaderPage.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect.poll(() => leaderPage.url()).not.toContain('/overview/establishments');
    await leaderContext.close();
  });
});
