import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@vetbo/api-client/client';
import { reportError } from '../lib/error-reporter.ts';
import { queryRetryDelay, shouldRetryQuery } from '../lib/query-retry.ts';

/** Spec §4/§9: cached data is fresh for 600 ms; concurrent loads share one request. */
export const QUERY_STALE_TIME_MS = 600;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** HTTP statuses the screen handles itself (e.g. 404 → not-found page): no toast. */
      silentStatuses?: readonly number[];
      /** Spec §8 "Failed onboarding load: only logged": written to the console, no toast. */
      onlyLogged?: boolean;
    };
    mutationMeta: {
      /** The form maps 400/409 `errors[]` onto its fields: no toast for those. */
      handlesFieldErrors?: boolean;
      /** HTTP statuses the form handles itself (e.g. 412 → stale-version message): no toast. */
      silentStatuses?: readonly number[];
    };
  }
}

function isFieldValidationError(error: unknown): boolean {
  return isApiError(error) && [400, 409, 422].includes(error.status) && error.fieldErrors.length > 0;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error) && query.meta?.silentStatuses?.includes(error.status)) return;
        if (query.meta?.onlyLogged) {
          console.error(error);
          return;
        }
        reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesFieldErrors && isFieldValidationError(error)) return;
        if (isApiError(error) && mutation.meta?.silentStatuses?.includes(error.status)) return;
        reportError(error, 'action');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // A 503 (database out of reach...) is tried again for a while, at the pace its Retry-After asks.
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}
