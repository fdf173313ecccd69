import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { type EstablishmentsSearch, establishmentListQuery } from '../search-params.ts';
import { establishmentKeys } from './query-keys.ts';

/** A text term goes through POST .../search (name, code, postal code, city); otherwise a plain list. */
export function getEstablishments(search: EstablishmentsSearch, signal?: AbortSignal) {
  const query = establishmentListQuery(search);
  if (search.q) {
    return apiRequest({
      operation: 'searchVeterinaryEstablishments',
      method: 'POST',
      path: '/v1/veterinary_establishments/search',
      query,
      body: { term: search.q },
      requiresBody: true,
      signal,
    });
  }
  return apiRequest({
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
