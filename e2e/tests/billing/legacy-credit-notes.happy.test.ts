import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../../support/session.ts';

// Three notes of an establishment of this file's own: the list is narrowed to it (its URL filter).
interface Note {
  id: number;
  documentCode: string;
  accountingStatus: string;
}

let browser: Browser;
let accountant: SessionState;
let manager: SessionState;
let establishmentId: number;
let notes: Note[];

beforeAll(async () => {
  browser = await launchBrowser();
  accountant = await providerSession(browser, 'accountant@vetbo.test');
  manager = await providerSession(browser, 'manager@vetbo.test');
  establishmentId = (await createEstablishment({ name: uniqueWord('Clinique des Avoirs ') })).id;
  const token = await apiToken('accountant@vetbo.test');
  notes = [];
  for (const [index, amount] of [4990, 12000, 2550].entries()) {
    const { data } = await api<{ data: Note }>(
      token,
      'POST',
      '/legacy/veterinary_establishment_credit_notes',
      {
        veterinaryEstablishmentId: establishmentId,
        documentCode: uniqueWord(`AV-E2E-${index}-`).toUpperCase(),
        documentDate: '2019-06-30',
        unitPriceWithVat: amount,
      },
    );
    notes.push(data);
  }
});

afterAll(async () => {
  await browser?.close();
});

describe('[LEGACY CREDIT NOTES] marking a selection as treated in the browser', () => {
  it('an ACCOUNTANT selects two untreated notes, marks them treated and sees them TREATED', async ({
    expect,
  }) => {
    const [first, second, third] = notes as [Note, Note, Note];
    const { context, page } = await signedInPage(browser, accountant);
    await page.goto(
      `${appUrl()}/overview/billing/legacyCreditNotes?veterinaryEstablishmentId=${establishmentId}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Avoirs historiques' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(3);
    await expectAccessible(page);

    const row = (note: Note) => page.locator('tbody tr', { hasText: note.documentCode });
    await page.getByRole('checkbox', { name: `Sélectionner l’avoir ${first.documentCode}` }).check();
    await page.getByRole('checkbox', { name: `Sélectionner l’avoir ${second.documentCode}` }).check();
    await page.getByRole('button', { name: 'Marquer comme traités (2)' }).click();

    for (const note of [first, second])
      await expect.poll(() => row(note).locator('[data-status]').innerText(), POLL).toBe('Traité');
    expect(await row(third).locator('[data-status]').innerText()).toBe('Non traité');
    await expect
      .poll(() => page.getByRole('button', { name: 'Marquer comme traités (0)' }).isDisabled(), POLL)
      .toBe(true);

    const token = await apiToken('accountant@vetbo.test');
    const listed = await api<{ data: Note[] }>(
      token,
      'GET',
      `/legacy/veterinary_establishment_credit_notes?veterinaryEstablishmentId[]=${establishmentId}&sortDocumentCode=asc`,
    );
    const statuses = Object.fromEntries(listed.data.map((note) => [note.id, note.accountingStatus]));
    expect(statuses).toEqual({ [first.id]: 'TREATED', [second.id]: 'TREATED', [third.id]: 'UNTREATED' });
    await context.close();
  });

  it('a MANAGER reads the notes and exports them, and is offered no write', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, manager);
    const list = `${appUrl()}/overview/billing/legacyCreditNotes?veterinaryEstablishmentId=${establishmentId}`;
    await page.goto(list);
    await page.getByRole('heading', { level: 1, name: 'Avoirs historiques' }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(3);
    expect(await page.getByRole('button', { name: 'Exporter (CSV)' }).count()).toBe(1);
    expect(await page.locator('[data-write-area]').count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.goto(`${list}&panel=new`);
    await page.getByRole('heading', { level: 1, name: 'Avoirs historiques' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
