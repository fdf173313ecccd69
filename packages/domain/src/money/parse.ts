// Euros typed in a form, read into cents by splitting on the decimal separator: never through a float.
import type { Cents } from './safe-cents.ts';

const AMOUNT = /^(-)?(\d{1,11})(?:[.,](\d{1,2}))?$/;

/**
 * "240", "240,5", "240,50", "19.99", "1 240,50 €" → cents; undefined for anything else (three decimals,
 * letters, grouping by comma). Spaces (no-break ones too) and a trailing € are ignored. A percentage in
 * hundredths reads the same way ("10,5" → 1050).
 */
export function parseEuros(text: string): Cents | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = AMOUNT.exec(compact);
  if (!match) return undefined;
  const [, minus, whole, decimals = ''] = match;
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return minus ? -cents : cents;
}
