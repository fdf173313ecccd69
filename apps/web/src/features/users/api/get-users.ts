import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiQuery, apiRequest } from '@vetbo/api-client/client';
import { type UsersSearch, usersListUrl } from '../search-params.ts';
import { userKeys } from './query-keys.ts';

/** The query of GET /v1/users, also taken by POST …/search with the term. */
export function userListQuery(search: UsersSearch): ApiQuery<'/v1/users', 'GET'> {
  return usersListUrl.listQuery(search);
}

/** A term goes through POST …/search (a name anywhere, an e-mail from its start); otherwise a plain list. */
export function getUsers(search: UsersSearch, signal?: AbortSignal) {
  const query = userListQuery(search);
  if (search.q) {
    return apiRequest({
      operation: 'searchUsers',
      method: 'POST',
      path: '/v1/users/search',
      query,
      body: { term: search.q },
      requiresBody: true,
      signal,
    });
  }
  return apiRequest({ operation: 'getUsers', path: '/v1/users', query, signal });
}

export const usersQueryOptions = (search: UsersSearch) =>
  queryOptions({
    queryKey: userKeys.list(search),
    queryFn: ({ signal }) => getUsers(search, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(search: UsersSearch) {
  return useQuery(usersQueryOptions(search));
}
