// The EPC's basic Latin character set, the only one every SEPA bank must accept (EPC217-08):
// a–z A–Z 0–9 / - ? : ( ) . , ' + and space. Names and remittance texts come from French records, so
// accents are transliterated rather than dropped ("Clinique vétérinaire des Écoles" stays readable).

/** Letters that Unicode decomposition does not turn into a base letter and a mark. */
const LETTERS: Readonly<Record<string, string>> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ẞ: 'SS',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
};

/** Signs outside the set that have a close equivalent inside it; any other sign is dropped. */
const SIGNS: Readonly<Record<string, string>> = {
  '’': "'",
  '‘': "'",
  '‛': "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '−': '-',
  _: '-',
  ';': ',',
  '!': '.',
  '…': '...',
  '&': '+',
  '€': 'EUR',
  '°': 'o',
  º: 'o',
  ª: 'a',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  '\\': '/',
};

const OUTSIDE_THE_SET = /[^A-Za-z0-9/\-?:().,'+ ]/g;
/** Already in the set, single spaces, trimmed: most names and numbers, returned as they are. */
const ALREADY_EPC = /^(?:[A-Za-z0-9/\-?:().,'+]+(?: [A-Za-z0-9/\-?:().,'+]+)*)?$/;
const REPLACED = new RegExp(
  `[${[...Object.keys(LETTERS), ...Object.keys(SIGNS)].map((c) => `\\u{${c.codePointAt(0)?.toString(16)}}`).join('')}]`,
  'gu',
);
const replacement = (char: string): string => LETTERS[char] ?? SIGNS[char] ?? '';

/** The text in the EPC set: accents transliterated, known signs replaced, the rest dropped, spaces collapsed. */
export function toEpcCharacters(value: string): string {
  if (ALREADY_EPC.test(value)) return value;
  return value
    .normalize('NFC')
    .replace(REPLACED, replacement)
    .replace(/\s/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(OUTSIDE_THE_SET, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** A free text (name, street, remittance information) in the EPC set, cut to the schema's `maxLength`. */
export function epcText(value: string, maxLength: number): string {
  return toEpcCharacters(value).slice(0, maxLength).trimEnd();
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId, MndtId) in the EPC set and at most `maxLength` long: the EPC
 * also forbids a leading or trailing "/" and "//" anywhere in it.
 */
export function epcIdentifier(value: string, maxLength: number): string {
  const stripped = (text: string) => text.replace(/^[/ ]+|[/ ]+$/g, '');
  return stripped(stripped(toEpcCharacters(value).replace(/\/{2,}/g, '/')).slice(0, maxLength));
}

/** The schemas' (and the EPC guidelines') maximum lengths of the texts the files carry. */
export const SEPA_MAX = {
  identifier: 35,
  /** Nm: 140 in the 2019 schemas, 70 in the EPC guidelines of every version. */
  name: 70,
  remittance: 140,
  streetName: 70,
  buildingNumber: 16,
  postCode: 16,
  townName: 35,
  addressLine: 70,
} as const;
