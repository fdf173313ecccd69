// A workbook's shared strings (xl/sharedStrings.xml). A sheet's text cell names its text by an index, a few
// bytes instead of the text and its markup on every row: the sales journal of 100 000 invoices is a sheet
// of 700 000 rows whose texts are mostly the same accounts, dates and clients. The table is written after
// the sheet, so it is deflated as it grows (in zlib's thread) and held compressed, about a tenth of its size.
import { createGzip } from 'node:zlib';
import { MAIN, textElement, XML } from './spreadsheet-xml.ts';
import { PIECE_LENGTH } from './text-pieces.ts';
import { type DeflatedContent, GZIP_OPTIONS, GzipMember } from './zip-stream.ts';

export interface SharedStrings {
  /** A new string's index. A text may be added twice (its cells then name either): readers take indexes as given. */
  add(text: string): number;
  /** The table, complete: call once the sheet is written. */
  deflated(): Promise<DeflatedContent>;
  /** Frees zlib's stream when the workbook is not finished (a download cut short). */
  close(): void;
}

export function sharedStrings(): SharedStrings {
  const deflate = createGzip(GZIP_OPTIONS);
  const member = new GzipMember();
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => {
    const data = member.data(chunk);
    if (data.length > 0) chunks.push(data);
  });
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  // Awaited by deflated(); an error before that is not an unhandled rejection.
  ended.catch(() => undefined);
  let count = 0;
  let pending = `${XML}<sst xmlns="${MAIN}">`;
  const write = (text: string) => deflate.write(Buffer.from(text, 'utf8'));
  return {
    add(text) {
      pending += `<si>${textElement(text)}</si>`;
      if (pending.length >= PIECE_LENGTH) {
        write(pending);
        pending = '';
      }
      return count++;
    },
    async deflated() {
      write(`${pending}</sst>`);
      pending = '';
      deflate.end();
      await ended;
      return { chunks, ...member.end() };
    },
    close() {
      deflate.destroy();
    },
  };
}
