import { InvoicedPeriodsError } from '@vetbo/domain/service-periods';
import { ApiProblem } from '../../lib/problem.ts';

/** 2026-03-01 → 01/03/2026. */
export const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The domain's refusal to touch an invoiced period, as the 409 naming the periods. */
export function rethrowInvoicedPeriods(error: unknown): never {
  if (error instanceof InvoicedPeriodsError)
    throw new ApiProblem(409, 'INVOICED_PERIODS', [], {
      periods: error.periods.map((p) => `${frenchDay(p.startDate)}–${frenchDay(p.endDate)}`).join(', '),
    });
  throw error;
}
