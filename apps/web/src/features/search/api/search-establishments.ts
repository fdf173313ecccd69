import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';

import { QUICK_SEARCH_LIMIT, QUICK_SEARCH_MIN_LENGTH } from './quick-search-limits.ts';

export function searchEstablishments(term: string, signal?: AbortSignal) {
  return apiRequest({
    operation: 'searchVeterinaryEstablishments',
    method: 'POST',
    path: '/v1/veterinary_establishments/search',
    query: { page: 1, limit: QUICK_SEARCH_LIMIT },
    body: { term },
    requiresBody: true,
    signal,
  });
}

export const quickSearchEstablishmentsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['quick-search', 'establishments', term] as const,
    queryFn: ({ signal }) => searchEstablishments(term, signal),
  });

export function useQuickSearchEstablishments(term: string, enabled: boolean) {
  return useQuery({
    ...quickSearchEstablishmentsQueryOptions(term),
    enabled: enabled && term.length >= QUICK_SEARCH_MIN_LENGTH,
  });
}
