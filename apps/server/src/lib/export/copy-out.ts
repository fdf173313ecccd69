import { createRequire } from 'node:module';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** The driver's own value formatting and quoting, which @types/pg does not declare. */
const utils = createRequire(import.meta.url)('pg/lib/utils.js') as {
  /** A value as the text the driver sends for a parameter (arrays as array literals); null stays null. */
  prepareValue(value: unknown): string | Buffer | null;
  /** A string as a quoted SQL literal (E'…' when it holds a backslash). */
  escapeLiteral(text: string): string;
};

/** A statement with `$n` placeholders and their values, as the list statements write them. */
export interface CopyStatement {
  text: string;
  values: unknown[];
}

/**
 * The statement with its values written as SQL literals: `COPY` takes no parameters. Each value is
 * turned into the text the driver would have sent (arrays as array literals, dates with their offset)
 * and quoted by the driver's own `escapeLiteral`; an untyped literal takes its type from its place in
 * the statement, as a parameter does.
 */
export function inlineValues({ text, values }: CopyStatement): string {
  return text.replace(/\$(\d+)/g, (placeholder, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= values.length) throw new Error(`No value for ${placeholder}`);
    const value = utils.prepareValue(values[position]);
    if (value === null) return 'null';
    if (typeof value !== 'string') throw new Error(`${placeholder}: only text values can be written inline`);
    return utils.escapeLiteral(value);
  });
}

const FILE_HEADER = 11 + 4; // signature and flags; then the length of the header extension (4 bytes)
const FIELD_HEADER = 2 + 4; // the row's number of fields (-1: end of the data), the field's length (-1: NULL)

/**
 * The data of a one-column `COPY … (format binary)`, without its framing: the field bytes exactly as
 * the database wrote them (no escaping, unlike the text and CSV formats), one Buffer per network read.
 * NULL fields write nothing. Each chunk is compacted in place (the framing bytes removed by moving the
 * data left): no new memory per chunk, as each Buffer is memory outside V8's heap that hastens its
 * full collections.
 */
export async function* singleColumnData(copy: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  // Framing bytes read so far (a header may span two chunks), and what they still need.
  const framing = Buffer.alloc(FILE_HEADER + 4);
  let framed = 0;
  let framingWanted = FILE_HEADER + 4;
  let inFileHeader = true;
  let extensionLeft = 0;
  let fieldLeft = 0;
  let ended = false;
  for await (const chunk of copy) {
    let read = 0;
    let written = 0;
    while (read < chunk.length && !ended) {
      if (fieldLeft > 0) {
        const end = Math.min(chunk.length, read + fieldLeft);
        if (written !== read) chunk.copyWithin(written, read, end);
        written += end - read;
        fieldLeft -= end - read;
        read = end;
      } else if (extensionLeft > 0) {
        const skipped = Math.min(extensionLeft, chunk.length - read);
        extensionLeft -= skipped;
        read += skipped;
      } else {
        const taken = Math.min(framingWanted - framed, chunk.length - read);
        chunk.copy(framing, framed, read, read + taken);
        framed += taken;
        read += taken;
        if (inFileHeader && framed === framingWanted) {
          inFileHeader = false;
          extensionLeft = framing.readUInt32BE(FILE_HEADER);
          framed = 0;
          framingWanted = FIELD_HEADER;
        } else if (framed >= 2 && framingWanted === FIELD_HEADER && !inFileHeader) {
          const fields = framing.readInt16BE(0);
          if (fields === -1) ended = true;
          else if (fields !== 1) throw new Error(`A one-column COPY sent a row of ${fields} columns`);
          else if (framed === FIELD_HEADER) {
            fieldLeft = Math.max(0, framing.readInt32BE(2));
            framed = 0;
          }
        }
      }
    }
    if (written > 0) yield chunk.subarray(0, written);
  }
}

/**
 * A one-column statement streamed by `COPY (…) TO STDOUT`: the rows arrive as the bytes PostgreSQL
 * writes, never decoded into JavaScript strings (the cursor's row objects and strings were the export's
 * cost and its garbage). In a read-only transaction: a safety net under the values written inline (JIT
 * is off on every connection, packages/db/src/database.ts). The first bytes are read before returning, so
 * that a statement the database refuses fails the request before any byte of the file is sent. When the
 * reader stops early (the client went away), the connection is closed rather than returned mid-COPY.
 */
export async function openCopyOut(pool: pg.Pool, statement: CopyStatement): Promise<AsyncGenerator<Buffer>> {
  const client = await pool.connect();
  let data: AsyncGenerator<Buffer>;
  let first: IteratorResult<Buffer>;
  let copy: ReturnType<typeof copyTo> | undefined;
  try {
    await client.query('begin read only');
    copy = client.query(copyTo(`copy (${inlineValues(statement)}) to stdout (format binary)`));
    data = singleColumnData(copy);
    first = await data.next();
  } catch (error) {
    copy?.destroy();
    client.release(error as Error);
    throw error;
  }
  return (async function* () {
    let finished = false;
    let failed: Error | undefined;
    try {
      let next = first;
      while (!next.done) {
        yield next.value;
        next = await data.next();
      }
      await client.query('commit');
      finished = true;
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      if (!finished) copy?.destroy();
      client.release(finished ? undefined : (failed ?? new Error('The export stopped before its end')));
    }
  })();
}
