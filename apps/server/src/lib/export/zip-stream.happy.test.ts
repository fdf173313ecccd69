import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

async function zipped(entries: Parameters<typeof zipStream>[0]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of zipStream(entries)) parts.push(part);
  return Buffer.concat(parts);
}

describe('zipStream: entries deflated as they are produced', () => {
  it('writes each entry’s bytes with its CRC-32 and sizes, whatever the chunks', async () => {
    // Text that compresses, bytes that do not (a deflate block per chunk, stored), over many output chunks.
    const text = Array.from(
      { length: 60_000 },
      (_, index) => `<row r="${index}"><c><v>${index}</v></c></row>`,
    );
    const noise = randomBytes(3 * 1024 * 1024);
    const file = await zipped([
      { name: 'empty.xml', content: [] },
      { name: 'one.xml', content: ['é'] },
      {
        name: 'rows.xml',
        content: (async function* () {
          yield* text;
        })(),
      },
      {
        name: 'noise.bin',
        content: [noise.subarray(0, 1), noise.subarray(1, 700_000), noise.subarray(700_000)],
      },
    ]);
    const zip = await JSZip.loadAsync(file, { checkCRC32: true });
    expect(Object.keys(zip.files)).toEqual(['empty.xml', 'one.xml', 'rows.xml', 'noise.bin']);
    expect(await zip.file('empty.xml')?.async('string')).toBe('');
    expect(await zip.file('one.xml')?.async('string')).toBe('é');
    expect(await zip.file('rows.xml')?.async('string')).toBe(text.join(''));
    expect((await zip.file('noise.bin')?.async('nodebuffer'))?.equals(noise)).toBe(true);
    expect(file.length).toBeLessThan(text.join('').length / 4 + noise.length * 1.01);
  });
});
