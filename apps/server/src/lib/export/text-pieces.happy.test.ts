import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, inBuffers, inPieces, PIECE_LENGTH } from './text-pieces.ts';

async function piecesOf(batches: string[][]): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of inPieces(
    (async function* () {
      yield* batches;
    })(),
  ))
    pieces.push(piece);
  return pieces;
}

describe('inPieces: an export’s text in pieces of about PIECE_LENGTH characters', () => {
  it('keeps every text in order, across batches, each piece but the last at least PIECE_LENGTH long', async () => {
    const texts = Array.from(
      { length: 5_000 },
      (_, index) => `ligne ${index} — é;${'x'.repeat(index % 97)}\r\n`,
    );
    const batches = [texts.slice(0, 1_234), texts.slice(1_234, 1_235), [], texts.slice(1_235)];
    const pieces = await piecesOf(batches);
    expect(pieces.join('')).toBe(texts.join(''));
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeGreaterThanOrEqual(PIECE_LENGTH);
    // Well under V8's large objects (128 KB), even in two bytes a character.
    for (const piece of pieces) expect(piece.length * 2).toBeLessThan(128 * 1024);
  });

  it('yields nothing for nothing, and a short text as one piece', async () => {
    expect(await piecesOf([])).toEqual([]);
    expect(await piecesOf([[], []])).toEqual([]);
    expect(await piecesOf([['a', 'b'], ['c']])).toEqual(['abc']);
  });
});

describe('inBuffers: the pieces encoded into buffers of about CHUNK_BYTES, one write each', () => {
  const batches = (texts: string[]) =>
    (async function* () {
      yield texts.slice(0, 37_000);
      yield texts.slice(37_000);
    })();

  it.each(['utf8', 'latin1'] as const)('writes every byte of the text in %s, in order', async (encoding) => {
    const texts = Array.from(
      { length: 100_000 },
      (_, index) => `écriture ${index};Cœur ’€’;${index % 13}\r\n`,
    ).map((text) => (encoding === 'latin1' ? text.replace(/[^\u0020-\u00ff\r\n]/g, '?') : text));
    const chunks: Buffer[] = [];
    for await (const chunk of inBuffers(batches(texts), encoding)) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(Buffer.from(texts.join(''), encoding))).toBe(true);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_BYTES);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThan(CHUNK_BYTES / 2);
  });
});
