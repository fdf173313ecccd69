// An export's text, built in small strings and sent in large buffers. A string of more than 128 KB (64 000
// characters of text above U+00FF) is allocated in V8's large-object space, outside the young generation,
// and a file written in such strings made the collector an export's largest cost (the sales journal of
// 100 000 invoices: 1.5–1.9 s of CPU in strings of 1 000 entries, 0.7–1.0 s in strings of 50); but each
// small string written to the socket on its own costs a write (4 000 of them for that journal). So the
// strings stay under PIECE_LENGTH characters and are encoded into buffers of CHUNK_BYTES, one write each
// (1 MB buffers were measured too: no faster in `npm run bench`, and the server's memory grew more).
export const PIECE_LENGTH = 32 * 1024;
export const CHUNK_BYTES = 256 * 1024;

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

/**
 * The texts of each batch encoded (UTF-8, or Latin-1 for texts whose every code is a byte) into buffers of
 * about CHUNK_BYTES (one piece's bytes are never split; a piece longer than a chunk is a buffer of its own).
 */
export async function* inBuffers(
  batches: AsyncIterable<Iterable<string>>,
  encoding: 'utf8' | 'latin1',
): AsyncGenerator<Buffer> {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  for await (const piece of inPieces(batches)) {
    const most = encoding === 'utf8' ? piece.length * 3 : piece.length;
    if (used + most > chunk.length) {
      if (used > 0) yield chunk.subarray(0, used);
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, most));
      used = 0;
    }
    used += chunk.write(piece, used, encoding);
  }
  if (used > 0) yield chunk.subarray(0, used);
}
