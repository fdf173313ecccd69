import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const appUrl = () => inject('appUrl');

/**
 * How long a step may wait. Tests run side by side on two cores, so a screen may take a few seconds, and the
 * machines differ: the same browser tests took 10 minutes on one two-core machine and 27 on another, where
 * steps of a loaded file went past 10 and 15 seconds. Waits end as soon as their condition holds: these
 * bound only how long a failing step takes to say so.
 */
export const STEP_TIMEOUT = 30_000;
/** expect.poll options (STEP_TIMEOUT's reasons). */
export const POLL = { timeout: 25_000, interval: 100 } as const;

/** Debian's Chromium, headless, without the background traffic this closed network refuses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  locale = 'fr-FR',
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: appUrl(),
    storageState,
    locale,
    timezoneId: 'Europe/Paris',
    viewport: { width: 1440, height: 900 },
  });
}

/**
 * Waits for the finite CSS transitions and animations under way (a drawer sliding in, a menu fading out):
 * axe measures colours as they are, and a half-faded label fails the contrast rule. Spinners (infinite)
 * are not waited for; two seconds at most.
 */
async function transitionsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/**
 * Waits for the lists being fetched again (`aria-busy`, ListTable): their rows are shown faded while the
 * new ones load, and axe would measure the faded colours. Five seconds at most.
 */
async function fetchesSettled(page: Page) {
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

/**
 * What a reader cannot read on the page, beside axe's rules: a table cell squeezed under 40 px that holds
 * text (the catalogue's label column once had no width at all), or a button whose label is cut.
 */
function unreadableParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const cell of document.querySelectorAll<HTMLTableCellElement>('td')) {
      const text = cell.innerText.trim();
      if (cell.offsetParent !== null && text && cell.clientWidth < 40)
        found.push(`a cell ${cell.clientWidth} px wide: "${text.slice(0, 40)}"`);
    }
    for (const label of document.querySelectorAll<HTMLElement>('.mantine-Button-label'))
      if (label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
        found.push(`a cut button: "${label.textContent}"`);
    return [...new Set(found)];
  });
}

/**
 * No serious or critical accessibility violation on the current page, and nothing unreadable
 * (unreadableParts); throws, so concurrent tests may call it.
 */
export async function expectAccessible(page: Page) {
  await fetchesSettled(page);
  await transitionsSettled(page);
  const unreadable = await unreadableParts(page);
  if (unreadable.length > 0) throw new Error(`Unreadable at ${page.url()}:\n${unreadable.join('\n')}`);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    );
  if (blocking.length > 0) throw new Error(`Accessibility violations:\n${blocking.join('\n')}`);
}

/**
 * Collects Content-Security-Policy violations (the DOM event, and Chromium's console message for what
 * the event misses, such as framing refusals) from every page of the context.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}
