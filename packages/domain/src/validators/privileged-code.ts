import type { ValidationMessageKey } from '../validation-messages.ts';

// NOTE: the spec leaves the banned-words list open; these are offensive or confusing
// three-letter words in French and English (docs/decisions.md).
export const BANNED_PRIVILEGED_CODE_WORDS = [
  'CCN',
  'CNN',
  'FCK',
  'FDP',
  'KKK',
  'NZS',
  'PDD',
  'PDR',
  'PMP',
  'PTN',
  'SEX',
  'SS',
  'TBM',
  'WTF',
  'XXX',
  'NSF',
  'ZBR',
  'BTE',
  'CLX',
  'MRD',
  'NKM',
  'PTS',
  'FMR',
  'NGR',
  'RSM',
  'VTF',
] as const;

/** Returns the first rule a privileged code breaks, or null when it is valid. Input is expected uppercase. */
export function privilegedCodeError(code: string): ValidationMessageKey | null {
  if (!/^[A-Z]{3}[0-9]{3}$/.test(code)) return 'privilegedCodeFormat';
  if (/[IOU]/.test(code)) return 'privilegedCodeVowels';
  for (let i = 1; i < code.length; i++) {
    if (code[i] === code[i - 1]) return 'privilegedCodeRepeated';
  }
  const letters = code.slice(0, 3);
  if (BANNED_PRIVILEGED_CODE_WORDS.some((word) => letters.includes(word))) return 'privilegedCodeBanned';
  return null;
}
