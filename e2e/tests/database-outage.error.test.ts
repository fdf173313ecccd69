import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase } from '@vetbo/db/testing/database-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { signInForAccessToken } from '../../apps/server/test/support/oidc-client.ts';
import { type ProductProcess, startProductProcess } from '../../apps/server/test/support/product-process.ts';
import {
  type StoppablePostgres,
  startStoppablePostgres,
} from '../../apps/server/test/support/stoppable-postgres.ts';
import { DEMO_PASSWORD } from '../support/api.ts';
import { launchBrowser, newContext, POLL, STEP_TIMEOUT } from '../support/browser.ts';
import { fillSignIn } from '../support/session.ts';

// The product of this file runs over a PostgreSQL server the test stops and starts: the run's shared
// product keeps its own embedded database, which no test may take away from the others.
let browser: Browser;
let postgres: StoppablePostgres;
let product: ProductProcess;
let dataDir: string;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  postgres = await startStoppablePostgres();
  const database = await createFreshDatabase(postgres.url);
  dataDir = mkdtempSync(join(tmpdir(), 'vetbo-e2e-outage-'));
  product = await startProductProcess({ DATABASE_URL: database.url, VETBO_DATA_DIR: dataDir });
  token = await signInForAccessToken(product.url, 'manager@vetbo.test', DEMO_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await postgres?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${product.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

describe('[OUTAGE] the database stops under a signed-in user', () => {
  it('keeps the session and the form, says to try again, and saves once the database is back', async ({
    expect,
  }) => {
    const { data } = await api<{ data: { id: number }[] }>('GET', '/v1/veterinary_establishments?limit=1');
    const id = data[0]?.id;
    const context = await newContext(browser);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.goto(`${product.url}/establishments/${id}`);
    await fillSignIn(page, 'manager@vetbo.test');
    await page.waitForURL(new RegExp(`/establishments/${id}`));
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: "Modifier l'établissement" });
    const customName = drawer.locator('input[name="customName"]');
    await customName.fill('Saisi pendant la panne');

    await postgres.stop();
    try {
      await drawer.getByRole('button', { name: 'Enregistrer' }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Service momentanément indisponible' });
      await toast.waitFor();
      expect(await toast.innerText()).toContain('Ce que vous avez saisi est conservé');
      // Still signed in, on the same page, with what was typed.
      expect(new URL(page.url()).pathname).toBe(`/establishments/${id}`);
      expect(await drawer.isVisible()).toBe(true);
      expect(await customName.inputValue()).toBe('Saisi pendant la panne');
      expect(await page.getByTestId('user-menu').isVisible()).toBe(true);
    } finally {
      await postgres.start();
    }

    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText('Saisi pendant la panne').first().isVisible(), POLL).toBe(true);
    const stored = await api<{ data: { customName: string } }>('GET', `/v1/veterinary_establishments/${id}`);
    expect(stored.data.customName).toBe('Saisi pendant la panne');
    expect(new URL(page.url()).pathname).toBe(`/establishments/${id}`);
    await context.close();
  });
});
