import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { deliveriesToBill } from '../../support/billing-runs.ts';
import { appUrl, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

// Billing deliveries, running subscription billings and reminding unpaid invoices are the accountants'
// (area `accounting`: ADMIN, ACCOUNTANT): a MANAGER or a MODERATOR reads the screens and is offered none.
let browser: Browser;
let sessions: Record<'manager' | 'moderator' | 'accountant', SessionState>;

beforeAll(async () => {
  browser = await launchBrowser();
  sessions = {
    manager: await providerSession(browser, 'manager@vetbo.test'),
    moderator: await providerSession(browser, 'moderator@vetbo.test'),
    accountant: await providerSession(browser, 'accountant@vetbo.test'),
  };
});

afterAll(async () => {
  await browser?.close();
});

describe('[BILLING RUNS] who is offered the billing actions', () => {
  it('a MANAGER or a MODERATOR sees the deliveries without a box to tick or "Facturer"; an ACCOUNTANT has both', async ({
    expect,
  }) => {
    const { establishment, deliveries } = await deliveriesToBill([3_000]);
    const box = `Sélectionner la prestation ${deliveries[0]?.code} de ${establishment.name} pour la facturer`;
    for (const role of ['manager', 'moderator'] as const) {
      const { context, page } = await signedInPage(browser, sessions[role]);
      await page.goto(`${appUrl()}/overview/services/prestations`);
      await page.getByRole('link', { name: establishment.name }).first().waitFor();
      expect(await page.getByRole('checkbox', { name: box }).count(), role).toBe(0);
      expect(await page.getByRole('button', { name: /^Facturer/ }).count(), role).toBe(0);
      expect(await page.locator('[data-write-area="accounting"]').count(), role).toBe(0);
      await context.close();
    }
    const { context, page } = await signedInPage(browser, sessions.accountant);
    await page.goto(`${appUrl()}/overview/services/prestations`);
    await page.getByRole('checkbox', { name: box }).waitFor();
    await page.getByRole('button', { name: 'Facturer (0)' }).waitFor();
    await context.close();
  });

  it('a MANAGER reads the billing runs but may neither start one nor cancel a planned one', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, sessions.manager);
    await page.goto(`${appUrl()}/overview/billing`);
    const panel = page.getByRole('region', { name: 'Facturations automatiques' });
    await panel.getByRole('heading', { name: 'Facturations automatiques' }).waitFor();
    await expect.poll(() => panel.locator('table, p').count(), POLL).toBeGreaterThan(0);
    expect(await panel.getByRole('button').count()).toBe(0);
    expect(await page.locator('[data-write-area="accounting"]').count()).toBe(0);
    await context.close();
  });
});
