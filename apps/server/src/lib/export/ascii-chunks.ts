// ASCII text written straight into buffers, for the parts of a file that are only markup, digits and
// indexes (an XLSX worksheet's rows): no string is built per row and nothing is encoded, where building a
// row's XML as a string and encoding it cost a second per 700 000 rows, a third of it the collector's.
import { CHUNK_BYTES } from './text-pieces.ts';

export class AsciiChunks {
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;

  /** Writes a text whose every character is ASCII (below U+0080): each is its byte. */
  ascii(text: string): void {
    const chunk = this.chunk;
    let used = this.used;
    for (let index = 0; index < text.length; index++) chunk[used++] = text.charCodeAt(index);
    this.used = used;
  }

  /** Writes a longer ASCII text (rows written at once): encoded natively, each character its byte. */
  latin1(text: string): void {
    this.used += this.chunk.write(text, this.used, 'latin1');
  }

  /**
   * Makes room for `bytes` more: the bytes written so far when they must be handed out first (a full
   * buffer), else undefined. Call before writing at most `bytes`.
   */
  room(bytes: number): Buffer | undefined {
    if (this.used + bytes <= this.chunk.length) return undefined;
    const full = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
    this.used = 0;
    return full.length > 0 ? full : undefined;
  }

  /** The bytes written since the last buffer handed out (undefined when none). */
  rest(): Buffer | undefined {
    const rest = this.chunk.subarray(0, this.used);
    this.chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
    return rest.length > 0 ? rest : undefined;
  }
}
