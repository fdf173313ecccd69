import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { type LegalStructuresSearch, legalStructureListQuery } from '../search-params.ts';
import { legalStructureKeys } from './query-keys.ts';

/** A text term goes through POST .../search; otherwise a plain list. */
export function getLegalStructures(search: LegalStructuresSearch, signal?: AbortSignal) {
  const query = legalStructureListQuery(search);
  if (search.q) {
    return apiRequest({
      operation: 'searchLegalStructures',
      method: 'POST',
      path: '/v1/legal_structures/search',
      query,
      body: { term: search.q },
      requiresBody: true,
      signal,
    });
  }
  return apiRequest({ operation: 'getLegalStructures', path: '/v1/legal_structures', query, signal });
}

export const legalStructuresQueryOptions = (search: LegalStructuresSearch) =>
  queryOptions({
    queryKey: legalStructureKeys.list(search),
    queryFn: ({ signal }) => getLegalStructures(search, signal),
    placeholderData: keepPreviousData,
  });

export function useLegalStructures(search: LegalStructuresSearch) {
  return useQuery(legalStructuresQueryOptions(search));
}
