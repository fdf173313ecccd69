import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { requireMandate } from '../support/signatures.ts';
import { type CreatedWorkgroup, createWorkgroup } from '../support/workgroups.ts';

// Issue 22 §2: a workgroup's Clients tab — its account at each creditor (/v1/veterinary_group_mandates),
// the state of that creditor's mandate for the group's main billing account, the account that pays.
let browser: Browser;
let group: CreatedWorkgroup;
let payer: { id: number; entitled: string };
let mandate: { id: number; entitled: string; prefix: string; creditor: { name: string } };

beforeAll(async () => {
  browser = await launchBrowser();
  const structure = await createLegalStructure();
  payer = await createBillingAccount(structure.id);
  group = await createWorkgroup({ legalStructureId: structure.id, mainBillingAccountId: payer.id });
  // requireMandate asks the first creditor's mandate of the paying account, not signed yet.
  await requireMandate(payer.id);
  const { data } = await api<{ data: (typeof mandate)[] }>(
    await apiToken('manager@vetbo.test'),
    'GET',
    '/v1/mandates?limit=1',
  );
  if (!data[0]) throw new Error('The demo data has no mandate');
  mandate = data[0];
});

afterAll(async () => {
  await browser?.close();
});

async function openClientsTab(session: SessionState, path: string): Promise<Page> {
  const { page } = await signedInPage(browser, session);
  await page.goto(`${appUrl()}${path}`);
  await page.getByTestId('workgroup-clients-tab').waitFor();
  return page;
}

describe('[WORKGROUP CLIENTS] the group as a client of each creditor', () => {
  it('an accountant opens the group’s account at a creditor, changes its code and reads the mandate state', async ({
    expect,
  }) => {
    const page = await openClientsTab(
      await providerSession(browser, 'accountant@vetbo.test'),
      `/workgroups/${group.id}/clients`,
    );
    const selected = page.getByRole('tab', { name: 'Clients', exact: true });
    expect(await selected.getAttribute('aria-selected')).toBe('true');
    const tab = page.getByTestId('workgroup-clients-tab');
    await expect.poll(() => tab.getByText('Aucun compte client').isVisible(), POLL).toBe(true);

    await page.getByRole('button', { name: 'Nouveau compte client' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nouveau compte client' });
    await drawer.waitFor();
    await drawer.getByRole('combobox', { name: 'Mandat' }).click();
    await page
      .getByRole('option', { name: `${mandate.creditor.name} — ${mandate.entitled} (${mandate.prefix})` })
      .click();
    await drawer.getByRole('textbox', { name: 'Code comptable' }).fill('grp321');
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Ouvrir le compte' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    const row = tab.getByRole('row').filter({ hasText: 'GRP321' });
    await expect.poll(() => row.isVisible(), POLL).toBe(true);
    expect(await row.getByText(mandate.creditor.name, { exact: true }).isVisible()).toBe(true);
    // The group's main billing account pays, and has not signed the creditor's mandate yet.
    await expect.poll(() => row.getByText('À signer').isVisible(), POLL).toBe(true);
    expect(await row.getByText(payer.entitled, { exact: true }).isVisible()).toBe(true);

    await row
      .getByRole('button', { name: `Modifier le compte client chez ${mandate.creditor.name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Modifier le compte client' });
    await edit.waitFor();
    // The mandate is the account: only its code changes.
    expect(await edit.getByRole('combobox', { name: 'Mandat' }).isDisabled()).toBe(true);
    await edit.getByRole('textbox', { name: 'Code comptable' }).fill('GRP654');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => tab.getByRole('cell', { name: 'GRP654' }).isVisible(), POLL).toBe(true);
    expect(await tab.getByRole('cell', { name: 'GRP321' }).count()).toBe(0);
    await page.context().close();
  });

  it('a moderator reads the same tab without the actions (billing is not theirs to write)', async ({
    expect,
  }) => {
    const page = await openClientsTab(
      await providerSession(browser, 'moderator@vetbo.test'),
      `/fr/workgroups/${group.id}/clients`,
    );
    await page.waitForURL(new RegExp(`/fr/workgroups/${group.id}\\?tab=clients$`));
    const row = page.getByTestId('workgroup-clients-tab').getByRole('row').filter({ hasText: 'GRP654' });
    await expect.poll(() => row.isVisible(), POLL).toBe(true);
    await expect.poll(() => row.getByText('À signer').isVisible(), POLL).toBe(true);
    expect(await page.getByRole('button', { name: 'Nouveau compte client' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Modifier le compte client chez / }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
