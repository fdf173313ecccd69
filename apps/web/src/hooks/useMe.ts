import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Schemas } from '@vetbo/api-client/client';
import { collectionKeys } from '../app/api/resource.ts';

// The signed-in user, shared code: the permission gate (components/permissions) reads the role from it,
// and shared code may not import a feature (features/auth re-exports it).
export type Me = Schemas['Me'];

export async function getMe(signal?: AbortSignal) {
  const response = await apiRequest({ operation: 'getMe', path: '/v1/me', signal });
  return response.data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys('/v1/me').all,
    queryFn: ({ signal }) => getMe(signal),
    // The signed-in user hardly changes during a session.
    staleTime: 5 * 60 * 1000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
