import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, launchBrowser } from '../support/browser.ts';
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

describe.concurrent('[SECURITY] the web app in the browser', () => {
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
