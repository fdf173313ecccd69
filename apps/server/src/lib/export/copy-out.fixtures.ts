import { singleColumnData } from './copy-out.ts';

// Shared by copy-out.error.test.ts and copy-out.happy.test.ts.
/** What PostgreSQL writes for a one-column `COPY … (format binary)` (its documented file format). */
export function binaryCopy(cells: (string | null)[], extension = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(19);
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1').copy(header);
  header.writeUInt32BE(extension.length, 15);
  const rows = cells.map((cell) => {
    const data = cell === null ? Buffer.alloc(0) : Buffer.from(cell);
    const frame = Buffer.alloc(6);
    frame.writeInt16BE(1, 0);
    frame.writeInt32BE(cell === null ? -1 : data.length, 2);
    return Buffer.concat([frame, data]);
  });
  return Buffer.concat([header, extension, ...rows, Buffer.from([0xff, 0xff])]);
}

export async function read(chunks: Buffer[]): Promise<string> {
  const parts: Buffer[] = [];
  // Copies: the reader compacts each chunk in place, as it may.
  const copies = (async function* () {
    for (const chunk of chunks) yield Buffer.from(chunk);
  })();
  for await (const part of singleColumnData(copies)) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}
