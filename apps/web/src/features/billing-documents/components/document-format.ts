import { csvRate } from '@vetbo/domain/money/format';

/**
 * A VAT rate in hundredths of a percent as a French reader writes it: 2000 → "20 %", 550 → "5,5 %", the
 * sign kept with its number (a no-break space: a narrow column never breaks "20" from "%").
 */
export const vatRateText = (rate: number): string => csvRate(rate).replace(' %', '\u00a0%');
