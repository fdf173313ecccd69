import { describe, expect, it } from 'vitest';
import { AsciiChunks } from './ascii-chunks.ts';
import { CHUNK_BYTES } from './text-pieces.ts';

describe('AsciiChunks: ASCII text written into buffers of CHUNK_BYTES', () => {
  it('hands out each buffer before it would overflow, every byte in order', () => {
    const out = new AsciiChunks();
    const chunks: Buffer[] = [];
    const texts: string[] = [];
    for (let row = 1; row <= 20_000; row++) {
      const full = out.room(64);
      if (full) chunks.push(Buffer.from(full));
      const text = `<row r="${row}"><c><v>${row * 7}</v></c></row>`;
      out.ascii(text);
      texts.push(text);
    }
    const rest = out.rest();
    if (rest) chunks.push(rest);
    expect(Buffer.concat(chunks).toString('latin1')).toBe(texts.join(''));
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_BYTES);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThan(CHUNK_BYTES - 64);
  });

  it('makes a larger buffer for a longer write, and hands out nothing when nothing was written', () => {
    const out = new AsciiChunks();
    expect(out.room(CHUNK_BYTES * 2)).toBeUndefined();
    out.ascii('x'.repeat(CHUNK_BYTES + 10));
    expect(out.rest()?.length).toBe(CHUNK_BYTES + 10);
    expect(out.rest()).toBeUndefined();
  });
});
