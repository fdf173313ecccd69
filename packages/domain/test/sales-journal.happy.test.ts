import { describe, expect, it } from 'vitest';
import { documentTotals } from '../src/billing/totals.ts';
import { vatAccount } from '../src/money-files/journals/chart-of-accounts.ts';
import {
  entryBalance,
  type JournalDocument,
  type JournalLine,
  journalEntry,
} from '../src/money-files/journals/sales-journal.ts';
import {
  SALES_JOURNAL_COLUMNS,
  salesJournalCells,
  salesJournalCsvRecords,
  salesJournalCsvWriter,
} from '../src/money-files/journals/sales-journal-sheet.ts';
import { document, line } from './support/sales-journal.ts';

/** [account, auxiliary, debit, credit] of each line: what an accountant reads. */
const summary = (doc: JournalDocument) =>
  journalEntry(doc).map((l) => [l.account.number, l.auxiliary?.number ?? null, l.debit, l.credit]);

describe('journalEntry: a document as a balanced double entry', () => {
  const cases: { name: string; doc: JournalDocument; lines: unknown[] }[] = [
    {
      name: 'an invoice: client debited with VAT, revenue and VAT collected credited',
      doc: document({}),
      lines: [
        ['411000', 'CABC123', 12_000, 0],
        ['706100', null, 0, 10_000],
        ['445712', null, 0, 2_000],
      ],
    },
    {
      name: 'two rates and two accounts: one line per account, one VAT line per rate',
      doc: document({
        amountWithVat: 10_000 + 2_000 + 5_000 + 275 + 3_000 + 600,
        lines: [
          line('706100', 10_000),
          line('707000', 5_000, 'REDUCED_RATE'),
          line('706100', 3_000),
          line('706100', 0, 'EXEMPT'),
        ],
      }),
      lines: [
        ['411000', 'CABC123', 20_875, 0],
        ['706100', null, 0, 13_000],
        ['707000', null, 0, 5_000],
        ['445712', null, 0, 2_600],
        ['445713', null, 0, 275],
      ],
    },
    {
      name: 'a discount on its own account (709) is debited; the VAT is on the net base',
      doc: document({ amountWithVat: 9_600, lines: [line('706100', 10_000), line('709000', -2_000)] }),
      lines: [
        ['411000', 'CABC123', 9_600, 0],
        ['706100', null, 0, 10_000],
        ['709000', null, 2_000, 0],
        ['445712', null, 0, 1_600],
      ],
    },
    {
      name: 'a discount on the same account nets it',
      doc: document({ amountWithVat: 9_600, lines: [line('706100', 10_000), line('706100', -2_000)] }),
      lines: [
        ['411000', 'CABC123', 9_600, 0],
        ['706100', null, 0, 8_000],
        ['445712', null, 0, 1_600],
      ],
    },
    {
      name: 'a credit note: the invoice reversed (client credited, revenue and VAT debited)',
      doc: document({ series: 'CREDIT_NOTE', number: 'AVS-2026-000003' }),
      lines: [
        ['411000', 'CABC123', 0, 12_000],
        ['706100', null, 10_000, 0],
        ['445712', null, 2_000, 0],
      ],
    },
    {
      name: 'self-billing: a purchase (establishment 401 credited, expense and VAT deductible debited)',
      doc: document({ series: 'SELF_BILLING', number: 'AFS-2026-000001', lines: [line('622200', 10_000)] }),
      lines: [
        ['401000', 'CABC123', 0, 12_000],
        ['622200', null, 10_000, 0],
        ['445662', null, 2_000, 0],
      ],
    },
    {
      name: 'no VAT (exempt, reverse charge): no VAT line; no client code: no auxiliary',
      doc: document({
        amountWithVat: 10_000,
        auxiliaryAccount: null,
        lines: [line('706100', 6_000, 'EXEMPT'), line('706200', 4_000, 'REVERSE_CHARGE')],
      }),
      lines: [
        ['411000', null, 10_000, 0],
        ['706100', null, 0, 6_000],
        ['706200', null, 0, 4_000],
      ],
    },
    {
      name: 'a document of zero: no line at all',
      doc: document({ amountWithVat: 0, lines: [line('706100', 0)] }),
      lines: [],
    },
  ];

  for (const { name, doc, lines } of cases)
    it(name, () => {
      expect(summary(doc)).toEqual(lines);
      expect(entryBalance(journalEntry(doc))).toBe(0);
    });

  it('rounds the VAT once per rate, as documentTotals does (3 × 0,05 € at 5,5 % → 0,01 €)', () => {
    const doc = document({
      amountWithVat: 16,
      lines: [
        line('707000', 5, 'REDUCED_RATE'),
        line('707000', 5, 'REDUCED_RATE'),
        line('707000', 5, 'REDUCED_RATE'),
      ],
    });
    expect(summary(doc)).toEqual([
      ['411000', 'CABC123', 16, 0],
      ['707000', null, 0, 15],
      ['445713', null, 0, 1],
    ]);
  });

  it('names every line alike: the document kind, its number and the client', () => {
    const labels = new Set(journalEntry(document({})).map((l) => l.label));
    expect([...labels]).toEqual(['Facture FVS-2026-000042 Clinique des Tilleuls']);
  });

  it('stays balanced on generated documents of every journal', () => {
    const categories = [
      'STANDARD',
      'INTERMEDIATE',
      'REDUCED_RATE',
      'SPECIAL_RATE',
      'OVERSEAS',
      'EXEMPT',
    ] as const;
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const lines = Array.from({ length: 1 + random(8) }, () =>
        line(`70${random(10)}000`, random(1_000_000), categories[random(categories.length)]),
      );
      const series = (['INVOICE', 'CREDIT_NOTE', 'SELF_BILLING'] as const)[random(3)];
      const { amountWithVat } = documentTotals(lines);
      const entry = journalEntry(document({ series, lines, amountWithVat }));
      expect(entryBalance(entry)).toBe(0);
      expect(entry.every((l) => l.debit >= 0 && l.credit >= 0 && (l.debit === 0) !== (l.credit === 0))).toBe(
        true,
      );
    }
  });
});

