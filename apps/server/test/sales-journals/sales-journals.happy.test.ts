import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  accountant,
  admin,
  api,
  client,
  creditor,
  issueInvoice,
  line,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import {
  balances,
  issueCreditNote,
  journalCsv,
  storedAccountingCode,
  storedMovements,
} from '../support/factories/journals-world.ts';
import { download } from '../support/files.ts';

useBillingWorld();

const frenchDay = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
const pick = (rows: Record<string, string>[], ...names: string[]) =>
  rows.map((row) => names.map((name) => row[name]));

describe('[SALES JOURNALS] the invoice journal', () => {
  it('writes one balanced entry per invoice: 411 and the auxiliary, revenue per account, VAT per rate', async () => {
    const invoice = await issueInvoice({
      lines: [
        line({ amountBeforeTax: 10_000 }),
        line({ accountingCode: '707000', vatCategory: 'REDUCED_RATE', amountBeforeTax: 5_000 }),
        line({ accountingCode: '709000', category: 'SERVICE_DISCOUNT', amountBeforeTax: 1_000 }),
      ],
    });
    expect(invoice.amountWithVat).toBe(16_075);
    const { header, lines, answer } = await journalCsv('INVOICE', invoice.id, invoice.id);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="journal-ventes-${invoice.id}-${invoice.id}.csv"`,
    );
    expect(header).toEqual([
      'Journal',
      'N° d’écriture',
      'Date',
      'N° de pièce',
      'Compte général',
      'Intitulé du compte',
      'Compte auxiliaire',
      'Intitulé auxiliaire',
      'Libellé',
      'Débit',
      'Crédit',
      'Échéance',
      'Créancier',
    ]);
    const auxiliary = await storedAccountingCode(invoice.id);
    const [movement] = await storedMovements([invoice.id]);
    expect(movement).toBe(1);
    expect(pick(lines, 'Journal', 'N° d’écriture', 'Date', 'N° de pièce')).toEqual(
      lines.map(() => ['VT', '1', frenchDay(invoice.issueDate), invoice.number]),
    );
    expect(pick(lines, 'Compte général', 'Compte auxiliaire', 'Débit', 'Crédit')).toEqual([
      ['411000', auxiliary ?? '', '160,75', ''],
      ['706100', '', '', '100,00'],
      ['707000', '', '', '50,00'],
      ['709000', '', '10,00', ''],
      ['445712', '', '', '18,00'],
      ['445713', '', '', '2,75'],
    ]);
    expect(lines[0]?.Échéance).toBe(frenchDay(invoice.dueDate));
    expect(lines[4]?.['Intitulé du compte']).toBe('TVA collectée 20 %');
    expect(new Set(lines.map((row) => row.Libellé))).toEqual(
      new Set([`Facture ${invoice.number} ${invoice.client}`]),
    );
    expect([...balances(lines, 'N° de pièce', 'Débit', 'Crédit').values()]).toEqual([0]);
  });

  it('numbers entries once, in the order of the invoices, whatever range is exported first', async () => {
    const [a, b, c] = [await issueInvoice(), await issueInvoice(), await issueInvoice()];
    // The last one first: the two before it take their numbers too, so that the journal has no gap.
    const last = await journalCsv('INVOICE', c.id, c.id);
    const numbers = await storedMovements([a.id, b.id, c.id]);
    const first = numbers[0] as number;
    expect(numbers).toEqual([first, first + 1, first + 2]);
    expect(new Set(last.lines.map((row) => row['N° d’écriture']))).toEqual(new Set([String(first + 2)]));
    // A re-export, wider, gives the same numbers and changes none.
    const again = await journalCsv('INVOICE', a.id, c.id, admin);
    expect([...new Set(again.lines.map((row) => row['N° d’écriture']))]).toEqual(
      numbers.map((n) => String(n)),
    );
    expect(await storedMovements([a.id, b.id, c.id])).toEqual(numbers);
    const balanced = balances(again.lines, 'N° de pièce', 'Débit', 'Crédit');
    expect([...balanced.keys()]).toEqual([a.number, b.number, c.number]);
    expect([...balanced.values()]).toEqual([0, 0, 0]);
  });

  it('numbers no document after the range: it waits for its own export', async () => {
    const [a, b, c] = [await issueInvoice(), await issueInvoice(), await issueInvoice()];
    await journalCsv('INVOICE', b.id, b.id);
    const [numberA, numberB, numberC] = await storedMovements([a.id, b.id, c.id]);
    expect(numberB).toBe((numberA as number) + 1);
    expect(numberC).toBeNull();
    await journalCsv('INVOICE', c.id, c.id, admin);
    expect(await storedMovements([a.id, b.id, c.id])).toEqual([numberA, numberB, (numberB as number) + 1]);
  });

  it('gives no number twice when exports run at once', async () => {
    const invoices = [];
    for (let index = 0; index < 6; index++) invoices.push(await issueInvoice());
    const ids = invoices.map((invoice) => invoice.id as number);
    await Promise.all([
      journalCsv('INVOICE', ids[5] as number, ids[5] as number),
      journalCsv('INVOICE', ids[0] as number, ids[2] as number, admin),
      journalCsv('INVOICE', ids[3] as number, ids[4] as number),
      journalCsv('INVOICE', ids[0] as number, ids[5] as number, admin),
    ]);
    const numbers = (await storedMovements(ids)) as number[];
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
  });

  it('leaves out drafts and the other journals’ documents in the range', async () => {
    const draft = await api('POST', '/v1/veterinary_establishment_invoices', accountant, {
      veterinaryEstablishmentId: client.establishmentId,
      creditorId: creditor.id,
      documentType: 'INVOICE',
      category: 'OTHER',
      paymentMethod: 'BANK_TRANSFER',
      lines: [line()],
      draft: true,
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const credit = await issueCreditNote('OTHER');
    const invoice = await issueInvoice();
    const { lines } = await journalCsv('INVOICE', draft.body.data.id, invoice.id);
    expect(new Set(lines.map((row) => row['N° de pièce']))).toEqual(new Set([invoice.number]));
    expect(await storedMovements([draft.body.data.id])).toEqual([null]);
    expect((await storedMovements([credit.id]))[0]).toBeNull();
  });

  it('answers a range without documents with the header alone', async () => {
    const { lines, header } = await journalCsv('INVOICE', 2_000_000_000, 2_000_000_001);
    expect(header).toHaveLength(13);
    expect(lines).toEqual([]);
  });

  it('writes the XLSX workbook: the CSV’s cells, amounts as numbers of euros', async () => {
    const invoice = await issueInvoice({
      lines: [
        line({ amountBeforeTax: 10_000 }),
        line({ accountingCode: '707000', vatCategory: 'REDUCED_RATE', amountBeforeTax: 5_000 }),
      ],
    });
    const answer = await download(
      `/v1/invoice_sales_journals/export?fromInvoiceId=${invoice.id}&toInvoiceId=${invoice.id}&format=xlsx`,
      accountant,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.headers.get('content-disposition')).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(answer.bytes).buffer);
    const sheet = workbook.worksheets[0];
    const rows: (string | number | null)[][] = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      rows.push(
        Array.from(
          { length: 13 },
          (_, index) => (row.getCell(index + 1).value ?? null) as string | number | null,
        ),
      );
    });
    const { header, lines } = await journalCsv('INVOICE', invoice.id, invoice.id);
    expect(rows[0]).toEqual(header);
    const euros = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : null);
    expect(rows.slice(1)).toEqual(
      lines.map((csvLine) =>
        header.map((name) =>
          name === 'Débit' || name === 'Crédit'
            ? euros(csvLine[name])
            : name === 'N° d’écriture'
              ? Number(csvLine[name])
              : csvLine[name] || null,
        ),
      ),
    );
    expect(rows.slice(1).map((row) => row[9] ?? row[10])).toEqual([172.75, 100, 50, 20, 2.75]);
  });
});

describe('[SALES JOURNALS] credit notes and self-billing', () => {
  it('reverses the invoice entry for a credit note (411 credited, revenue and VAT debited)', async () => {
    const credit = await issueCreditNote('OTHER', 2_500);
    const { lines } = await journalCsv('CREDIT_NOTE', credit.id, credit.id);
    const auxiliary = await storedAccountingCode(credit.id);
    expect(pick(lines, 'Journal', 'Compte général', 'Compte auxiliaire', 'Débit', 'Crédit')).toEqual([
      ['AV', '411000', auxiliary ?? '', '', '30,00'],
      ['AV', '706100', '', '25,00', ''],
      ['AV', '445712', '', '5,00', ''],
    ]);
    expect(lines[0]?.Libellé).toMatch(new RegExp(`^Avoir ${credit.number} `));
  });

  it('books a self-billing document as a purchase (401 credited, expense and VAT deductible debited)', async () => {
    const self = await issueCreditNote('SELF_BILLING', 40_000);
    const { lines } = await journalCsv('SELF_BILLING', self.id, self.id);
    expect(pick(lines, 'Journal', 'Compte général', 'Débit', 'Crédit')).toEqual([
      ['AF', '401000', '', '480,00'],
      ['AF', '622200', '400,00', ''],
      ['AF', '445662', '80,00', ''],
    ]);
    expect(lines[0]?.['Intitulé du compte']).toBe('Fournisseurs');
    // Not in the credit notes' journal, though a credit note by its type.
    const other = await journalCsv('CREDIT_NOTE', self.id, self.id);
    expect(other.lines).toEqual([]);
  });
});
