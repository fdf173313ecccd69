// Money on screen (ARCHITECTURE.md: amounts are integer cents): shown in euros the French way, typed in
// euros and turned into cents by splitting on the decimal separator — never through a float.

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 24000 → "240,00 €" (with the narrow no-break spaces Intl writes). */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const negative = cents < 0;
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  // Intl takes a number: whole euros plus cents/100 is exact below 2^53 / 100.
  return euros.format((negative ? -1 : 1) * (whole + rest / 100));
}

const AMOUNT = /^(-)?(\d{1,11})(?:[.,](\d{1,2}))?$/;

/**
 * "240", "240,5", "240,50", "1 240,50 €" → cents; undefined for anything else (three decimals, letters).
 * Spaces (also no-break ones) and a trailing € are ignored.
 */
export function parseEuros(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = AMOUNT.exec(compact);
  if (!match) return undefined;
  const [, minus, whole, decimals = ''] = match;
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** Cents as a form field holds them: 24050 → "240,50"; nothing → "". */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
