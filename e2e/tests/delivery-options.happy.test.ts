import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// The catalogue's "Prestations prédéfinies" (delivery options, issue 22 §2). Each test adds its own
// options to the demo service VP-DPE under a code of its own, and leaves the demo's options alone.
const SERVICE = 'VP-DPE';
const SECTION = `Prestations prédéfinies du service ${SERVICE}`;
// Intl's French amounts: a no-break space before the euro sign.
const euros = (text: string) => `${text}\u00a0€`;

interface DeliveryOption {
  id: number;
  code: string;
  entitled: string;
  unitPriceWithoutVat: number;
  invoiceLineEntitledPattern: string | null;
  veterinaryServiceId: number;
}

let browser: Browser;
let moderator: SessionState;
let accountant: SessionState;
let serviceId: number;

const optionsWithCode = async (code: string) =>
  (
    await api<{ data: DeliveryOption[] }>(
      await apiToken('admin@vetbo.test'),
      'GET',
      `/v1/service_delivery_options?code[]=${code}`,
    )
  ).data;

const section = (page: Page) => page.getByRole('region', { name: SECTION });
const optionRow = (page: Page, code: string) =>
  section(page).locator(`tr[data-delivery-option-code="${code}"]`);

/** The catalogue, once VP-DPE's predefined services (the demo's INST-VP among them) are shown. */
async function openCatalogue(page: Page) {
  await page.goto(`${appUrl()}/overview/services`);
  await page.getByRole('heading', { level: 1, name: 'Catalogue des services' }).waitFor();
  await optionRow(page, 'INST-VP').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  const services = await api<{ data: { id: number; code: string }[] }>(
    await apiToken('admin@vetbo.test'),
    'GET',
    '/v1/veterinary_services?limit=100',
  );
  serviceId = services.data.find((service) => service.code === SERVICE)?.id ?? 0;
});

afterAll(async () => {
  await browser?.close();
});

