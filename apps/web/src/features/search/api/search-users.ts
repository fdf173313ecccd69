import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { QUICK_SEARCH_LIMIT, QUICK_SEARCH_MIN_LENGTH } from './quick-search-limits.ts';

/** A name anywhere or an e-mail from its start; with an "@", the e-mail only (POST /v1/users/search). */
export function searchUsers(term: string, signal?: AbortSignal) {
  return apiRequest({
    operation: 'searchUsers',
    method: 'POST',
    path: '/v1/users/search',
    query: { page: 1, limit: QUICK_SEARCH_LIMIT },
    body: { term },
    requiresBody: true,
    signal,
  });
}

export const quickSearchUsersQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['quick-search', 'users', term] as const,
    queryFn: ({ signal }) => searchUsers(term, signal),
  });

export function useQuickSearchUsers(term: string, enabled: boolean) {
  return useQuery({
    ...quickSearchUsersQueryOptions(term),
    enabled: enabled && term.length >= QUICK_SEARCH_MIN_LENGTH,
  });
}
