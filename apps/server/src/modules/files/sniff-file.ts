import { fileTypeFromBuffer } from 'file-type';

const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

/** True for UTF-8 text without NUL or other binary control characters (tab, CR, LF allowed). */
function isPlainText(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for exactly those characters
    return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text.decode(bytes));
  } catch {
    return false;
  }
}

/**
 * The media type of a file, read from its content (magic numbers), never from its name or the client's
 * claim: a renamed program stays a program. Text has no magic number: a `.txt` or `.csv` whose bytes
 * are clean UTF-8 text is text. Returns `application/octet-stream` for anything unrecognised.
 */
export async function sniffMediaType(bytes: Buffer, name: string): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const textType = TEXT_EXTENSIONS[extension];
  return textType && isPlainText(bytes) ? textType : 'application/octet-stream';
}
