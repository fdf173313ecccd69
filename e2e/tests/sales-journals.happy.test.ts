import { readFileSync } from 'node:fs';
import { FEC_COLUMNS } from '@vetbo/domain/money-files/journals/fec';
import { SALES_JOURNAL_COLUMNS } from '@vetbo/domain/money-files/journals/sales-journal-sheet';
import { parisDay } from '@vetbo/domain/paris-day';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken } from '../support/api.ts';
import { type IssuedDocument, issueInvoice, serviceLine } from '../support/billing.ts';
import { appUrl, expectAccessible, launchBrowser } from '../support/browser.ts';
import { providerSession, signedInPage } from '../support/session.ts';

// The accounting exports on screen (issue 24 §4, §6): from the billing overview the accountant exports the
// invoices' sales journal of a range chosen with the pickers (a CSV of balanced entries, then the same range as
// a workbook), then the FEC of the current year (`<SIREN>FEC<AAAAMMJJ>.txt`, its 18 columns tab-separated).
let browser: Browser;
let creditor: { id: number; name: string };
let first: IssuedDocument;
let last: IssuedDocument;

beforeAll(async () => {
  browser = await launchBrowser();
  // support/billing.ts issues with the first creditor by name.
  const token = await apiToken('accountant@vetbo.test');
  const creditors = await api<{ data: { id: number; name: string }[] }>(
    token,
    'GET',
    '/v1/creditors?sortName=asc',
  );
  if (!creditors.data[0]) throw new Error('No demo creditor');
  creditor = creditors.data[0];
  first = await issueInvoice([serviceLine('Abonnement logiciel', 10_000)]);
  last = await issueInvoice([serviceLine('Formation des assistants', 4_550)]);
});

afterAll(async () => {
  await browser?.close();
});

/** A `;` CSV's rows of cells (quotes undone), its BOM left out. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index++) {
    const c = body[index] as string;
    if (quoted && c === '"' && body[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ';') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && body[index + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index++;
    } else cell += c;
  }
  return rows;
}

/** "1234,56" → 123456 cents; an empty side → 0. */
const cents = (text: string | undefined) => (text ? Number(text.replace(',', '')) : 0);

/** Picks one end of the range: its number typed, its option chosen. */
async function pickDocument(page: Page, field: 'fromId' | 'toId', document: IssuedDocument) {
  await page.locator(`input[data-field="${field}"]`).fill(document.number);
  await page.getByRole('option', { name: new RegExp(`^${document.number}`) }).click();
}

