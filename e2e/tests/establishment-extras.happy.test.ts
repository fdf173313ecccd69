import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// Opening hours, central accounts and transfer of an establishment (issue 6 §4); data made through the API.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

async function openTab(page: Page, id: number, tab: string) {
  await page.goto(`${appUrl()}/establishments/${id}`);
  await page.getByRole('tab', { name: tab }).click();
}

describe.concurrent('[ESTABLISHMENT EXTRAS] opening hours, central accounts and transfer in the browser', () => {
  it('adds a central account and refuses a second one at the same central', async ({ expect }) => {
    const establishment = await createEstablishment();
    const { context, page } = await signedInPage(browser, moderator);
    await openTab(page, establishment.id, 'Centrales');
    const tab = page.getByTestId('central-accounts-tab');
    await tab.getByText("Aucun compte chez une centrale d'achat").waitFor();
    await expectAccessible(page);

    const add = async (clientCode: string) => {
      await tab.getByRole('button', { name: 'Nouveau compte en centrale' }).click();
      const drawer = page.getByRole('dialog', { name: 'Nouveau compte en centrale' });
      await drawer.waitFor();
      await drawer.locator('input[data-field="central"]').click();
      await page.getByRole('option', { name: 'Centravet', exact: true }).click();
      await drawer.locator('input[name="clientCode"]').fill(clientCode);
      await drawer.getByRole('button', { name: 'Créer le compte' }).click();
      return drawer;
    };
    const first = await add('cv-4521');
    await expect.poll(() => first.isVisible(), POLL).toBe(false);
    await expect.poll(() => tab.getByRole('cell', { name: 'CV-4521' }).isVisible(), POLL).toBe(true);
    await expectAccessible(page);

    const second = await add('CV-9999');
    await expect
      .poll(
        () => second.getByText('Cet établissement a déjà un compte chez cette centrale').isVisible(),
        POLL,
      )
      .toBe(true);
    await expectAccessible(page);
    await second.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Abandonner' }).click();
    await expect.poll(() => tab.getByRole('row').count(), POLL).toBe(2);
    await context.close();
  });

  it('transfers an establishment to another structure and account, shown on the information tab', async ({
    expect,
  }) => {
    const establishment = await createEstablishment();
    const target = await createLegalStructure();
    const account = await createBillingAccount(target.id);
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/establishments/${establishment.id}`);
    await page.getByRole('button', { name: 'Transférer' }).click();
    const drawer = page.getByRole('dialog', { name: "Transférer l'établissement" });
    await drawer.waitFor();
    await expect
      .poll(() => drawer.getByTestId('transfer-current-structure').textContent(), POLL)
      .toBe('Aucune');
    // Confirming without a choice names the missing fields.
    await drawer.getByRole('button', { name: 'Confirmer le transfert' }).click();
    await expect.poll(() => drawer.getByText('Ce champ est requis').count(), POLL).toBe(2);
    await drawer.locator('input[data-field="legalStructureId"]').fill(target.socialReason);
    await page.getByRole('option', { name: target.socialReason }).click();
    await drawer.locator('input[data-field="mainBillingAccountId"]').click();
    await page.getByRole('option', { name: new RegExp(account.entitled) }).click();
    const summary = drawer.getByTestId('transfer-summary');
    await expect
      .poll(() => summary.getByText(target.socialReason, { exact: false }).isVisible(), POLL)
      .toBe(true);
    await expect
      .poll(
        () => summary.getByText('Aucun créancier ne facture cet établissement', { exact: false }).isVisible(),
        POLL,
      )
      .toBe(true);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Confirmer le transfert' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText(target.socialReason).first().isVisible(), POLL).toBe(true);
    const token = await apiToken('moderator@vetbo.test');
    const { data } = await api<{ data: { legalStructureId: number; mainBillingAccountId: number } }>(
      token,
      'GET',
      `/v1/veterinary_establishments/${establishment.id}`,
    );
    expect(data).toMatchObject({ legalStructureId: target.id, mainBillingAccountId: account.id });
    // Informations names the account that pays (a link to it); the edit form only shows the structure.
    await expect
      .poll(() => page.getByRole('link', { name: account.entitled, exact: true }).isVisible(), POLL)
      .toBe(true);
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const edit = page.getByTestId('establishment-form-drawer');
    await edit
      .getByText('Seul le panneau « Transférer » change la structure juridique', { exact: false })
      .waitFor();
    expect(await edit.locator('input[data-field="legalStructureId"]').count()).toBe(0);
    expect(await edit.locator('input[data-field="legalStructureShown"]').inputValue()).toBe(
      target.socialReason,
    );
    expect(
      await edit.locator('input[data-field="legalStructureShown"]').getAttribute('readonly'),
    ).not.toBeNull();
    await expectAccessible(page);
    await context.close();
  });
});
