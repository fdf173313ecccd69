import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';

const PICKER_LIMIT = 20;

export function searchLegalStructures(term: string, signal?: AbortSignal) {
  return apiRequest({
    operation: 'searchLegalStructures',
    method: 'POST',
    path: '/v1/legal_structures/search',
    query: { page: 1, limit: PICKER_LIMIT },
    body: { term: term || undefined },
    requiresBody: true,
    signal,
  });
}

export const legalStructureSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['legal-structures', 'search', term] as const,
    queryFn: ({ signal }) => searchLegalStructures(term, signal),
    select: (response) => response.data,
  });

export function useLegalStructureSearch(term: string, enabled: boolean) {
  return useQuery({ ...legalStructureSearchQueryOptions(term), enabled });
}
