// What the sales-journals tests share: the billing world's creditor and client (billing-world.ts), the
// documents they issue, and readers of the files the exports write (CSV, FEC).
import { expect } from 'vitest';
import { download } from '../files.ts';
import { accountant, api, client, creditor, database, line } from './billing-world.ts';

export const JOURNAL_PATHS = {
  INVOICE: { path: '/v1/invoice_sales_journals/export', from: 'fromInvoiceId', to: 'toInvoiceId' },
  CREDIT_NOTE: {
    path: '/v1/credit_note_sales_journals/export',
    from: 'fromCreditNoteId',
    to: 'toCreditNoteId',
  },
  SELF_BILLING: {
    path: '/v1/self_billing_sales_journals/export',
    from: 'fromCreditNoteId',
    to: 'toCreditNoteId',
  },
} as const;
export type Journal = keyof typeof JOURNAL_PATHS;

export const journalUrl = (journal: Journal, from: number, to: number, extra = '') => {
  const { path, from: fromName, to: toName } = JOURNAL_PATHS[journal];
  return `${path}?${fromName}=${from}&${toName}=${to}${extra}`;
};

/** A `;` CSV as rows of cells (quotes undone), without its BOM and header. */
export function csvRows(text: string): { header: string[]; rows: string[][] } {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index++) {
    const c = body[index] as string;
    if (quoted) {
      if (c === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += c;
  }
  const [header, ...rest] = rows;
  return { header: header ?? [], rows: rest };
}

/** "1234,56" → 123456 cents; "" → 0. */
export const cents = (text: string | undefined) => (text ? Number(text.replace(',', '')) : 0);

/** The journal's CSV rows by column name. */
export async function journalCsv(journal: Journal, from: number, to: number, token = accountant, extra = '') {
  const answer = await api('GET', journalUrl(journal, from, to, `&creditorId=${creditor.id}${extra}`), token);
  expect(answer.status, String(answer.body)).toBe(200);
  const { header, rows } = csvRows(answer.body as string);
  return {
    answer,
    header,
    lines: rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? '']))),
  };
}

/** A FEC as records of its 18 named columns (decoded from ISO 8859-15). */
export async function fec(creditorId: number, fiscalYear: number, token = accountant) {
  const file = await download(`/v1/fec/export?creditorId=${creditorId}&fiscalYear=${fiscalYear}`, token);
  expect(file.status, file.bytes.toString()).toBe(200);
  const text = new TextDecoder('iso-8859-15').decode(file.bytes);
  const [header, ...records] = text.split('\r\n');
  expect(records.pop()).toBe('');
  const columns = (header as string).split('\t');
  return {
    file,
    text,
    columns,
    raw: records,
    records: records.map((record) =>
      Object.fromEntries(record.split('\t').map((value, i) => [columns[i], value])),
    ),
  };
}

/** The entry numbers stored on documents. */
export async function storedMovements(ids: number[]): Promise<(number | null)[]> {
  const { rows } = await database.query<{ id: number; n: number | null }>(
    'select id, accounting_movement_incremental_number as n from billing_documents where id = any($1) order by id',
    [ids],
  );
  return ids.map((id) => rows.find((row) => row.id === id)?.n ?? null);
}

export async function storedAccountingCode(documentId: number): Promise<string | null> {
  const { rows } = await database.query<{ code: string | null }>(
    'select accounting_code as code from billing_documents where id = $1',
    [documentId],
  );
  return rows[0]?.code ?? null;
}

/** A credit note (category OTHER) or a self-billing document made by hand for the world's client. */
export async function issueCreditNote(category: 'OTHER' | 'SELF_BILLING', amountBeforeTax = 2_500) {
  const answer = await api('POST', '/v1/credit_notes', accountant, {
    veterinaryEstablishmentId: client.establishmentId,
    creditorId: creditor.id,
    category,
    paymentMethod: 'BANK_TRANSFER',
    lines: [line({ accountingCode: category === 'SELF_BILLING' ? '622200' : '706100', amountBeforeTax })],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; number: string; amountWithVat: number; issueDate: string };
}

/** Σ debit − Σ credit of rows grouped by piece: every piece balanced gives only zeros. */
export function balances(rows: Record<string, string>[], piece: string, debit: string, credit: string) {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = row[piece] as string;
    sums.set(key, (sums.get(key) ?? 0) + cents(row[debit]) - cents(row[credit]));
  }
  return sums;
}
