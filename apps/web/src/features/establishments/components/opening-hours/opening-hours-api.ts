import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { OpeningHoursInput } from '@vetbo/domain/opening-hours';
import { changeHistoryKey } from '../../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned, type Versioned } from '../../../../lib/versioned-record.ts';
import { establishmentKeys } from '../../api/query-keys.ts';

export type OpeningHours = Schema<'OpeningHours'>;

export const openingHoursKey = (id: number) => [...establishmentKeys.detail(id), 'opening-hours'] as const;

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

export function useOpeningHours(id: number) {
  return useQuery(openingHoursQueryOptions(id));
}

export interface ReplaceOpeningHoursInput {
  id: number;
  etag: string | undefined;
  body: OpeningHoursInput;
}

export function replaceOpeningHours({ id, etag, body }: ReplaceOpeningHoursInput) {
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
      await queryClient.invalidateQueries({
        queryKey: changeHistoryKey(
          'veterinary_establishment_opening_hours',
          saved.data.veterinaryEstablishmentId,
        ),
      });
    },
  });
}
