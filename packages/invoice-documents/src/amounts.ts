// Amounts and rates as the XML and the PDF write them: the domain's formatters (money/format.ts).
import { csvRate, pdfAmount, xmlAmount, xmlRate } from '@vetbo/domain/money/format';

export { xmlAmount, xmlRate };

/** A rate on the PDF, without trailing zeros, as a CSV cell writes it: 2000 → "20 %", 550 → "5,5 %". */
export const pdfRate = csvRate;

/** An amount on the PDF: "1 234,56 €" (the domain's contract-PDF format). */
export const money = pdfAmount;

/** A calendar date YYYY-MM-DD as the XML's format 102: "20261127". */
export const xmlDate = (date: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`The date ${date} is not YYYY-MM-DD`);
  return date.replaceAll('-', '');
};

/** A calendar date YYYY-MM-DD on the PDF: "27/11/2026". */
export const pdfDate = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
