import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** An entry's content deflated elsewhere (raw deflate), with its CRC-32 and size before deflating. */
export interface DeflatedContent {
  chunks: readonly Buffer[];
  crc: number;
  size: number;
}

type EntryContent = AsyncIterable<string | Buffer> | Iterable<string | Buffer>;

export type ZipEntry =
  | {
      name: string;
      /** The entry's content (text or UTF-8 bytes), produced as it is written. */
      content: EntryContent;
    }
  | {
      name: string;
      /** Content deflated while the entries before it were written (an XLSX's shared strings), asked for then. */
      deflated: () => Promise<DeflatedContent>;
    };

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const UTF8_NAMES_AND_DATA_DESCRIPTOR = 0x0808;
const DEFLATE = 8;
// 1980-01-01 00:00 in MS-DOS format: the entries' dates mean nothing to a spreadsheet.
const DOS_TIME = 0;
const DOS_DATE = 0x21;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(UTF8_NAMES_AND_DATA_DESCRIPTOR, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor({ crc, compressed, size }: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(compressed, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralDirectory(entries: Written[], offset: number): Buffer {
  const headers = entries.map((entry) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(UTF8_NAMES_AND_DATA_DESCRIPTOR, 8);
    header.writeUInt16LE(DEFLATE, 10);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressed, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  });
  const directory = Buffer.concat(headers);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([directory, end]);
}

/** A gzip member's framing around its deflate data (RFC 1952): zlib writes a header without optional fields. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0]);
const GZIP_HEADER_BYTES = 10;
const GZIP_TRAILER_BYTES = 8;

/**
 * How the entries are deflated: as a gzip member (createGzip), whose deflate data is the entry's, so that
 * zlib computes the CRC-32 in its thread too and the member's trailer gives it with the size (200 MB of a
 * journal's sheet: 0.06 s less on the main thread); level 1; large output chunks, as each one costs the main
 * thread a callback.
 */
export const GZIP_OPTIONS = { level: 1, chunkSize: 256 * 1024 } as const;

/** zlib's gzip output, chunk by chunk, read as a zip entry's deflate data, then its CRC-32 and size. */
export class GzipMember {
  private header: Buffer = Buffer.alloc(0);
  /** The last bytes read, which may be the trailer: held until more come. */
  private held: Buffer = Buffer.alloc(0);

  /** The deflate data of the next chunk of output (the header left out, the possible trailer held back). */
  data(chunk: Buffer): Buffer {
    let bytes = this.held.length > 0 ? Buffer.concat([this.held, chunk]) : chunk;
    if (this.header.length < GZIP_HEADER_BYTES) {
      const missing = GZIP_HEADER_BYTES - this.header.length;
      this.header = Buffer.concat([this.header, bytes.subarray(0, missing)]);
      bytes = bytes.subarray(missing);
    }
    const data = bytes.subarray(0, Math.max(0, bytes.length - GZIP_TRAILER_BYTES));
    this.held = bytes.subarray(data.length);
    return data;
  }

  /** Once the output has ended: the CRC-32 and size of what was deflated, from the trailer. */
  end(): { crc: number; size: number } {
    if (
      !this.header.subarray(0, GZIP_HEADER.length).equals(GZIP_HEADER) ||
      this.held.length !== GZIP_TRAILER_BYTES
    )
      throw new Error('zlib wrote an unexpected gzip member');
    return { crc: this.held.readUInt32LE(0), size: this.held.readUInt32LE(4) };
  }
}

/**
 * Deflates one entry's content as a stream: zlib compresses in its thread while the next chunks are
 * produced (a flush after each chunk made the two wait on each other), its output read as it comes.
 */
async function* deflated(content: EntryContent, written: Written): AsyncGenerator<Buffer> {
  const input = Readable.from(
    (async function* () {
      for await (const part of content) yield typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    })(),
    { objectMode: false, highWaterMark: 1 },
  );
  const gzip = createGzip(GZIP_OPTIONS);
  const done = pipeline(input, gzip).catch((error: Error) => error);
  const member = new GzipMember();
  for await (const chunk of gzip as AsyncIterable<Buffer>) {
    const data = member.data(chunk);
    if (data.length > 0) {
      written.compressed += data.length;
      yield data;
    }
  }
  const failed = await done;
  if (failed) throw failed;
  Object.assign(written, member.end());
}

/**
 * A zip file written as its entries are produced (data descriptors after each entry), so that a
 * large entry is never held in memory. Enough for an XLSX file: no zip64 (entries < 4 GB).
 */
export async function* zipStream(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const current: Written = { name: Buffer.from(entry.name), crc: 0, compressed: 0, size: 0, offset };
    const header = localHeader(current.name);
    yield header;
    if ('deflated' in entry) {
      const content = await entry.deflated();
      current.crc = content.crc;
      current.size = content.size;
      for (const chunk of content.chunks) {
        current.compressed += chunk.length;
        yield chunk;
      }
    } else {
      for await (const chunk of deflated(entry.content, current)) yield chunk;
    }
    const descriptor = dataDescriptor(current);
    yield descriptor;
    offset += header.length + current.compressed + descriptor.length;
    written.push(current);
  }
  yield centralDirectory(written, offset);
}
