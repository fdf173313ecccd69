import { describe, expect, it } from 'vitest';
import { inPieces, PIECE_LENGTH } from './text-pieces.ts';

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