describe('vatAccount: one sub-account per rate', () => {
  const cases = [
    ['collected', 'STANDARD', '445712', 'TVA collectée 20 %'],
    ['collected', 'INTERMEDIATE', '445711', 'TVA collectée 10 %'],
    ['collected', 'REDUCED_RATE', '445713', 'TVA collectée 5,5 %'],
    ['collected', 'SPECIAL_RATE', '445714', 'TVA collectée 2,1 %'],
    ['collected', 'OVERSEAS', '445715', 'TVA collectée 8,5 %'],
    ['deductible', 'STANDARD', '445662', 'TVA déductible sur autres biens et services 20 %'],
  ] as const;
  for (const [kind, category, number, label] of cases)
    it(`${kind} ${category} → ${number}`, () =>
      expect(vatAccount(kind, category)).toEqual({ number, label }));

  it('has no account for a category without VAT', () => {
    expect(() => vatAccount('collected', 'EXEMPT')).toThrow(RangeError);
  });
});

describe('salesJournalCells: one row per entry line', () => {
  const [client, revenue] = journalEntry(document({})) as [JournalLine, JournalLine];
  it('writes CSV amounts as French text and leaves the empty side blank', () => {
    expect(salesJournalCells(client, 'csv')).toEqual([
      'VT',
      7,
      '27/11/2026',
      'FVS-2026-000042',
      '411000',
      'Clients',
      'CABC123',
      'Clinique des Tilleuls',
      'Facture FVS-2026-000042 Clinique des Tilleuls',
      '120,00',
      null,
      '27/12/2026',
      'Vetbo Services',
    ]);
    expect(salesJournalCells(client, 'csv')).toHaveLength(SALES_JOURNAL_COLUMNS.length);
  });
  it('writes XLSX amounts as numbers of euros', () => {
    const cells = salesJournalCells(revenue, 'xlsx');
    expect(cells.slice(4, 6)).toEqual(['706100', 'Prestations de services']);
    expect(cells.slice(9, 12)).toEqual([null, 100, null]);
  });
});

describe('salesJournalCsvRecords: an entry’s CSV records at once', () => {
  const quote = (cell: string | number | null) =>
    cell === null ? '' : String(cell).includes(';') ? `"${cell}"` : String(cell);
  const cases: [string, JournalDocument][] = [
    [
      'an invoice of two rates, a client name with a separator',
      document({
        clientName: 'Clinique; des Tilleuls',
        amountWithVat: 17_275,
        lines: [line('706100', 10_000), line('707000', 5_000, 'REDUCED_RATE')],
      }),
    ],
    [
      'a self-billing document without auxiliary',
      document({ series: 'SELF_BILLING', auxiliaryAccount: null }),
    ],
    ['a document of zero', document({ amountWithVat: 0, lines: [line('706100', 0)] })],
  ];
  for (const [name, doc] of cases)
    it(`${name}: the cells of salesJournalCells, line by line`, () => {
      const entry = journalEntry(doc);
      expect(salesJournalCsvRecords(entry, quote)).toBe(
        entry.map((l) => `${salesJournalCells(l, 'csv').map(quote).join(';')}\r\n`).join(''),
      );
    });
});

describe('salesJournalCsvWriter: the entries of one export', () => {
  it('writes each document’s own client name, also when a client code comes back renamed', () => {
    const write = salesJournalCsvWriter((cell) => (cell === null ? '' : String(cell)));
    const names = ['Clinique des Tilleuls', 'Clinique des Tilleuls', 'Clinique des Tilleuls – Nord'];
    const records = names.map((clientName, index) =>
      write(journalEntry({ ...document({}), clientName, number: `FVS-2026-00004${index}` })),
    );
    for (const [index, clientName] of names.entries()) {
      const [third] = (records[index] as string).split('\r\n');
      expect(third?.split(';').slice(6, 8)).toEqual(['CABC123', clientName]);
    }
  });
});
