// The periods of a service subscription (spec §3.8, §4): what billing will invoice, to the cent.
// Pure functions on plain values: dates are ISO `YYYY-MM-DD` strings, amounts integer cents.
import { DISCOUNT_TOO_LARGE } from './money/lines.ts';
import { scaleCents, shareCents } from './money/rounding.ts';
import { WHOLE_RATE } from './money/vat.ts';

export { DISCOUNT_TOO_LARGE };

export const CONTRACT_TYPES = ['CALENDAR_YEAR', 'ROLLING_YEAR'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const SUBSCRIPTION_TYPES = ['BY_MONTH', 'BY_YEAR'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export interface ServicePeriod {
  startDate: string;
  /** The last day served, included. */
  endDate: string;
  priceCents: number;
  shouldGenerateInvoice: boolean;
  /** Set once an invoice carries the period: it is never changed or removed afterwards. */
  invoiced?: boolean;
}

export interface SubscriptionTerms {
  startDate: string;
  /** The last day of the contract; none: one contract year (to 31 December, or to the day before the anniversary). */
  endDate?: string | null;
  contractType: ContractType;
  subscriptionType: SubscriptionType;
  /** The price of a whole year of service. */
  annualPriceCents: number;
}

// ---- dates (UTC, so that no time zone moves a day) ----

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * DAY_MS);
/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The same day `months` later, on the month's last day when it has fewer days (31 January → 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = month - 1 + months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = ((index % 12) + 12) % 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return fromTime(Date.UTC(targetYear, targetMonth, targetDay));
}

const endOfMonth = (date: string) => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return fromTime(Date.UTC(year, month, 0));
};
const endOfYear = (date: string) => `${date.slice(0, 4)}-12-31`;

// ---- generation ----

/** The end of the period that starts on `start`, as a whole period (before the contract's end cuts it). */
function wholePeriodEnd(start: string, anchor: string, terms: SubscriptionTerms): string {
  if (terms.subscriptionType === 'BY_YEAR') {
    return terms.contractType === 'CALENDAR_YEAR'
      ? endOfYear(start)
      : addDays(nextAnniversary(anchor, start, 12), -1);
  }
  return terms.contractType === 'CALENDAR_YEAR'
    ? endOfMonth(start)
    : addDays(nextAnniversary(anchor, start, 1), -1);
}

