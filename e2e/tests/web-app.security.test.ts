import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, launchBrowser, newContext, STEP_TIMEOUT, watchCspViolations } from '../support/browser.ts';
import { fillSignIn } from '../support/session.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[SECURITY] the web app in the browser', () => {
  it('signs in, opens the main screens and the API docs without a single CSP violation', async ({
    expect,
  }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Csp')}` });
    const context = await newContext(browser);
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${appUrl()}/overview/establishments`);
    await fillSignIn(page, 'admin@vetbo.test');
    await page.locator('main tbody tr').first().waitFor();
    await page.goto(`${appUrl()}/establishments/${created.id}`);
    await page.getByRole('heading', { level: 1, name: created.name }).waitFor();
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    await page.getByRole('dialog', { name: "Modifier l'établissement" }).waitFor();
    await page.goto(`${appUrl()}/establishments/new`);
    await page.getByRole('dialog').first().waitFor();
    await page.goto(`${appUrl()}/v1/docs`);
    await page.getByText('Vetbo API').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('keeps no token in localStorage or sessionStorage after sign-in', async ({ expect }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${appUrl()}/overview/establishments`);
    await fillSignIn(page, 'admin@vetbo.test');
    await page.locator('main tbody tr').first().waitFor();
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toMatch(/access_token|id_token|eyJ[\w-]+\.eyJ/);
    await context.close();
  });
});
