// The files the sales-journal routes stream, from a cursor on journalDocumentsStatement: the domain's pure
// writers (journalEntry, then salesJournalCsvWriter, salesJournalXlsxWriter or fecRecords) batch by batch.
import { Readable } from 'node:stream';
import { FEC_HEADER, fecRecords } from '@vetbo/domain/money-files/journals/fec';
import { type JournalLine, journalEntry } from '@vetbo/domain/money-files/journals/sales-journal';
import {
  SALES_JOURNAL_COLUMNS,
  salesJournalCsvWriter,
} from '@vetbo/domain/money-files/journals/sales-journal-sheet';
import { salesJournalXlsxWriter } from '@vetbo/domain/money-files/journals/sales-journal-xlsx';
import { csvCell } from '../../lib/export/csv-cell.ts';
import { EUROS_STYLE, type SheetColumn, xlsxFileOfRows } from '../../lib/export/sheet-writers.ts';
import { inBuffers } from '../../lib/export/text-pieces.ts';
import { journalDocument } from './sales-journals.rows.ts';

const ONE_BATCH = { objectMode: true, highWaterMark: 1 };

/** A row of the statement as its entry. */
const entryOf = (row: unknown[]) => journalEntry(journalDocument(row));

/** Each row's entry written by `write`, one text per document, as the cursor reads them. */
async function* entryTexts(cursor: AsyncIterable<unknown[][]>, write: (entry: JournalLine[]) => string) {
  for await (const batch of cursor)
    yield (function* () {
      for (const row of batch) yield write(entryOf(row));
    })();
}

/** The XLSX workbook: one row per entry line, each entry's rows written at once (salesJournalXlsxWriter). */
export function journalXlsx(sheetName: string, cursor: AsyncIterable<unknown[][]>) {
  return xlsxFileOfRows(sheetName, SALES_JOURNAL_COLUMNS as SheetColumn[], (textCell) =>
    entryTexts(cursor, salesJournalXlsxWriter({ textCell, amountStyle: EUROS_STYLE, firstRow: 2 })),
  );
}

/**
 * The CSV as csvFile writes one (UTF-8 with BOM, `;`, CR LF, csvCell), each entry's records written at
 * once by salesJournalCsvWriter: what an entry's lines share is quoted once, what entries share once.
 */
export function journalCsv(cursor: AsyncIterable<unknown[][]>) {
  const header = `\uFEFF${SALES_JOURNAL_COLUMNS.map((column) => csvCell(column.header)).join(';')}\r\n`;
  return Readable.from(
    (async function* () {
      yield Buffer.from(header, 'utf8');
      yield* inBuffers(entryTexts(cursor, salesJournalCsvWriter(csvCell)), 'utf8');
    })(),
    ONE_BATCH,
  );
}

/** The FEC: its header, then the records (fecRecords writes ISO 8859-15 codes: each character is its byte). */
export function fecFile(cursor: AsyncIterable<unknown[][]>) {
  return Readable.from(
    (async function* () {
      yield Buffer.from(FEC_HEADER, 'latin1');
      yield* inBuffers(entryTexts(cursor, fecRecords), 'latin1');
    })(),
    ONE_BATCH,
  );
}
