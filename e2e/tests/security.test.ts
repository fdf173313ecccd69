import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, launchBrowser, newContext, watchCspViolations } from '../support/browser.ts';
import { fillSignIn, providerSession, type SessionState, signedInPage } from '../support/session.ts';

let browser: Browser;
let admin: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await providerSession(browser, 'admin@vetbo.test');
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
    page.setDefaultTimeout(15_000);
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
    page.setDefaultTimeout(15_000);
    await page.goto(`${appUrl()}/overview/establishments`);
    await fillSignIn(page, 'admin@vetbo.test');
    await page.locator('main tbody tr').first().waitFor();
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toMatch(/access_token|id_token|eyJ[\w-]+\.eyJ/);
    await context.close();
  });

  it('stays signed in after a reload, without going through the sign-in pages', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, admin);
    await page.goto(`${appUrl()}/overview/establishments?type=LAB`);
    await page.locator('main tbody tr').first().waitFor();
    const url = page.url();
    const topLevelUrls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) topLevelUrls.push(frame.url());
    });
    await page.reload();
    await page.locator('main tbody tr').first().waitFor();
    expect(topLevelUrls).toEqual([url]);
    await context.close();
  });

  it('receives the scripts and styles compressed, hashed files cached for good', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, admin);
    const assets: { url: string; encoding?: string; cache?: string }[] = [];
    // headers() is synchronous: an async allHeaders() could still be pending when the context closes.
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
      const headers = response.headers();
      assets.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    });
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.locator('main tbody tr').first().waitFor();
    const large = assets.filter((asset) => /\.(js|css)$/.test(asset.url));
    expect(large.length).toBeGreaterThan(3);
    for (const asset of large) {
      expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
    }
    // Every file above 1 KB is precompressed; Chromium asks for brotli.
    expect(large.filter((asset) => asset.encoding === 'br').length).toBeGreaterThan(large.length / 2);
    await context.close();
  });
});
