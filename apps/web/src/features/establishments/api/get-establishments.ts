import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Establishment } from '@vetbo/domain/establishments';
import { apiRequest, type ListResponse } from '../../../lib/api-client.ts';
import { type EstablishmentsSearch, establishmentListQuery } from '../routes/search-params.ts';
import { establishmentKeys } from './query-keys.ts';

/** A text term goes through POST .../search (name, code, postal code, city); otherwise a plain list. */
export function getEstablishments(search: EstablishmentsSearch, signal?: AbortSignal) {
  const query = establishmentListQuery(search);
  if (search.q) {
    return apiRequest<ListResponse<Establishment>>({
      operation: 'searchVeterinaryEstablishments',
      method: 'POST',
      path: '/v1/veterinary_establishments/search',
      query,
      body: { term: search.q },
      requiresBody: true,
      signal,
    });
  }
  return apiRequest<ListResponse<Establishment>>({
    operation: 'getVeterinaryEstablishments',
    path: '/v1/veterinary_establishments',
    query,
    signal,
  });
}

export const establishmentsQueryOptions = (search: EstablishmentsSearch) =>
  queryOptions({
    queryKey: establishmentKeys.list(search),
    queryFn: ({ signal }) => getEstablishments(search, signal),
    placeholderData: keepPreviousData,
  });

export function useEstablishments(search: EstablishmentsSearch) {
  return useQuery(establishmentsQueryOptions(search));
}