/** Calendar months from `anchor`'s month to `date`'s (2026-01-31 → 2026-03-01: 2). */
const monthSpan = (anchor: string, date: string) =>
  (Number(date.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 +
  Number(date.slice(5, 7)) -
  Number(anchor.slice(5, 7));

/** How many months after `anchor` (a multiple of `step`) the first anniversary after `start` falls. */
function nextAnniversaryCount(anchor: string, start: string, step: number): number {
  // The month before `start`'s holds an anniversary at most `start`: begin there, not at the anchor
  // (a loop from the anchor made generating a subscription's periods quadratic in their number).
  let count = Math.max(step, step * Math.floor((monthSpan(anchor, start) - 1) / step));
  while (addMonths(anchor, count) <= start) count += step;
  return count;
}

const nextAnniversary = (anchor: string, start: string, step: number) =>
  addMonths(anchor, nextAnniversaryCount(anchor, start, step));

/** The days of the whole period holding `start` (calendar month or year, or month or year from the anchor). */
function wholePeriodDays(start: string, anchor: string, terms: SubscriptionTerms): number {
  const yearly = terms.subscriptionType === 'BY_YEAR';
  if (terms.contractType === 'CALENDAR_YEAR') {
    return yearly
      ? daysBetween(`${start.slice(0, 4)}-01-01`, endOfYear(start))
      : daysBetween(`${start.slice(0, 7)}-01`, endOfMonth(start));
  }
  const step = yearly ? 12 : 1;
  const count = nextAnniversaryCount(anchor, start, step);
  return daysBetween(addMonths(anchor, count - step), addDays(addMonths(anchor, count), -1));
}

/** The contract's last day: the one given, or the end of its first year. */
export function contractEnd(terms: SubscriptionTerms): string {
  if (terms.endDate) return terms.endDate;
  return terms.contractType === 'CALENDAR_YEAR'
    ? endOfYear(terms.startDate)
    : addDays(addMonths(terms.startDate, 12), -1);
}

/**
 * The periods of a subscription (decisions.md, "Service periods"):
 * - BY_YEAR: calendar years (CALENDAR_YEAR) or years from the start date (ROLLING_YEAR);
 * - BY_MONTH: calendar months, or months from the start date's day (the 31st becomes the month's last day);
 * - a whole year costs the annual price; the twelve months of a year cost exactly the annual price
 *   between them (cents spread over the months, never lost to rounding);
 * - a period cut by the start or the end of the contract costs its share of days, rounded half-up.
 */
export function generatePeriods(terms: SubscriptionTerms): ServicePeriod[] {
  const end = contractEnd(terms);
  if (end < terms.startDate) throw new RangeError('The contract ends before it starts');
  const periods: ServicePeriod[] = [];
  let start = terms.startDate;
  while (start <= end) {
    const whole = wholePeriodEnd(start, terms.startDate, terms);
    const periodEnd = whole < end ? whole : end;
    const fullDays = wholePeriodDays(start, terms.startDate, terms);
    const fullPrice = wholePrice(start, terms);
    const days = daysBetween(start, periodEnd);
    const priceCents = days === fullDays ? fullPrice : scaleCents(fullPrice, days, fullDays);
    periods.push({ startDate: start, endDate: periodEnd, priceCents, shouldGenerateInvoice: priceCents > 0 });
    start = addDays(periodEnd, 1);
  }
  return periods;
}

/** The price of a whole period: the year's, or the month's share of it (month i gets ⌊12ths⌋ so twelve sum exactly). */
function wholePrice(start: string, terms: SubscriptionTerms): number {
  if (terms.subscriptionType === 'BY_YEAR') return terms.annualPriceCents;
  const monthIndex =
    terms.contractType === 'CALENDAR_YEAR'
      ? Number(start.slice(5, 7)) - 1
      : monthsFrom(terms.startDate, start) % 12;
  return shareCents(terms.annualPriceCents, monthIndex, 12);
}

/** Whole months from `anchor` to `date` (the largest k with anchor + k months ≤ date). */
function monthsFrom(anchor: string, date: string): number {
  let months = Math.max(0, monthSpan(anchor, date) - 1);
  while (addMonths(anchor, months + 1) <= date) months++;
  return months;
}

// ---- changes (spec §4): never on an invoiced period ----

export class InvoicedPeriodsError extends Error {
  override readonly name = 'InvoicedPeriodsError';
  constructor(readonly periods: ServicePeriod[]) {
    super(`Invoiced periods cannot change: ${periods.map((p) => `${p.startDate}–${p.endDate}`).join(', ')}`);
  }
}

function refuseInvoiced(touched: ServicePeriod[]): void {
  const invoiced = touched.filter((period) => period.invoiced);
  if (invoiced.length > 0) throw new InvoicedPeriodsError(invoiced);
}

/** A period's price for the days it keeps, out of the days it had. */
const keepShare = (period: ServicePeriod, newEnd: string) =>
  scaleCents(
    period.priceCents,
    daysBetween(period.startDate, newEnd),
    daysBetween(period.startDate, period.endDate),
  );

/**
 * Stopping from a date: no service from `fromDate` on. The period holding it ends the day before (its
 * price cut to its days), later periods go. Refused if it would touch an invoiced period.
 */
export function stopFrom(periods: ServicePeriod[], fromDate: string): ServicePeriod[] {
  refuseInvoiced(periods.filter((period) => period.endDate >= fromDate));
  return periods.flatMap((period) => {
    if (period.endDate < fromDate) return [period];
    if (period.startDate >= fromDate) return [];
    const endDate = addDays(fromDate, -1);
    const priceCents = keepShare(period, endDate);
    return [{ ...period, endDate, priceCents, shouldGenerateInvoice: priceCents > 0 }];
  });
}

/** Editing a range: the change applies to the periods strictly between the two dates (spec §4). */
export function editRange(
  periods: ServicePeriod[],
  after: string,
  before: string,
  change: Partial<Pick<ServicePeriod, 'priceCents' | 'shouldGenerateInvoice'>>,
): ServicePeriod[] {
  const inside = (period: ServicePeriod) => period.startDate > after && period.endDate < before;
  refuseInvoiced(periods.filter(inside));
  return periods.map((period) => (inside(period) ? { ...period, ...change } : period));
}

/**
 * A reduction from a date: the periods from then on cost `newAnnualPriceCents` a year. The period holding
 * the date is split there, each part priced at its share of days.
 */
export function reduceFrom(
  terms: SubscriptionTerms,
  periods: ServicePeriod[],
  fromDate: string,
  newAnnualPriceCents: number,
) {
  refuseInvoiced(periods.filter((period) => period.endDate >= fromDate));
  const repriced = generatePeriods({ ...terms, annualPriceCents: newAnnualPriceCents });
  return periods.flatMap((period) => {
    if (period.endDate < fromDate) return [period];
    const fresh = repriced.find((p) => p.startDate === period.startDate && p.endDate === period.endDate);
    const newPrice =
      fresh?.priceCents ??
      scaleCents(period.priceCents, newAnnualPriceCents, Math.max(terms.annualPriceCents, 1));
    if (period.startDate >= fromDate)
      return [{ ...period, priceCents: newPrice, shouldGenerateInvoice: newPrice > 0 }];
    const before = {
      ...period,
      endDate: addDays(fromDate, -1),
      priceCents: keepShare(period, addDays(fromDate, -1)),
    };
    const afterDays = daysBetween(fromDate, period.endDate);
    const afterPrice = scaleCents(newPrice, afterDays, daysBetween(period.startDate, period.endDate));
    return [
      before,
      { ...period, startDate: fromDate, priceCents: afterPrice, shouldGenerateInvoice: afterPrice > 0 },
    ];
  });
}

// ---- discounts ----

/** How a discount is written: a percentage (in hundredths of a percent, 1050 = 10,5 %) or an amount in cents. */
export const DISCOUNT_KINDS = ['PERCENTAGE', 'AMOUNT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export type Discount = { percent: number } | { amountCents: number };

/** A discount's amount on a price: a percentage rounds half-up to the cent; more than the price is refused. */
export function discountAmount(priceCents: number, discount: Discount): number {
  const amount =
    'percent' in discount
      ? scaleCents(priceCents, Math.round(discount.percent * 100), WHOLE_RATE)
      : discount.amountCents;
  if (amount < 0 || amount > priceCents) throw new RangeError(DISCOUNT_TOO_LARGE);
  return amount;
}
