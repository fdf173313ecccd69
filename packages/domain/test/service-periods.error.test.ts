import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_TOO_LARGE,
  discountAmount,
  editRange,
  generatePeriods,
  InvoicedPeriodsError,
  type SubscriptionTerms,
  stopFrom,
} from '../src/service-periods.ts';

describe('generatePeriods', () => {
  const base = { annualPriceCents: 120_000 } as const;

  it('a free option makes periods that generate no invoice; an end before the start is refused', () => {
    const periods = generatePeriods({
      startDate: '2026-01-01',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_YEAR',
      annualPriceCents: 0,
    });
    expect(periods[0]?.shouldGenerateInvoice).toBe(false);
    expect(() =>
      generatePeriods({
        ...base,
        startDate: '2026-05-01',
        endDate: '2026-04-30',
        contractType: 'CALENDAR_YEAR',
        subscriptionType: 'BY_YEAR',
      }),
    ).toThrow(RangeError);
  });
});

describe('stopping, editing a range, a reduction (spec §4)', () => {
  const terms: SubscriptionTerms = {
    startDate: '2026-01-01',
    contractType: 'CALENDAR_YEAR',
    subscriptionType: 'BY_MONTH',
    annualPriceCents: 120_000,
  };
  const periods = generatePeriods(terms);

  it('never changes an invoiced period, and names the ones in the way', () => {
    const invoiced = periods.map((p, i) => (i < 4 ? { ...p, invoiced: true } : p));
    expect(() => stopFrom(invoiced, '2026-03-10')).toThrow(InvoicedPeriodsError);
    try {
      stopFrom(invoiced, '2026-03-10');
    } catch (error) {
      expect((error as InvoicedPeriodsError).periods.map((p) => p.startDate)).toEqual([
        '2026-03-01',
        '2026-04-01',
      ]);
    }
    expect(stopFrom(invoiced, '2026-05-01')).toHaveLength(4);
    expect(() => editRange(invoiced, '2026-01-15', '2026-12-31', { priceCents: 0 })).toThrow(
      InvoicedPeriodsError,
    );
  });
});

describe('discounts', () => {
  it('refuses more than the price with the spec message', () => {
    expect(() => discountAmount(10_000, { amountCents: 10_001 })).toThrow(DISCOUNT_TOO_LARGE);
    expect(() => discountAmount(10_000, { percent: 101 })).toThrow(DISCOUNT_TOO_LARGE);
    expect(discountAmount(10_000, { percent: 100 })).toBe(10_000);
  });
});
