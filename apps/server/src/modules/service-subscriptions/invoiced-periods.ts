import { InvoicedPeriodsError } from '@vetbo/domain/service-periods';
import { frenchDay } from '../../lib/french-day.ts';
import { refusal } from '../../lib/problem.ts';
import { SUBSCRIPTION_PROBLEMS } from './service-subscriptions.problems.ts';

/** The domain's refusal to touch an invoiced period, as the 409 naming the periods. */
export function rethrowInvoicedPeriods(error: unknown): never {
  if (error instanceof InvoicedPeriodsError)
    throw refusal(SUBSCRIPTION_PROBLEMS.INVOICED_PERIODS, {
      params: {
        periods: error.periods.map((p) => `${frenchDay(p.startDate)}–${frenchDay(p.endDate)}`).join(', '),
      },
    });
  throw error;
}
