// The invoice stepper says in advance what the API would refuse (spec §5): a workgroup without a legal
// structure, a direct debit without a default billing account, no valid mandate for the creditor (a
// notice, then the API's refusal on the last step); leaving or resetting with changes asks "Abandonner" /
// "Conserver". The records are made through the API.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { createBillingAccount, createLegalStructure } from '../../support/legal-structures.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';
import { createWorkgroup } from '../../support/workgroups.ts';

let browser: Browser;
let accountant: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

async function choose(page: Page, scope: Locator, field: string, option: string | RegExp) {
  await scope.locator(`input[data-field="${field}"]`).click();
  await page.getByRole('option', { name: option }).click();
}

async function openStepper(page: Page) {
  await page.goto(`${appUrl()}/invoice/new`);
  await page.getByRole('heading', { level: 1, name: 'Nouvelle facture ou nouvel avoir' }).waitFor();
  return page.getByTestId('invoice-stepper');
}

async function pickEstablishment(page: Page, stepper: Locator, privilegedCode: string) {
  await stepper.locator('input[data-field="veterinaryEstablishmentId"]').fill(privilegedCode);
  await page.getByRole('option', { name: new RegExp(privilegedCode) }).click();
  await stepper.getByText(/^Structure juridique\s: /u).waitFor();
}

describe.concurrent('[BILLING] the invoice stepper refuses before sending what the API would refuse', () => {
  it('a workgroup without a legal structure cannot be invoiced', async ({ expect }) => {
    const group = await createWorkgroup();
    const { context, page } = await signedInPage(browser, accountant);
    const stepper = await openStepper(page);
    await stepper.getByRole('radio', { name: 'Groupe' }).check();
    await stepper.locator('input[data-field="veterinaryGroupId"]').fill(group.groupCode);
    await page.getByRole('option', { name: new RegExp(group.groupCode) }).click();
    await stepper
      .getByText(`« ${group.entitled} » n’a pas de structure juridique`, { exact: false })
      .waitFor();
    await stepper.getByRole('button', { name: 'Suivant' }).click();
    await expect
      .poll(() => stepper.locator('input[data-field="veterinaryGroupId"][aria-invalid="true"]').count(), POLL)
      .toBe(1);
    // Still on the first step.
    await expect.poll(() => stepper.locator('input[data-field="creditorId"]').count()).toBe(0);
    // The invalid picker has the focus, its list open: closed before the page is checked.
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/invoice-stepper-error-workgroup.png', fullPage: true });
    await expectAccessible(page);
    await context.close();
  });

  it('a direct debit: no default billing account, then no valid mandate — a notice, then the API’s refusal', async ({
    expect,
  }) => {
    const admin = await apiToken('admin@vetbo.test');
    const bare = await createEstablishment({
      name: `Clinique ${uniqueWord('SansCompte')}`,
      legalStructureId: (await createLegalStructure()).id,
    });
    const structure = await createLegalStructure();
    const account = await createBillingAccount(structure.id);
    const withAccount = await createEstablishment({
      name: `Clinique ${uniqueWord('SansMandat')}`,
      legalStructureId: structure.id,
    });
    await api(admin, 'PATCH', `/v1/veterinary_establishments/${withAccount.id}`, {
      mainBillingAccountId: account.id,
    });

    const { context, page } = await signedInPage(browser, accountant);
    const stepper = await openStepper(page);
    const next = () => stepper.getByRole('button', { name: 'Suivant' }).click();
    await pickEstablishment(page, stepper, bare.privilegedCode);
    await next();
    await choose(page, stepper, 'creditorId', 'Vetbo Services SAS');
    await choose(page, stepper, 'category', 'Abonnement');
    await choose(page, stepper, 'paymentMethod', 'Prélèvement (compte de l’établissement)');
    await next();
    await stepper.getByText(/^Aucun compte de facturation par défaut/).waitFor();
    await expect
      .poll(() => stepper.locator('input[data-field="billingAccountId"][aria-invalid="true"]').count(), POLL)
      .toBe(1);
    await expectAccessible(page);

    // Another establishment, whose main account has no mandate of the creditor: its account by default, a notice.
    await stepper.getByRole('button', { name: 'Retour' }).click();
    await stepper.locator('input[data-field="veterinaryEstablishmentId"]').fill(withAccount.privilegedCode);
    await page.getByRole('option', { name: new RegExp(withAccount.privilegedCode) }).click();
    await next();
    await expect
      .poll(() => stepper.locator('input[data-field="billingAccountId"]').inputValue(), POLL)
      .toBe(account.entitled);
    const notice = stepper.getByTestId('no-mandate-notice');
    await expect
      .poll(() => notice.textContent(), POLL)
      .toContain('Aucun mandat SEPA valide pour le créancier');
    await page.screenshot({ path: '/tmp/invoice-stepper-error-mandate.png', fullPage: true });
    await expectAccessible(page);
    await next();

    await stepper.locator('input[name="lines.0.summary"]').fill('Abonnement annuel');
    await stepper.locator('input[name="lines.0.accountingCode"]').fill('706100');
    await choose(page, stepper, 'lines.0.category', 'Vente de services');
    await next();
    await stepper.getByRole('button', { name: 'Émettre', exact: true }).click();
    const refusal = stepper.getByRole('alert').filter({ hasText: 'Aucun mandat valide' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Vetbo Services SAS');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/invoice/new');
    await page.screenshot({ path: '/tmp/invoice-stepper-error-refused.png', fullPage: true });
    await context.close();
  });

  it('leaving or resetting with changes asks "Abandonner" or "Conserver"', async ({ expect }) => {
    const establishment = await createEstablishment({
      name: `Clinique ${uniqueWord('Brouillon')}`,
      legalStructureId: (await createLegalStructure()).id,
    });
    const { context, page } = await signedInPage(browser, accountant);
    const stepper = await openStepper(page);
    await pickEstablishment(page, stepper, establishment.privilegedCode);

    const modal = page.getByTestId('unsaved-changes-modal');
    await page.getByRole('link', { name: 'Établissements', exact: true }).click();
    await modal.getByRole('button', { name: 'Conserver' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/invoice/new');
    await expect
      .poll(() => stepper.locator('input[data-field="veterinaryEstablishmentId"]').inputValue())
      .toContain(establishment.privilegedCode);

    await stepper.getByRole('button', { name: 'Réinitialiser' }).click();
    await modal.getByRole('button', { name: 'Abandonner' }).click();
    await expect
      .poll(() => stepper.locator('input[data-field="veterinaryEstablishmentId"]').inputValue(), POLL)
      .toBe('');
    // Nothing left to lose: the link leaves at once.
    await page.getByRole('link', { name: 'Établissements', exact: true }).click();
    await page.waitForURL(/\/overview\/establishments/);
    await context.close();
  });
});
