import { InvoicedPeriodsError } from '@vetbo/domain/service-periods';
import { frenchDay } from '../../lib/french-day.ts';
import { ApiProblem } from '../../lib/problem.ts';

/** The domain's refusal to touch an invoiced period, as the 409 naming the periods. */
export function rethrowInvoicedPeriods(error: unknown): never {
  if (error instanceof InvoicedPeriodsError)
    throw new ApiProblem(409, 'INVOICED_PERIODS', [], {
      periods: error.periods.map((p) => `${frenchDay(p.startDate)}–${frenchDay(p.endDate)}`).join(', '),
    });
  throw error;
}
