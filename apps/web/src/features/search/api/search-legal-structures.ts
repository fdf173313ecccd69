import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { QUICK_SEARCH_LIMIT, QUICK_SEARCH_MIN_LENGTH } from './quick-search-limits.ts';

export function searchLegalStructures(term: string, signal?: AbortSignal) {
  return apiRequest({
    operation: 'searchLegalStructures',
    method: 'POST',
    path: '/v1/legal_structures/search',
    query: { page: 1, limit: QUICK_SEARCH_LIMIT },
    body: { term },
    requiresBody: true,
    signal,
  });
}

export const quickSearchLegalStructuresQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['quick-search', 'legal-structures', term] as const,
    queryFn: ({ signal }) => searchLegalStructures(term, signal),
  });

export function useQuickSearchLegalStructures(term: string, enabled: boolean) {
  return useQuery({
    ...quickSearchLegalStructuresQueryOptions(term),
    enabled: enabled && term.length >= QUICK_SEARCH_MIN_LENGTH,
  });
}
