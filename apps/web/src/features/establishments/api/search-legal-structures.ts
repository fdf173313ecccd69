import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ListResponse } from '../../../lib/api-client.ts';

export interface LegalStructureOption {
  id: number;
  socialReason: string;
  tradeName?: string | null;
  legalCode?: string | null;
}

const PICKER_LIMIT = 20;

export function searchLegalStructures(term: string, signal?: AbortSignal) {
  return apiRequest<ListResponse<LegalStructureOption>>({
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
