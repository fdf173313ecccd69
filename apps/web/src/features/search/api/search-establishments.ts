import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Establishment } from '@vetbo/domain/establishments';
import { apiRequest, type ListResponse } from '../../../lib/api-client.ts';

export const QUICK_SEARCH_LIMIT = 10;
export const QUICK_SEARCH_MIN_LENGTH = 2;

export type EstablishmentHit = Pick<Establishment, 'id' | 'name' | 'privilegedCode' | 'city' | 'postalCode'>;

export async function searchEstablishments(
  term: string,
  signal?: AbortSignal,
): Promise<ListResponse<EstablishmentHit>> {
  return apiRequest<ListResponse<EstablishmentHit>>({
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
