// An export's text in pieces of some 32 000 characters, whatever its rows' sizes: a string of more than
// 128 KB (64 000 characters of text above U+00FF) is allocated in V8's large-object space, outside the
// young generation, and a file written in such strings made the collector an export's largest cost (the
// sales journal of 100 000 invoices: 1.5–1.9 s of CPU in pieces of 1 000 entries, 0.7–1.0 s in pieces of
// 50; docs/performance.md). Smaller pieces cost more writes for nothing.
export const PIECE_LENGTH = 32 * 1024;

/** The texts of each batch, joined into pieces of at least PIECE_LENGTH characters (the last one shorter). */
export async function* inPieces(batches: AsyncIterable<Iterable<string>>): AsyncGenerator<string> {
  let piece = '';
  for await (const texts of batches)
    for (const text of texts) {
      piece += text;
      if (piece.length >= PIECE_LENGTH) {
        yield piece;
        piece = '';
      }
    }
  if (piece) yield piece;
}
