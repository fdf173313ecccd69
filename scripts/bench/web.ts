// The web app's weight and speed on the sign-in → establishments path, in Debian's Chromium.
// The HTTP cache is disabled so that every figure is a first visit's: what a new user's browser downloads.
import { type CDPSession, chromium } from 'playwright-core';

export interface BenchWebOptions {
  /** A running Vetbo with demo data, e.g. `http://127.0.0.1:3100`. */
  baseUrl: string;
  email?: string;
  password?: string;
  executablePath?: string;
  /** The list screen signed in to, /overview/establishments unless given (e.g. /overview/legalStructures). */
  listPath?: string;
}

export interface WebFigures {
  /** JavaScript bodies as sent (compressed) after sign-in until the list's first rows painted. */
  jsBeforeListBytes: number;
  /** The same files with their response headers: what actually crossed the wire for them. */
  jsBeforeListWireBytes: number;
  /** The same JavaScript once decompressed. */
  jsBeforeListDecodedBytes: number;
  jsRequestsBeforeList: number;
  /** Each of those files: path and bytes on the wire, largest first. */
  jsFilesBeforeList: { path: string; bytes: number }[];
  /** Every byte received (headers and bodies) from the first request to the painted list, sign-in included. */
  wireBytes: number;
  /** Bytes received after the password was sent until the list painted. */
  wireBytesAfterSignin: number;
  /** Largest contentful paint of the page loaded after sign-in, from its navigation start. */
  lcpMs: number;
  /** From the navigation after sign-in to the first rows in the DOM. */
  firstRowsMs: number;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

interface Transfer {
  url: string;
  type: string;
  /** Wall-clock milliseconds when the last byte arrived. */
  finishedAt: number;
  /** Headers and body as received. */
  encodedBytes: number;
  /** The body only, as sent (compressed when the answer has a Content-Encoding). */
  bodyBytes: number;
  decodedBytes: number;
}

/** Every finished response seen through the DevTools protocol, with its bytes on the wire. */
async function recordTransfers(cdp: CDPSession): Promise<Transfer[]> {
  const transfers: Transfer[] = [];
  const pending = new Map<string, { url: string; type: string; decodedBytes: number; headerBytes: number }>();
  // loadingFinished only carries a monotonic timestamp: requestWillBeSent gives its wall-clock offset.
  let wallOffsetMs = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffsetMs = event.wallTime * 1000 - event.timestamp * 1000;
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      decodedBytes: 0,
      headerBytes: 0,
    });
  });
  // At this point the bytes received are the response's status line and headers.
  cdp.on('Network.responseReceived', (event) => {
    const request = pending.get(event.requestId);
    if (request) request.headerBytes = event.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = pending.get(event.requestId);
    if (request) request.decodedBytes += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    pending.delete(event.requestId);
    transfers.push({
      url: request.url,
      type: request.type,
      decodedBytes: request.decodedBytes,
      finishedAt: event.timestamp * 1000 + wallOffsetMs,
      encodedBytes: event.encodedDataLength,
      bodyBytes: event.encodedDataLength - request.headerBytes,
    });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return transfers;
}

/**
 * Installed in every document: the LCP candidates and the moment the list's first row is shown.
 * A string, because this file is type-checked without the DOM library (scripts/tsconfig.json).
 */
const OBSERVE_PAINTS = `
  window.__lcp = 0;
  window.__firstRows = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const rowsObserver = new MutationObserver(() => {
    if (!document.querySelector('main tbody tr')) return;
    // The frame that shows the rows: the next animation frame after they entered the DOM.
    requestAnimationFrame(() => { window.__firstRows ||= Date.now(); });
    rowsObserver.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    rowsObserver.observe(document.body, { childList: true, subtree: true }));
`;

interface PaintMarks {
  lcp: number;
  firstRows: number;
  timeOrigin: number;
}

/** Signs in as a user would and returns the figures of the first visit to the establishments list. */
export async function measureWeb(options: BenchWebOptions): Promise<WebFigures> {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ content: OBSERVE_PAINTS });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    const transfers = await recordTransfers(cdp);

    const listPath = options.listPath ?? '/overview/establishments';
    await page.goto(`${baseUrl}${listPath}`);
    await page.getByLabel('Adresse e-mail').fill(options.email ?? 'admin@vetbo.test');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('Mot de passe').fill(options.password ?? 'vetbo-demo');
    const signedInAt = Date.now();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    await page.locator('main tbody tr').first().waitFor();
    await page.waitForFunction('window.__firstRows > 0');
    // LCP candidates may still come in the frames after the rows: give them a moment.
    await page.waitForTimeout(1_000);
    const marks = (await page.evaluate(
      '({ lcp: window.__lcp, firstRows: window.__firstRows, timeOrigin: performance.timeOrigin })',
    )) as PaintMarks;

    const afterSignin = transfers.filter(
      (t) => t.finishedAt >= signedInAt && t.finishedAt <= marks.firstRows,
    );
    const scripts = afterSignin.filter((t) => t.type === 'Script');
    const sum = (list: Transfer[], key: 'encodedBytes' | 'bodyBytes' | 'decodedBytes') =>
      list.reduce((total, t) => total + t[key], 0);
    return {
      jsBeforeListBytes: sum(scripts, 'bodyBytes'),
      jsBeforeListWireBytes: sum(scripts, 'encodedBytes'),
      jsBeforeListDecodedBytes: sum(scripts, 'decodedBytes'),
      jsRequestsBeforeList: scripts.length,
      jsFilesBeforeList: scripts
        .map((t) => ({ path: new URL(t.url).pathname, bytes: t.bodyBytes }))
        .sort((a, b) => b.bytes - a.bytes),
      wireBytes: sum(
        transfers.filter((t) => t.finishedAt <= marks.firstRows),
        'encodedBytes',
      ),
      wireBytesAfterSignin: sum(afterSignin, 'encodedBytes'),
      lcpMs: Math.round(marks.lcp),
      firstRowsMs: Math.round(marks.firstRows - marks.timeOrigin),
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Markdown table lines for docs/performance.md. */
export async function benchWeb(options: { baseUrl: string; listPath?: string }): Promise<string> {
  const f = await measureWeb(options);
  return [
    '| web app, first visit after sign-in (Chromium, cache disabled) | value |',
    '| --- | --- |',
    `| JavaScript before the list's first rows paint (compressed bodies) | ${kb(f.jsBeforeListBytes)} in ${f.jsRequestsBeforeList} files (${kb(f.jsBeforeListWireBytes)} with headers, ${kb(f.jsBeforeListDecodedBytes)} decompressed) |`,
    `| bytes received after sign-in until the list paints | ${kb(f.wireBytesAfterSignin)} |`,
    `| bytes received on the whole path (sign-in pages included) | ${kb(f.wireBytes)} |`,
    `| first rows in the DOM after the post-sign-in navigation | ${f.firstRowsMs} ms |`,
    `| largest contentful paint after sign-in | ${f.lcpMs} ms |`,
  ].join('\n');
}