describe('[SALES JOURNALS] the accounting exports from the billing overview', () => {
  it('the accountant exports the invoices’ journal of a range as CSV and as XLSX, then the FEC of the year', async ({
    expect,
  }) => {
    const session = await providerSession(browser, 'accountant@vetbo.test');
    const { context, page } = await signedInPage(browser, session);
    try {
      await page.goto(`${appUrl()}/overview/billing`);
      const card = page.getByRole('region', { name: 'Exports comptables' });
      await card.getByRole('button', { name: 'Journal des ventes' }).click();
      await page.waitForURL(/panel=sales-journal/);
      const journal = page.getByRole('dialog', { name: 'Export du journal des ventes' });
      await journal.getByText(/Une écriture équilibrée/).waitFor();

      // Invoices (the default journal) of the creditor, from the first document to the last, CSV (the default).
      await journal.getByRole('combobox', { name: 'Créancier' }).click();
      await page.getByRole('option', { name: creditor.name, exact: true }).click();
      await pickDocument(page, 'fromId', first);
      await pickDocument(page, 'toId', last);
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        journal.getByRole('button', { name: 'Exporter' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`journal-ventes-${first.id}-${last.id}.csv`);
      const [header, ...lines] = csvRows(readFileSync(await download.path(), 'utf8'));
      expect(header).toEqual(SALES_JOURNAL_COLUMNS.map((column) => column.header));
      const column = (name: string) => (header as string[]).indexOf(name);
      // One entry per invoice, each balanced: Σ debit = Σ credit.
      const balances = new Map<string, number>();
      for (const line of lines) {
        const piece = line[column('N° de pièce')] as string;
        const balance = cents(line[column('Débit')]) - cents(line[column('Crédit')]);
        balances.set(piece, (balances.get(piece) ?? 0) + balance);
      }
      expect(balances.get(first.number)).toBe(0);
      expect(balances.get(last.number)).toBe(0);
      expect([...balances.values()].every((balance) => balance === 0)).toBe(true);
      // 45,50 € before VAT, 20 % VAT: the client owes 54,60 €.
      const owed = lines.find(
        (line) =>
          line[column('N° de pièce')] === last.number && line[column('Compte général')]?.startsWith('411'),
      );
      expect(owed?.[column('Débit')]).toBe('54,60');
      // Saved, the panel closes and the URL with it.
      await journal.waitFor({ state: 'hidden' });
      expect(page.url()).not.toContain('panel=');

      // The same range as a workbook: the CSV's rows, amounts as numbers of euros.
      await card.getByRole('button', { name: 'Journal des ventes' }).click();
      await journal.getByRole('combobox', { name: 'Créancier' }).click();
      await page.getByRole('option', { name: creditor.name, exact: true }).click();
      await pickDocument(page, 'fromId', first);
      await pickDocument(page, 'toId', last);
      await journal.getByText('XLSX', { exact: true }).click();
      const [xlsxDownload] = await Promise.all([
        page.waitForEvent('download'),
        journal.getByRole('button', { name: 'Exporter' }).click(),
      ]);
      expect(xlsxDownload.suggestedFilename()).toBe(`journal-ventes-${first.id}-${last.id}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(new Uint8Array(readFileSync(await xlsxDownload.path())).buffer);
      const sheetRows: (string | number | null)[][] = [];
      workbook.worksheets[0]?.eachRow((row) => {
        sheetRows.push(
          Array.from({ length: header?.length ?? 0 }, (_, index) => {
            const value = row.getCell(index + 1).value;
            return typeof value === 'string' || typeof value === 'number' ? value : null;
          }),
        );
      });
      expect(sheetRows[0]).toEqual(header);
      expect(sheetRows.slice(1)).toEqual(
        lines.map((line) =>
          line.map((cell, index) =>
            index === column('N° d’écriture')
              ? Number(cell)
              : index === column('Débit') || index === column('Crédit')
                ? cell
                  ? cents(cell) / 100
                  : null
                : cell || null,
          ),
        ),
      );
      await journal.waitFor({ state: 'hidden' });

      // The FEC of the current year (the last closed one is proposed).
      await card.getByRole('button', { name: 'Export FEC' }).click();
      await page.waitForURL(/panel=fec/);
      const fec = page.getByRole('dialog', { name: 'Export FEC' });
      const year = Number(parisDay().slice(0, 4));
      const yearField = fec.getByRole('combobox', { name: 'Exercice' });
      expect(await yearField.inputValue()).toBe(String(year - 1));
      await fec.getByRole('combobox', { name: 'Créancier' }).click();
      await page.getByRole('option', { name: creditor.name, exact: true }).click();
      await yearField.click();
      await page.getByRole('option', { name: String(year), exact: true }).click();
      await expectAccessible(page);
      const [fecDownload] = await Promise.all([
        page.waitForEvent('download'),
        fec.getByRole('button', { name: 'Exporter' }).click(),
      ]);
      expect(fecDownload.suggestedFilename()).toMatch(new RegExp(`^\\d{9}FEC${year}1231\\.txt$`));
      const text = readFileSync(await fecDownload.path(), 'latin1');
      const [columns] = text.split('\r\n');
      expect(columns?.split('\t')).toEqual([...FEC_COLUMNS]);
      expect(FEC_COLUMNS).toHaveLength(18);
      expect(text).toContain(first.number);
      expect(text).toContain(last.number);
    } finally {
      await context.close();
    }
  });
});
