// Spec §9: the top loading bar shows during a navigation or a fetch only when the wait outlasts the
// throttle (200 ms). The page's clock is Playwright's: time stands still while the test looks, and moves
// only when the test says, so the waits below are measured in the page's own time, never the machine's.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

const THROTTLE_MS = 200; // apps/web/src/lib/loading-bar.ts, LOADING_BAR_THROTTLE_MS

let browser: Browser;
let admin: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await providerSession(browser, 'admin@vetbo.test');
});
afterAll(async () => {
  await browser?.close();
});

// Decorative (aria-hidden: the screens announce their own loading), so found by its attribute.
const loadingBar = (page: Page) => page.locator('[data-loading-bar]');
const pageTime = (page: Page) => page.evaluate(() => Date.now());

/** The creditors' list answers are held until `release()`: the wait lasts as long as the test wants. */
async function holdCreditors(page: Page) {
  let arrived = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/v1/creditors',
    async (route) => {
      arrived = true;
      await released;
      await route.continue();
    },
  );
  return { arrived: () => arrived, release };
}

/**
 * Signed in on the home page with the clock installed and the menu open on "Créanciers"; nothing loads
 * any more. Records whether a loading bar is ever put in the page from now on, then stops the clock.
 * Returns the page's time at the stop.
 */
async function readyToNavigate(page: Page): Promise<number> {
  await page.clock.install();
  await page.goto(`${appUrl()}/overview`);
  await page.getByRole('button', { name: 'Facturation' }).click();
  await page.getByRole('link', { name: 'Créanciers' }).waitFor();
  await page.waitForLoadState('networkidle');
  await loadingBar(page).waitFor({ state: 'detached' });
  await page.evaluate(() => {
    const seen = window as unknown as { loadingBarSeen: boolean };
    seen.loadingBarSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-loading-bar]')) seen.loadingBarSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  // Ahead by a margin: the clock still runs while the page's time is read, and pausing at a time already
  // past fails ("Cannot fast-forward to the past") on a busy machine. Nothing is loading, so no timer of the
  // bar's is due meanwhile.
  await page.clock.pauseAt((await pageTime(page)) + 2_000);
  return pageTime(page);
}

/** Moves the page's clock one millisecond at a time until `done` (the page's work between steps is real). */
async function stepUntil(page: Page, done: () => Promise<boolean> | boolean) {
  await expect
    .poll(async () => {
      if (await done()) return true;
      await page.clock.runFor(1);
      return done();
    }, POLL)
    .toBe(true);
}

/** Moves the page's clock to `time` one millisecond at a time, so that the page keeps up between steps. */
async function stepTo(page: Page, time: number) {
  while ((await pageTime(page)) < time) await page.clock.runFor(1);
}

const rowsShown = async (page: Page) => (await page.locator('tbody tr').count()) >= 2;

describe('[LOADING BAR] the top bar during navigation and fetches', () => {
  it('shows once a navigation has waited the throttle, and goes away when the answer comes', async () => {
    const { context, page } = await signedInPage(browser, admin);
    const stopped = await readyToNavigate(page);
    const held = await holdCreditors(page);

    await page.getByRole('link', { name: 'Créanciers' }).click();
    await stepUntil(page, held.arrived);
    await stepTo(page, stopped + THROTTLE_MS - 1);
    expect(await loadingBar(page).count(), 'not yet at 199 ms').toBe(0);
    await stepUntil(page, () => loadingBar(page).isVisible());
    expect((await pageTime(page)) - stopped).toBeGreaterThanOrEqual(THROTTLE_MS);
    expect(await loadingBar(page).getAttribute('aria-hidden')).toBe('true');

    held.release();
    await page.clock.resume();
    await page.getByRole('heading', { level: 1, name: 'Créanciers' }).waitFor();
    await expect.poll(() => rowsShown(page), POLL).toBe(true);
    await loadingBar(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('never shows for a navigation whose wait ends before the throttle', async () => {
    const { context, page } = await signedInPage(browser, admin);
    const stopped = await readyToNavigate(page);
    const held = await holdCreditors(page);

    await page.getByRole('link', { name: 'Créanciers' }).click();
    await stepUntil(page, held.arrived);
    // Half the throttle waited, then the answer: the page shows it within a few steps.
    await stepTo(page, stopped + THROTTLE_MS / 2);
    held.release();
    await stepUntil(page, () => rowsShown(page));
    expect((await pageTime(page)) - stopped, 'the wait ended before the throttle').toBeLessThan(THROTTLE_MS);

    // Past the moment the bar would have come had the wait gone on, in steps the page keeps up with.
    await stepTo(page, stopped + THROTTLE_MS + 20);
    const seen = await page.evaluate(() => (window as unknown as { loadingBarSeen: boolean }).loadingBarSeen);
    expect(seen).toBe(false);
    await page.clock.resume();
    await context.close();
  });
});
