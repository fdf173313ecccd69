// Amounts and rates as the XML and the PDF write them, by integer arithmetic (never a float of euros).
import { type Cents, safeCents } from '@vetbo/domain/money/cents';
import { pdfAmount } from '@vetbo/domain/money/format';

function decimal(value: number, what: string): string {
  const safe = safeCents(value, what);
  const abs = Math.abs(safe);
  const fraction = abs % 100;
  return `${safe < 0 ? '-' : ''}${(abs - fraction) / 100}.${String(fraction).padStart(2, '0')}`;
}

/** An amount in the XML (udt:AmountType): "1234.56", "-10.00". */
export const xmlAmount = (cents: Cents): string => decimal(cents, 'The amount');

/** A rate in hundredths of a percent in the XML (udt:PercentType): 2000 → "20.00", 850 → "8.50". */
export const xmlRate = (rate: number): string => decimal(rate, 'The rate');

/** A rate on the PDF, without trailing zeros: 2000 → "20 %", 550 → "5,5 %", 210 → "2,1 %". */
export const pdfRate = (rate: number): string =>
  `${decimal(rate, 'The rate')
    .replace(/\.?0+$/, '')
    .replace('.', ',')} %`;

/** An amount on the PDF: "1 234,56 €" (the domain's contract-PDF format). */
export const money = (cents: Cents): string => pdfAmount(cents);

/** A calendar date YYYY-MM-DD as the XML's format 102: "20261127". */
export const xmlDate = (date: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`The date ${date} is not YYYY-MM-DD`);
  return date.replaceAll('-', '');
};

/** A calendar date YYYY-MM-DD on the PDF: "27/11/2026". */
export const pdfDate = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
