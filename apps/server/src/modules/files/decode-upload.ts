import { fieldProblem } from '../../lib/constraint-problems.ts';

/** Decoded upload bytes, refused when empty or over the limit (base64 length only approximates it). */
export function decodeUpload(content: string, maxBytes: number, tooLarge: string): Buffer {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) throw fieldProblem('content', 'emptyFile');
  if (bytes.length > maxBytes) throw fieldProblem('content', tooLarge);
  return bytes;
}
