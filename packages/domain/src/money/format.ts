// One formatter per destination of an amount. All by integer arithmetic: never a float for money.
import { type Cents, safeCents } from './safe-cents.ts';
import { WHOLE_RATE } from './vat.ts';

function parts(cents: Cents, what?: string) {
  const value = safeCents(cents, what);
  const abs = Math.abs(value);
  const fraction = abs % 100;
  return {
    sign: value < 0 ? '-' : '',
    whole: String((abs - fraction) / 100),
    fraction: String(fraction).padStart(2, '0'),
  };
}

const grouped = (whole: string, separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Plain decimal, no grouping: "-1234,56" with a comma, "-1234.56" with a point. Written without the
 * parts' object: the files write it for every line (hundreds of thousands of times).
 */
function plain(cents: Cents, point: ',' | '.', what?: string): string {
  const value = safeCents(cents, what);
  const abs = value < 0 ? -value : value;
  const fraction = abs % 100;
  return `${value < 0 ? '-' : ''}${(abs - fraction) / 100}${fraction < 10 ? `${point}0` : point}${fraction}`;
}

/**
 * On screen: "1 234,56 €", exactly what Intl.NumberFormat('fr-FR', EUR) writes in Chromium and Node
 * (a narrow no-break space between thousands, a no-break space before €, "-" for a credit); nothing → "".
 */
export function screenAmount(cents: Cents | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const { sign, whole, fraction } = parts(cents);
  return `${sign}${grouped(whole, '\u202f')},${fraction}\u00a0€`;
}

/** In the contract PDF: "1 234,56 €" with plain spaces, which the PDF's standard fonts (WinAnsi) all have. */
export function pdfAmount(cents: Cents): string {
  const { sign, whole, fraction } = parts(cents);
  return `${sign}${grouped(whole, ' ')},${fraction} €`;
}

/** In a CSV cell: "1234,56", the text French Excel reads as a number. */
export const csvAmount = (cents: Cents): string => plain(cents, ',');

/** In an XLSX cell: a number of euros, which the column's number format shows to the cent. */
export const xlsxAmount = (cents: Cents): number => safeCents(cents) / 100;

/** In a FEC (fichier des écritures comptables) column: "1234,56", a comma and no grouping. */
export const fecAmount = (cents: Cents): string => plain(cents, ',');

/** In SEPA XML (ActiveOrHistoricCurrencyAndAmount): "1234.56"; the schema refuses a negative amount. */
export function sepaAmount(cents: Cents): string {
  if (cents < 0) throw new RangeError(`A SEPA amount is never negative (${cents} cents)`);
  return plain(cents, '.');
}

/** In an e-invoice's XML (Factur-X, udt:AmountType): "1234.56", "-10.00" for a credit. */
export const xmlAmount = (cents: Cents): string => plain(cents, '.');

/** A rate in an e-invoice's XML (udt:PercentType), in hundredths of a percent: 2000 → "20.00". */
export const xmlRate = (rate: number): string => plain(rate, '.', 'The rate');

/** In a form's euros field: "1234,56", which parseEuros reads back; nothing → "". */
export const inputAmount = (cents: Cents | null | undefined): string =>
  cents === null || cents === undefined ? '' : plain(cents, ',');

/** A rate in hundredths of a percent on screen, to the hundredth: 1050 → "10,50 %". */
export const screenRate = (rate: number): string => `${plain(rate, ',')} %`;

/** A rate in a CSV cell or on a PDF, without trailing zeros: 2000 → "20 %", 550 → "5,5 %". */
export const csvRate = (rate: number): string => `${plain(rate, ',', 'The rate').replace(/,?0+$/, '')} %`;

/** A rate in an XLSX cell: the fraction the cell's percentage format shows (2000 → 0.2, "20,00 %"). */
export const xlsxRate = (rate: number): number => safeCents(rate, 'The rate') / WHOLE_RATE;
