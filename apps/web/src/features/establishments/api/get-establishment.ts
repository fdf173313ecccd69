import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import { readVersioned } from '../../../lib/versioned-record.ts';
import { establishmentKeys } from './query-keys.ts';

/** The establishment and the ETag of this version, which its edit sends back in If-Match. */
export function getEstablishment(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryEstablishment',
      path: '/v1/veterinary_establishments/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

export const establishmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: establishmentKeys.detail(id),
    queryFn: ({ signal }) => getEstablishment(id, signal),
    // The detail route shows the not-found page for a 404 instead of a toast.
    meta: { silentStatuses: [404] },
  });

export function useEstablishment(id: number) {
  return useSuspenseQuery(establishmentQueryOptions(id));
}
