import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { createMembership, createWorkgroup } from '../support/workgroups.ts';

// Spec §2.2's flat routes: /members is the list of memberships (establishment ↔ group); /establishments
// and /legalStructures lead to their lists. Each test creates its own data through the API.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[MEMBERS] the memberships list and the flat routes', () => {
  it('lists the memberships, filters them by group, establishment and privileged code, opens one', async ({
    expect,
  }) => {
    const group = await createWorkgroup();
    const [first, second] = [await createEstablishment(), await createEstablishment()];
    const membership = await createMembership({
      veterinaryGroupId: group.id,
      veterinaryEstablishmentId: first.id,
      joinDate: '2024-01-15',
    });
    await createMembership({
      veterinaryGroupId: group.id,
      veterinaryEstablishmentId: second.id,
      joinDate: '2025-03-01',
    });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/fr/members`);
    await page.getByRole('heading', { level: 1, name: 'Adhésions' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await expectAccessible(page);

    // The group picked in its filter: the group's two members, the newest entry first.
    await page.locator('input[data-field="veterinaryGroupId"]').fill(group.groupCode);
    await page.getByRole('option', { name: new RegExp(group.groupCode) }).click();
    await page.waitForURL(new RegExp(`veterinaryGroupId=${group.id}`));
    expect(page.url()).toContain('/fr/members');
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(2);
    expect(await page.locator('tbody tr').first().innerText()).toContain(second.privilegedCode);
    expect(await page.locator('tbody tr').first().innerText()).toContain('01/03/2025');

    // The join-date filter is typed jj/mm/aaaa (spec §9) and goes to the URL as an API day.
    const from = page.locator('input[name="fromJoinDate"]');
    expect(await from.getAttribute('placeholder')).toBe('jj/mm/aaaa');
    await from.fill('01/02/2025');
    await page.waitForURL(/fromJoinDate=2025-02-01/);
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    expect(await page.locator('tbody tr').innerText()).toContain(second.privilegedCode);
    await from.fill('');
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(2);

    // The privileged code narrows it to one establishment's membership (typed in small letters).
    await page.getByRole('textbox', { name: 'Code privilégié' }).fill(first.privilegedCode.toLowerCase());
    await page.waitForURL(new RegExp(`privilegedCode=${first.privilegedCode}`));
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    expect(await page.locator('tbody tr').innerText()).toContain('15/01/2024');

    // The establishment filter comes from the URL as well; a row opens the membership's page.
    await page.goto(`${appUrl()}/members?veterinaryEstablishmentId=${first.id}`);
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    await page
      .getByRole('link', { name: new RegExp(first.name) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/members/${membership.id}$`));
    await page.getByRole('heading', { level: 1, name: new RegExp(group.entitled) }).waitFor();
    await context.close();
  });

  it('/establishments, /legalStructures and /fr/establishments lead to their lists', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments`);
    await page.waitForURL(/\/overview\/establishments/);
    await page.goto(`${appUrl()}/legalStructures`);
    await page.waitForURL(/\/overview\/legalStructures/);
    await page.goto(`${appUrl()}/fr/establishments`);
    await page.waitForURL(/\/fr\/overview\/establishments/);
    expect(await page.getByText('This page could not be found').count()).toBe(0);
    await context.close();
  });
});