describe('[DELIVERY OPTIONS] the catalogue’s predefined services in the browser', () => {
  it('a moderator creates an option with its invoice line preview, edits it and deletes it', async ({
    expect,
  }) => {
    const word = uniqueWord('').toUpperCase();
    const code = `PARAM-${word}`;
    const entitled = `Paramétrage ${word}`;
    const { context, page } = await signedInPage(browser, moderator);
    await openCatalogue(page);
    // Readable as a writer sees it, its three buttons beside the label (expectAccessible: no squeezed cell,
    // no cut button; the label column once had no width left).
    expect(await optionRow(page, 'INST-VP').locator('button').count()).toBe(3);
    await expectAccessible(page);

    await section(page)
      .getByRole('button', { name: `Nouvelle prestation prédéfinie du service ${SERVICE}` })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Nouvelle prestation prédéfinie' });
    await drawer.waitFor();
    // The demo's INST-VP already has this code (typed lower-case: the API stores it upper-case).
    await drawer.locator('input[name="code"]').fill('inst-vp');
    await drawer.locator('input[name="entitled"]').fill(entitled);
    await drawer.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Mise en service', exact: true }).click();
    await drawer.locator('input[name="unitPriceWithoutVat"]').fill('125,50');
    await drawer.locator('input[name="accountingCode"]').fill('706500');

    // The preview follows the pattern as it is typed: none gives the label.
    const pattern = drawer.locator('input[name="invoiceLineEntitledPattern"]');
    const preview = drawer.getByTestId('invoice-line-preview-label');
    await expect.poll(() => preview.innerText(), POLL).toBe(entitled);
    await pattern.fill('{entitled} — {date}');
    await drawer.getByText('Variable inconnue, refusée à l’enregistrement : {date}').waitFor();
    await pattern.fill('{entitled} — {establishmentName} ({privilegedCode}) × {quantity}');
    await expect
      .poll(() => preview.innerText(), POLL)
      .toBe(`${entitled} — Clinique vétérinaire du Parc (PARC01) × 2`);
    expect(await drawer.getByText('Variable inconnue').count()).toBe(0);
    await expectAccessible(page);

    // The API's 409 (the code is taken) goes onto the code field.
    await drawer.getByRole('button', { name: 'Créer la prestation' }).click();
    await drawer.getByText('Ce code est déjà celui d’une autre option de prestation').waitFor();
    expect(await drawer.locator('input[name="code"]').getAttribute('aria-invalid')).toBe('true');
    await drawer.locator('input[name="code"]').fill(code.toLowerCase());
    await drawer.getByRole('button', { name: 'Créer la prestation' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    const row = optionRow(page, code);
    await row.waitFor();
    const text = await row.innerText();
    for (const part of [code, entitled, 'Mise en service', euros('125,50'), 'Taux normal (20 %)', '706500']) {
      expect(text).toContain(part);
    }
    const [created] = await optionsWithCode(code);
    expect(created).toMatchObject({
      code,
      entitled,
      unitPriceWithoutVat: 12_550,
      veterinaryServiceId: serviceId,
      invoiceLineEntitledPattern: '{entitled} — {establishmentName} ({privilegedCode}) × {quantity}',
    });

    // The edit starts from the saved option; an emptied pattern labels the line with the label again.
    await row.getByRole('button', { name: `Modifier la prestation ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Modifier la prestation ${code}` });
    await edit.waitFor();
    const price = edit.locator('input[name="unitPriceWithoutVat"]');
    await expect.poll(() => price.inputValue(), POLL).toBe('125,50');
    await expect
      .poll(() => edit.getByTestId('invoice-line-preview-label').innerText(), POLL)
      .toBe(`${entitled} — Clinique vétérinaire du Parc (PARC01) × 2`);
    await price.fill('130');
    await edit.locator('input[name="invoiceLineEntitledPattern"]').fill('');
    await expect.poll(() => edit.getByTestId('invoice-line-preview-label').innerText(), POLL).toBe(entitled);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => edit.isVisible(), POLL).toBe(false);
    await expect.poll(() => row.innerText(), POLL).toContain(euros('130,00'));
    expect((await optionsWithCode(code))[0]).toMatchObject({
      unitPriceWithoutVat: 13_000,
      invoiceLineEntitledPattern: null,
    });

    // Deleting asks first; the option then leaves the catalogue.
    await row.getByRole('button', { name: `Supprimer la prestation ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la prestation prédéfinie' });
    await confirm.getByText(`La prestation prédéfinie ${code} — ${entitled} sera supprimée`).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect.poll(() => row.count(), POLL).toBe(0);
    expect(await optionsWithCode(code)).toEqual([]);
    await context.close();
  });

  it('says in the confirmation that an option a delivery was made from cannot be deleted', async ({
    expect,
  }) => {
    const code = `USED-${uniqueWord('').toUpperCase()}`;
    const token = await apiToken('moderator@vetbo.test');
    const { data: option } = await api<{ data: DeliveryOption }>(
      token,
      'POST',
      '/v1/service_delivery_options',
      {
        code,
        entitled: `Formation ${code}`,
        type: 'TRAINING',
        unitPriceWithoutVat: 20_000,
        accountingCode: '706510',
        veterinaryServiceId: serviceId,
      },
    );
    const establishment = await createEstablishment();
    await api(token, 'POST', '/v1/veterinary_establishment_service_deliveries', {
      veterinaryEstablishmentId: establishment.id,
      serviceDeliveryOptionId: option.id,
    });
    const { context, page } = await signedInPage(browser, moderator);
    await openCatalogue(page);
    await optionRow(page, code)
      .getByRole('button', { name: `Supprimer la prestation ${code}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer la prestation prédéfinie' });
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await confirm
      .getByRole('alert')
      .getByText(`L’option de prestation ${code} est utilisée par 1 prestation(s)`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => confirm.isVisible(), POLL).toBe(false);
    expect(await optionRow(page, code).count()).toBe(1);
    expect(await optionsWithCode(code)).toHaveLength(1);
    await context.close();
  });

  it('an accountant reads the predefined services without any action', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, accountant);
    await openCatalogue(page);
    const text = await optionRow(page, 'INST-VP').innerText();
    for (const part of ['INST-VP', 'Installation Vétérinaire Pro', euros('450,00'), '706500']) {
      expect(text).toContain(part);
    }
    // A service without predefined services says so.
    await page
      .getByRole('region', { name: 'Prestations prédéfinies du service CE-GRP-ABO' })
      .getByText('Aucune prestation prédéfinie pour ce service.')
      .waitFor();
    expect(await page.getByRole('button', { name: /^Nouvelle prestation/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Modifier|Supprimer) la prestation/ }).count()).toBe(0);
    expect(await section(page).getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await section(page).locator('[data-write-area]').count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });
});
