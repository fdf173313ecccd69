import { describe, expect, it } from 'vitest';
import {
  addMonths,
  discountAmount,
  editRange,
  generatePeriods,
  reduceFrom,
  type ServicePeriod,
  type SubscriptionTerms,
  stopFrom,
} from '../src/service-periods.ts';

const sum = (periods: ServicePeriod[]) => periods.reduce((total, p) => total + p.priceCents, 0);
const ranges = (periods: ServicePeriod[]) => periods.map((p) => `${p.startDate}/${p.endDate}`);

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month (leap years included)', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('generatePeriods', () => {
  const base = { annualPriceCents: 120_000 } as const;

  it('CALENDAR_YEAR by month: calendar months, the first one cut and priced by its days', () => {
    const periods = generatePeriods({
      ...base,
      startDate: '2026-03-16',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_MONTH',
    });
    expect(periods).toHaveLength(10);
    expect(periods[0]).toEqual({
      startDate: '2026-03-16',
      endDate: '2026-03-31',
      priceCents: 5_161,
      shouldGenerateInvoice: true,
    });
    expect(periods[1]).toMatchObject({ startDate: '2026-04-01', endDate: '2026-04-30', priceCents: 10_000 });
    expect(periods.at(-1)).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('twelve months cost exactly the annual price, however it divides (no cent lost to rounding)', () => {
    const terms: SubscriptionTerms = {
      startDate: '2026-01-01',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_MONTH',
      annualPriceCents: 100_001,
    };
    const periods = generatePeriods(terms);
    expect(periods).toHaveLength(12);
    expect(sum(periods)).toBe(100_001);
    expect(new Set(periods.map((p) => p.priceCents))).toEqual(new Set([8_333, 8_334]));
  });

  it('ROLLING_YEAR by month: months from the start date; a start on the 31st follows short months', () => {
    const periods = generatePeriods({
      ...base,
      startDate: '2026-01-31',
      contractType: 'ROLLING_YEAR',
      subscriptionType: 'BY_MONTH',
    });
    expect(ranges(periods).slice(0, 3)).toEqual([
      '2026-01-31/2026-02-27',
      '2026-02-28/2026-03-30',
      '2026-03-31/2026-04-29',
    ]);
    expect(periods).toHaveLength(12);
    expect(periods.at(-1)?.endDate).toBe('2027-01-30');
    expect(sum(periods)).toBe(120_000);
  });

  it('BY_YEAR: one calendar year cut at the start, or one year from the start date', () => {
    const calendar = generatePeriods({
      ...base,
      startDate: '2026-07-01',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_YEAR',
    });
    expect(calendar).toEqual([
      { startDate: '2026-07-01', endDate: '2026-12-31', priceCents: 60_493, shouldGenerateInvoice: true },
    ]);
    const rolling = generatePeriods({
      ...base,
      startDate: '2028-02-29',
      contractType: 'ROLLING_YEAR',
      subscriptionType: 'BY_YEAR',
    });
    expect(rolling).toEqual([
      { startDate: '2028-02-29', endDate: '2029-02-27', priceCents: 120_000, shouldGenerateInvoice: true },
    ]);
  });

  it('runs to a given end date over several years, the last period cut', () => {
    const periods = generatePeriods({
      ...base,
      startDate: '2026-01-01',
      endDate: '2028-06-30',
      contractType: 'CALENDAR_YEAR',
      subscriptionType: 'BY_YEAR',
    });
    expect(ranges(periods)).toEqual([
      '2026-01-01/2026-12-31',
      '2027-01-01/2027-12-31',
      '2028-01-01/2028-06-30',
    ]);
    // 2028 is a leap year: 182 of its 366 days.
    expect(periods[2]?.priceCents).toBe(59_672);
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

  it('stopping cuts the period holding the date and drops the later ones', () => {
    const stopped = stopFrom(periods, '2026-04-16');
    expect(stopped).toHaveLength(4);
    expect(stopped.at(-1)).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-15',
      priceCents: 5_000,
      shouldGenerateInvoice: true,
    });
    expect(stopFrom(periods, '2026-04-01')).toHaveLength(3);
  });

  it('editing a range changes only the periods strictly between the dates', () => {
    const edited = editRange(periods, '2026-02-28', '2026-06-01', { shouldGenerateInvoice: false });
    expect(edited.filter((p) => !p.shouldGenerateInvoice).map((p) => p.startDate)).toEqual([
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
  });

  it('a reduction reprices from its date, splitting the period that holds it', () => {
    const reduced = reduceFrom(terms, periods, '2026-07-16', 60_000);
    expect(ranges(reduced.slice(6, 8))).toEqual(['2026-07-01/2026-07-15', '2026-07-16/2026-07-31']);
    expect(reduced[6]?.priceCents).toBe(4_839);
    expect(reduced[7]?.priceCents).toBe(2_581);
    expect(reduced.at(-1)?.priceCents).toBe(5_000);
    expect(sum(reduced.slice(0, 6))).toBe(60_000);
  });
});

describe('discounts', () => {
  it('a percentage rounds half-up to the cent; an amount is taken as is', () => {
    expect(discountAmount(10_001, { percent: 10 })).toBe(1_000);
    expect(discountAmount(10_005, { percent: 10 })).toBe(1_001);
    expect(discountAmount(9_999, { percent: 12.5 })).toBe(1_250);
    expect(discountAmount(10_000, { amountCents: 2_500 })).toBe(2_500);
  });
});
