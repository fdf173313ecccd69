// The FEC's character set (LPF art. A47 A-1: ASCII, EBCDIC or ISO 8859-15): Latin-9, which has the euro
// sign and the œ of "hors œuvre", one byte a character. ISO 8859-15 is Latin-1 but for eight positions.

const LATIN9_SPECIALS: Readonly<Record<string, number>> = {
  '€': 0xa4,
  Š: 0xa6,
  š: 0xa8,
  Ž: 0xb4,
  ž: 0xb8,
  Œ: 0xbc,
  œ: 0xbd,
  Ÿ: 0xbe,
};

/**
 * A character Latin-9 lacks: its letter without accents when that is one (ō → o), typographic quotes and
 * dashes as their ASCII kin, otherwise "?" (never silently dropped: a label keeps its length).
 */
function substitute(character: string): number {
  const plain = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (plain.length === 1 && plain.charCodeAt(0) < 0x80) return plain.charCodeAt(0);
  if (/[\u2018\u2019\u201a\u2032]/.test(character)) return 0x27;
  if (/[\u201c\u201d\u201e\u2033]/.test(character)) return 0x22;
  if (/[\u2010-\u2015\u2212]/.test(character)) return 0x2d;
  if (/[\u2000-\u200b\u202f\u205f]/.test(character)) return 0x20;
  return 0x3f;
}

// Every character that is not its own byte in Latin-9: above U+00FF, or one of the eight Latin-1 taken.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range starts at U+0000, every byte being Latin-9
const NOT_LATIN9 = /[^\u0000-\u00a3\u00a5\u00a7\u00a9-\u00b3\u00b5-\u00b7\u00b9-\u00bb\u00bf-\u00ff]/gu;

/**
 * The text with each character replaced by the one whose code is its ISO 8859-15 byte: every code of the
 * result is below 256, so that the server writes it as Latin-1 bytes (Buffer 'latin1', native speed).
 */
export const latin9Codes = (text: string): string => text.replace(NOT_LATIN9, latin9Code);

/** Each character's Latin-9 code, found once: a name's dash comes back on every record of an export. */
const codes = new Map<string, string>();
const CODES_KEPT = 4_096;
function latin9Code(character: string): string {
  let code = codes.get(character);
  if (code === undefined) {
    code = String.fromCharCode(LATIN9_SPECIALS[character] ?? substitute(character));
    if (codes.size < CODES_KEPT) codes.set(character, code);
  }
  return code;
}

/** The text in ISO 8859-15, one byte per character (what is not Latin-9 is substituted). */
export function latin9(text: string): Uint8Array {
  const codes = latin9Codes(text);
  const bytes = new Uint8Array(codes.length);
  for (let index = 0; index < codes.length; index++) bytes[index] = codes.charCodeAt(index);
  return bytes;
}
