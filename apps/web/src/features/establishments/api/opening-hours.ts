// An establishment's week and closures: one record under the establishment's path, with its ETag.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { OpeningHoursInput } from '@vetbo/domain/opening-hours';
import { establishmentsApi } from '../../../app/api/establishments.ts';
import type { UpdateInput } from '../../../app/api/resource.ts';
import { ifMatchHeaders, readVersioned, type Versioned } from '../../../lib/versioned-record.ts';

export type OpeningHours = Schema<'OpeningHours'>;

export const openingHoursKey = (id: number) => establishmentsApi.keys.sub(id, 'opening_hours');

/** The week and the closures, with the ETag of this version (sent back in If-Match). */
export function getOpeningHours(id: number, signal?: AbortSignal): Promise<Versioned<OpeningHours>> {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryEstablishmentOpeningHours',
      path: '/v1/veterinary_establishments/{id}/opening_hours',
      pathParams: { id },
      signal,
    }),
  );
}

export const openingHoursQueryOptions = (id: number) =>
  queryOptions({ queryKey: openingHoursKey(id), queryFn: ({ signal }) => getOpeningHours(id, signal) });

export const useOpeningHours = (id: number) => useQuery(openingHoursQueryOptions(id));

export function replaceOpeningHours({ id, etag, body }: UpdateInput<OpeningHoursInput>) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'replaceVeterinaryEstablishmentOpeningHours',
      method: 'PUT',
      path: '/v1/veterinary_establishments/{id}/opening_hours',
      pathParams: { id },
      headers: ifMatchHeaders(etag),
      body,
      requiresBody: true,
    }),
  );
}

export function useReplaceOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceOpeningHours,
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(openingHoursKey(saved.data.veterinaryEstablishmentId), saved);
      // Its history is the establishment's (Historique tab).
      await establishmentsApi.invalidate(queryClient);
    },
  });
}
