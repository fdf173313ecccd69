import { parisDay } from '@vetbo/domain/paris-day';
import { describe, expect, it } from 'vitest';
import {
  creditor,
  database,
  issueInvoice,
  line,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import { fec, issueCreditNote, storedMovements } from '../support/factories/journals-world.ts';

useBillingWorld();

const COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
];
const amount = (text: string | undefined) => {
  expect(text).toMatch(/^\d+,\d{2}$/);
  return Number((text as string).replace(',', ''));
};

/** What an inspector's tool checks first: the columns, every entry balanced, the dates, the sequences. */
function checkFec(file: Awaited<ReturnType<typeof fec>>, year: number) {
  expect(file.columns).toEqual(COLUMNS);
  for (const record of file.raw) expect(record.split('\t')).toHaveLength(18);
  const entries = new Map<string, number>();
  for (const record of file.records) {
    for (const day of ['EcritureDate', 'PieceDate', 'ValidDate'])
      expect(record[day]).toMatch(new RegExp(`^${year}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])$`));
    expect(record.ValidDate).toBe(record.EcritureDate);
    expect(record.EcritureLib).not.toBe('');
    expect(record.CompteNum).toMatch(/^\d{6}$/);
    const key = `${record.JournalCode}/${record.EcritureNum}`;
    entries.set(key, (entries.get(key) ?? 0) + amount(record.Debit) - amount(record.Credit));
  }
  expect([...entries.values()].every((balance) => balance === 0)).toBe(true);
  // Each journal's entry numbers run without a gap, in the file's (chronological) order.
  for (const journal of new Set(file.records.map((record) => record.JournalCode))) {
    const numbers = [
      ...new Set(file.records.filter((r) => r.JournalCode === journal).map((r) => Number(r.EcritureNum))),
    ];
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] as number) + index));
  }
  const days = file.records.map((record) => record.EcritureDate as string);
  expect(days).toEqual([...days].sort());
}

describe('[FEC] a creditor’s fiscal year', () => {
  it('writes the three journals of the year in the administration’s format', async () => {
    const invoice = await issueInvoice({
      lines: [
        line({ amountBeforeTax: 12_345 }),
        line({ accountingCode: '707000', vatCategory: 'REDUCED_RATE' }),
      ],
    });
    const credit = await issueCreditNote('OTHER');
    const self = await issueCreditNote('SELF_BILLING');
    const year = Number(parisDay().slice(0, 4));
    const file = await fec(creditor.id, year);
    expect(file.file.headers.get('content-type')).toBe('text/plain; charset=iso-8859-15');
    expect(file.file.headers.get('content-disposition')).toBe(
      `attachment; filename="${creditor.legalCode.slice(0, 9)}FEC${year}1231.txt"`,
    );
    checkFec(file, year);
    const pieces = [...new Set(file.records.map((record) => `${record.JournalCode} ${record.PieceRef}`))];
    expect(pieces).toEqual(
      expect.arrayContaining([`VT ${invoice.number}`, `AV ${credit.number}`, `AF ${self.number}`]),
    );
    // One day: the journals in their order (sales, credit notes, self-billing), each entry's lines together.
    expect(
      file.records.map((record) => record.JournalCode).filter((code, i, all) => code !== all[i - 1]),
    ).toEqual(['VT', 'AV', 'AF']);
    // The numbers the file shows are those stored, each journal from 1 for a new creditor.
    const stored = await storedMovements([invoice.id, credit.id, self.id]);
    expect(stored).toEqual([1, 1, 1]);
    const client = file.records.find((r) => r.PieceRef === invoice.number && r.CompteNum === '411000');
    expect(client).toMatchObject({
      JournalCode: 'VT',
      JournalLib: 'Journal des ventes',
      EcritureNum: '1',
      Debit: '253,64',
      Credit: '0,00',
      EcritureLet: '',
      DateLet: '',
      Montantdevise: '',
      Idevise: '',
      CompAuxLib: invoice.client,
    });
    // ISO 8859-15 on the wire: "é" of "TVA collectée" is one byte.
    expect(file.file.bytes.includes(Buffer.from('é', 'utf8'))).toBe(false);
    expect(file.file.bytes.includes(Buffer.from([0xe9]))).toBe(true);
    // The same file again: nothing renumbered.
    expect((await fec(creditor.id, year)).text).toBe(file.text);
  });

  it('answers a year without documents with the header alone', async () => {
    const file = await fec(creditor.id, 2001);
    expect(file.records).toEqual([]);
    expect(file.columns).toEqual(COLUMNS);
  });
});

describe('[FEC] the demo data', () => {
  it('reads back the demo creditor’s FEC: columns, balance, dates, every demo invoice', async () => {
    // The demo invoices are the first billing run's (apps/server/src/demo/seed-billing.ts).
    const { rows } = await database.query<{ creditor_id: number; issue_year: number; number: string }>(
      `select creditor_id, issue_year, number from billing_documents
        where billing_run_id = (select min(id) from billing_runs) and status = 'ISSUED' order by id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const byCreditor = new Map<number, typeof rows>();
    for (const row of rows)
      byCreditor.set(row.creditor_id, [...(byCreditor.get(row.creditor_id) ?? []), row]);
    for (const [creditorId, documents] of byCreditor) {
      const year = (documents[0] as { issue_year: number }).issue_year;
      const file = await fec(creditorId, year);
      checkFec(file, year);
      const pieces = new Set(file.records.map((record) => record.PieceRef));
      for (const document of documents) expect(pieces.has(document.number)).toBe(true);
      expect(
        file.records.filter((r) => r.CompteNum === '411000' && r.PieceRef === documents[0]?.number),
      ).toHaveLength(1);
    }
  });
});
