import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { QUICK_SEARCH_LIMIT, QUICK_SEARCH_MIN_LENGTH } from './quick-search-limits.ts';

/** Name anywhere or group code by prefix (POST /v1/veterinary_groups/search). */
export function searchWorkgroups(term: string, signal?: AbortSignal) {
  return apiRequest({
    operation: 'searchVeterinaryGroups',
    method: 'POST',
    path: '/v1/veterinary_groups/search',
    query: { page: 1, limit: QUICK_SEARCH_LIMIT },
    body: { term },
    requiresBody: true,
    signal,
  });
}

export const quickSearchWorkgroupsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['quick-search', 'workgroups', term] as const,
    queryFn: ({ signal }) => searchWorkgroups(term, signal),
  });

export function useQuickSearchWorkgroups(term: string, enabled: boolean) {
  return useQuery({
    ...quickSearchWorkgroupsQueryOptions(term),
    enabled: enabled && term.length >= QUICK_SEARCH_MIN_LENGTH,
  });
}
