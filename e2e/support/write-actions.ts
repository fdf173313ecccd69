import type { Page } from 'playwright-core';

// What the permission walk (tests/permissions.security.test.ts) reads of a screen: the write actions it
// offers, each marked with the area the API checks (`data-write-area`, apps/web/src/components/permissions).

/** The requests each page has under way (fetches, and the chunks and messages lazy components import). */
const pendingRequests = new WeakMap<Page, { pending: number; started: number }>();

/**
 * Counts the requests under way in the page, at the network level: a lazy component's chunk is imported,
 * not fetched, and the screen is read only once it has mounted (its actions come after the rows).
 */
export async function trackRequests(page: Page) {
  const counters = { pending: 0, started: 0 };
  pendingRequests.set(page, counters);
  page.on('request', () => {
    counters.pending += 1;
    counters.started += 1;
  });
  const finished = () => {
    counters.pending -= 1;
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
}

const requestsOf = (page: Page) => {
  const counters = pendingRequests.get(page);
  if (!counters) throw new Error('trackRequests(page) was not called');
  return counters;
};

/** Nothing requested, nothing loading, for a quiet moment twice in a row (lazy parts load after the rows). */
async function settled(page: Page) {
  const requests = requestsOf(page);
  let previous = -1;
  for (;;) {
    const deadline = Date.now() + 20_000;
    while (requests.pending > 0) {
      if (Date.now() > deadline) throw new Error(`${requests.pending} requests still under way after 20 s`);
      await page.waitForTimeout(50);
    }
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root') === null,
      undefined,
      { timeout: 20_000, polling: 50 },
    );
    await page.waitForTimeout(250);
    if (requests.pending === 0 && requests.started === previous) return;
    previous = requests.started;
  }
}

/**
 * Opens `path` inside the running app (the router follows the history, no reload: one sign-in per role)
 * and waits for its data.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    const index = Number((window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0);
    window.history.pushState({ __TSR_index: index + 1, key: `walk${index + 1}` }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction(
    (target) => `${window.location.pathname}${window.location.search}` === target,
    path,
  );
  // A screen the role may not read (the outbox) shows its refusal instead of a heading.
  await page.locator('main').first().waitFor();
  await settled(page);
}

const markedAreas = (page: Page) =>
  page
    .locator('[data-write-area]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-write-area') ?? ''));

/**
 * The areas of the write actions the screen offers, each once: those shown, and those of each menu of the
 * page's content (opened one after the other, then closed with Escape) when no side panel covers them.
 */
export async function offeredAreas(page: Page): Promise<string[]> {
  const areas = await markedAreas(page);
  // A side panel open over the screen (`?panel=`) covers its menus: what it offers is already read.
  if ((await page.getByRole('dialog').count()) > 0) return [...new Set(areas)].sort();
  const menus = page.locator('main [aria-haspopup="menu"]');
  for (let index = 0; index < (await menus.count()); index += 1) {
    const target = menus.nth(index);
    if (!(await target.isVisible()) || !(await target.isEnabled())) continue;
    await target.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    areas.push(...(await markedAreas(page)));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return [...new Set(areas)].sort();
}
