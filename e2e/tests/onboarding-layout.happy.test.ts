// Issue 22: the onboarding pages sit in the layout's one `main` landmark, and "Mon compte" gives each
// establishment its mandate state (spec §4). The shared axe check keeps only serious and critical
// violations; a missing landmark is "moderate", so the landmark rules are asked for here at every level.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser } from '../support/browser.ts';
import { createBillingAccount } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { LEADER, leaderStructureId, requireMandate } from '../support/signatures.ts';

let browser: Browser;
let leader: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  leader = await providerSession(browser, LEADER);
});
afterAll(async () => {
  await browser?.close();
});

interface Onboarding {
  establishments: { name: string; legalStructure: { id: number } | null }[];
}

const LANDMARK_RULES = [
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
];

/** Every piece of the page in a landmark, and exactly one `main`, whatever axe's impact level. */
async function landmarkViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('[ONBOARDING] the leader area layout', () => {
  it('puts each page in one main landmark, beside the banner and the navigation', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, leader);
    const pages = [
      { path: '/onboarding/my-account', title: 'Mon compte' },
      { path: '/onboarding', title: 'Mandats' },
      { path: '/onboarding/portal', title: 'Portail' },
    ];
    for (const { path, title } of pages) {
      await page.goto(`${appUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await landmarkViolations(page), path).toEqual([]);
      expect(await page.getByRole('main').getByRole('heading', { level: 1, name: title }).count(), path).toBe(
        1,
      );
      expect(await page.getByRole('navigation', { name: 'Espace responsable' }).count(), path).toBe(1);
      await expectAccessible(page);
    }
    await context.close();
  });

  it('"Mon compte" says a mandate is to sign while an account of the structure has one pending', async ({
    expect,
  }) => {
    const structureId = await leaderStructureId();
    const account = await createBillingAccount(structureId);
    await requireMandate(account.id);
    const { data } = await api<{ data: Onboarding }>(await apiToken(LEADER), 'GET', '/v1/me/onboarding');
    const names = data.establishments
      .filter((establishment) => establishment.legalStructure?.id === structureId)
      .map((establishment) => establishment.name);
    expect(names.length).toBeGreaterThan(0);

    const { context, page } = await signedInPage(browser, leader);
    await page.goto(`${appUrl()}/onboarding/my-account`);
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    for (const name of names) {
      await page.getByRole('listitem').filter({ hasText: name }).getByText('Mandat à signer').waitFor();
    }
    await expectAccessible(page);
    await context.close();
  });
});
