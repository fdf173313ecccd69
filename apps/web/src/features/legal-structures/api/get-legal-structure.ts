import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import { readVersioned } from '../../../lib/versioned-record.ts';
import { legalStructureKeys } from './query-keys.ts';

/** The structure and the ETag of this version, which its edit sends back in If-Match. */
export function getLegalStructure(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getLegalStructure',
      path: '/v1/legal_structures/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

export const legalStructureQueryOptions = (id: number) =>
  queryOptions({
    queryKey: legalStructureKeys.detail(id),
    queryFn: ({ signal }) => getLegalStructure(id, signal),
    // The detail route shows the not-found page for a 404 instead of a toast.
    meta: { silentStatuses: [404] },
  });

export function useLegalStructure(id: number) {
  return useSuspenseQuery(legalStructureQueryOptions(id));
}
