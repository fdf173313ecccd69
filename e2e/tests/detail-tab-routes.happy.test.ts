import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { requireMandate } from '../support/signatures.ts';
import { createWorkgroup } from '../support/workgroups.ts';

// Spec §2.6: a detail route's tab path opens the page on that tab, unprefixed and under /fr. The whole
// table is checked against the tab tables by apps/web/src/app/routes/detail-tab-routes.happy.test.ts;
// these open a few for real and read the selected tab.
let browser: Browser;
let moderator: SessionState;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

/** Whether the tab of that name is the selected one (Mantine's tabs: aria-selected). */
const selected = (page: Page, name: string) =>
  page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected');

describe.concurrent('[DETAIL TAB ROUTES] each spec tab path selects its own tab', () => {
  it('a workgroup: …/team, /fr/…/establishments and …/documents', async ({ expect }) => {
    const group = await createWorkgroup();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/workgroups/${group.id}/team`);
    await page.waitForURL(new RegExp(`/workgroups/${group.id}\\?tab=team$`));
    await expect.poll(() => selected(page, 'Équipe'), POLL).toBe('true');
    expect(await selected(page, 'Informations')).toBe('false');

    await page.goto(`${appUrl()}/fr/workgroups/${group.id}/establishments`);
    await page.waitForURL(new RegExp(`/fr/workgroups/${group.id}\\?tab=establishments$`));
    await expect.poll(() => selected(page, 'Établissements'), POLL).toBe('true');

    await page.goto(`${appUrl()}/workgroups/${group.id}/documents`);
    await expect.poll(() => selected(page, 'Documents'), POLL).toBe('true');
    // An unknown tab path is the not-found page.
    await page.goto(`${appUrl()}/workgroups/${group.id}/nope`);
    await expect.poll(() => page.getByText('This page could not be found').isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('an establishment: …/clients shows its client account per creditor, …/services/prestations the deliveries', async ({
    expect,
  }) => {
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);
    const establishment = await createEstablishment({ legalStructureId: structure.id });
    // The account that pays: the structure's, made the establishment's main one.
    await api(
      await apiToken('moderator@vetbo.test'),
      'PATCH',
      `/v1/veterinary_establishments/${establishment.id}`,
      {
        mainBillingAccountId: account.id,
      },
    );
    // The first creditor's mandate: the establishment's account there (a billing writer opens it), and
    // the same mandate required of the paying account, not signed yet.
    const manager = await apiToken('manager@vetbo.test');
    const { data: mandates } = await api<{
      data: { id: number; entitled: string; creditor: { name: string } }[];
    }>(manager, 'GET', '/v1/mandates?limit=1');
    const mandate = mandates[0];
    if (!mandate) throw new Error('The demo data has no mandate');
    await api(manager, 'POST', '/v1/veterinary_establishment_mandates', {
      veterinaryEstablishmentId: establishment.id,
      mandateId: mandate.id,
      accountingCode: 'CLI789',
    });
    await requireMandate(account.id);

    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/fr/establishments/${establishment.id}/clients`);
    await page.waitForURL(new RegExp(`/fr/establishments/${establishment.id}\\?tab=clients$`));
    await expect.poll(() => selected(page, 'Clients'), POLL).toBe('true');
    const tab = page.getByTestId('establishment-clients-tab');
    const row = tab.getByRole('row').filter({ hasText: 'CLI789' });
    await expect.poll(() => row.isVisible(), POLL).toBe(true);
    await expect
      .poll(() => row.getByText(mandate.creditor.name, { exact: true }).isVisible(), POLL)
      .toBe(true);
    await expect.poll(() => row.getByText('À signer').isVisible(), POLL).toBe(true);
    expect(await row.getByText(account.entitled, { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.goto(`${appUrl()}/establishments/${establishment.id}/services/prestations`);
    await page.waitForURL(new RegExp(`/establishments/${establishment.id}\\?tab=serviceDeliveries$`));
    await expect.poll(() => selected(page, 'Prestations'), POLL).toBe('true');
    await context.close();
  });

  it('an establishment without client account says so; a legal structure opens …/billingAccounts', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const structure = await createLegalStructure();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${establishment.id}/clients`);
    await expect.poll(() => selected(page, 'Clients'), POLL).toBe('true');
    await expect.poll(() => page.getByText('Aucun compte client').isVisible(), POLL).toBe(true);
    // A moderator does not write billing: no account is offered to open.
    expect(await page.getByRole('button', { name: 'Nouveau compte client' }).count()).toBe(0);

    await page.goto(`${appUrl()}/fr/legalStructures/${structure.id}/billingAccounts`);
    await page.waitForURL(new RegExp(`/fr/legalStructures/${structure.id}\\?tab=billingAccounts$`));
    await expect.poll(() => selected(page, 'Comptes de facturation'), POLL).toBe('true');
    await context.close();
  });

  it('an accountant opens a client account from the Clients tab and changes its accounting code', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(`${appUrl()}/establishments/${establishment.id}/clients`);
    await expect.poll(() => selected(page, 'Clients'), POLL).toBe('true');
    await page.getByRole('button', { name: 'Nouveau compte client' }).click();
    const drawer = page.getByRole('dialog', { name: 'Nouveau compte client' });
    await drawer.waitFor();
    await drawer.getByRole('combobox', { name: 'Mandat' }).click();
    await page.getByRole('option').first().click();
    await drawer.getByRole('textbox', { name: 'Code comptable' }).fill('cli321');
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Ouvrir le compte' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    const tab = page.getByTestId('establishment-clients-tab');
    await expect.poll(() => tab.getByRole('cell', { name: 'CLI321' }).isVisible(), POLL).toBe(true);
    // No main billing account: no mandate is asked of it.
    expect(await tab.getByText('Non demandé').isVisible()).toBe(true);

    await tab.getByRole('button', { name: /^Modifier le compte client chez / }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le compte client' });
    await edit.waitFor();
    await edit.getByRole('textbox', { name: 'Code comptable' }).fill('CLI654');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => tab.getByRole('cell', { name: 'CLI654' }).isVisible(), POLL).toBe(true);
    await context.close();
  });
});
