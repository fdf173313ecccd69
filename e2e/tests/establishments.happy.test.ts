import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment, uniqueWord } from '../support/api.ts';
import {
  appUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  POLL,
  STEP_TIMEOUT,
} from '../support/browser.ts';
import { fillSignIn, providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Every test opens its own browser context and creates the data it changes through the API, so any
// test runs alone (`npx vitest run --project e2e -t "<name>"`) and they run side by side.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

const drawerName = "Modifier l'établissement";

describe.concurrent('[ESTABLISHMENTS] a moderator manages establishments in the browser', () => {
  it('signs in through the identity provider and comes back to the page asked for', async ({ expect }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${appUrl()}/overview/establishments?sortName=asc`);
    await page.getByLabel('Adresse e-mail').waitFor();
    expect(page.url()).toContain('/oidc/interaction/');
    await expectAccessible(page);
    await page.getByLabel('Adresse e-mail').fill('moderator@vetbo.test');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Bonjour Hugo' }).isVisible(), POLL).toBe(true);
    await page.getByLabel('Mot de passe').fill('vetbo-demo');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL(/\/overview\/establishments\?sortName=asc/);
    await page.getByRole('heading', { level: 1, name: 'Établissements' }).waitFor();
    expect(await page.title()).toBe('Établissements / Vetbo');
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(20);
    await expect.poll(() => page.getByText('Hugo Bernard').first().isVisible(), POLL).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('filters the list by type and keeps the filter in the URL', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByRole('combobox', { name: 'Types' }).click();
    await page.getByRole('option', { name: 'Laboratoire' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/type=/);
    const types = async () => new Set(await page.locator('tbody tr td:nth-child(3)').allInnerTexts());
    await expect.poll(types, POLL).toEqual(new Set(['Laboratoire']));
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await expect.poll(types, POLL).toEqual(new Set(['Laboratoire']));
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
    await expect.poll(() => page.url(), POLL).not.toContain('type=');
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(20);
    await context.close();
  });

  it('sorts by a column and pages through the list, both kept in the URL', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.locator('tbody tr').first().waitFor();
    const codeHeader = page.getByRole('columnheader', { name: 'Code privilégié' });
    await codeHeader.getByRole('button').click();
    await page.waitForURL(/sort=privilegedCode/);
    await expect.poll(() => codeHeader.getAttribute('aria-sort'), POLL).toBe('ascending');
    const codes = async () => page.locator('tbody tr td:nth-child(1)').allInnerTexts();
    // The previous rows stay on screen until the sorted page arrives: wait for 20 sorted codes.
    const sortedPage = async () => {
      const shown = await codes();
      return shown.length === 20 && shown.join() === [...shown].sort().join();
    };
    await expect.poll(sortedPage, POLL).toBe(true);
    await codeHeader.getByRole('button').click();
    await expect.poll(() => codeHeader.getAttribute('aria-sort'), POLL).toBe('descending');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText(/^21–40 sur \d+$/).isVisible(), POLL).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText(/^21–40 sur \d+$/).isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('finds an establishment by name and opens it', async ({ expect }) => {
    const word = uniqueWord('Recherche');
    const created = await createEstablishment({ name: `Clinique ${word}` });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
    await page.waitForURL(/q=/);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(1);
    expect(await rows.first().innerText()).toContain(created.privilegedCode);
    await rows.first().getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/establishments/${created.id}$`));
    // The detail screen loads lazily: wait for its own heading, not the list's.
    await page.getByRole('heading', { level: 1, name: new RegExp(word) }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('asks "Abandonner" or "Conserver" before closing a form with unsaved changes', async ({ expect }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Brouillon')}` });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${created.id}`);
    // The page loads lazily, then its record: click once its heading shows the record (a click on the
    // button of a page still settling was seen to hang).
    await page.getByRole('heading', { level: 1, name: created.name }).waitFor();
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: drawerName });
    await drawer.waitFor();
    await drawer.locator('input[name="name"]').fill('Nom modifié mais pas enregistré');
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Conserver' }).click();
    expect(await drawer.locator('input[name="name"]').inputValue()).toBe('Nom modifié mais pas enregistré');
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Abandonner' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(created.name);
    await context.close();
  });

  it('switches the interface to English and remembers it', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, moderator);
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
    await context.close();
  });
});

describe('[ACCESS] an establishment leader without a staff role', () => {
  it('reaches the onboarding area with the establishments they lead, and can sign out', async ({
    expect,
  }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${appUrl()}/overview/establishments`);
    await fillSignIn(page, 'leader@vetbo.test');
    await page.waitForURL(/\/onboarding\/my-account$/);
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    await expect.poll(() => page.getByRole('listitem').count(), POLL).toBeGreaterThan(0);
    expect(await page.locator('tbody tr').count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Espace responsable' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Mon compte'), expect.stringContaining('Mandats')]),
    );
    await expectAccessible(page);
    await nav.getByRole('link', { name: /Portail/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Portail' }).waitFor();
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect.poll(() => page.url(), POLL).not.toContain('/onboarding');
    await context.close();
  });
});
