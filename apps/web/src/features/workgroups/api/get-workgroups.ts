import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiQuery, apiRequest } from '@vetbo/api-client/client';
import { type WorkgroupsSearch, workgroupsListUrl } from '../search-params.ts';
import { workgroupKeys } from './query-keys.ts';

/** The query of GET /v1/veterinary_groups, also taken by POST …/search with the term. */
export function workgroupListQuery(search: WorkgroupsSearch): ApiQuery<'/v1/veterinary_groups', 'GET'> {
  return workgroupsListUrl.listQuery(search);
}

/** A text term goes through POST …/search (name anywhere, code by prefix); otherwise a plain list. */
export function getWorkgroups(search: WorkgroupsSearch, signal?: AbortSignal) {
  const query = workgroupListQuery(search);
  if (search.q) {
    return apiRequest({
      operation: 'searchVeterinaryGroups',
      method: 'POST',
      path: '/v1/veterinary_groups/search',
      query,
      body: { term: search.q },
      requiresBody: true,
      signal,
    });
  }
  return apiRequest({ operation: 'getVeterinaryGroups', path: '/v1/veterinary_groups', query, signal });
}

export const workgroupsQueryOptions = (search: WorkgroupsSearch) =>
  queryOptions({
    queryKey: workgroupKeys.list(search),
    queryFn: ({ signal }) => getWorkgroups(search, signal),
    placeholderData: keepPreviousData,
  });

export function useWorkgroups(search: WorkgroupsSearch) {
  return useQuery(workgroupsQueryOptions(search));
}
