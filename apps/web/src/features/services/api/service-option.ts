import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { VeterinaryServiceOptionUpdate } from '@vetbo/domain/service-catalogue';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';

/** Under 'services', as every query of these screens (see get-services.ts). */
const optionKey = (id: number) => ['services', 'option', id] as const;

/** One option and the ETag of this version, which its edit sends back in If-Match. */
export function getServiceOption(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryServiceOption',
      path: '/v1/veterinary_service_options/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

export const serviceOptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: optionKey(id),
    queryFn: ({ signal }) => getServiceOption(id, signal),
    // The panel says itself that the option could not be loaded.
    meta: { silentStatuses: [404] },
  });

/**
 * The option open in the side panel; nothing is asked while none is. Forgotten once the panel closes
 * (gcTime 0), so each opening starts from the current version and its ETag.
 */
export function useServiceOption(id: number | undefined) {
  return useQuery({ ...serviceOptionQueryOptions(id ?? 0), enabled: id !== undefined, gcTime: 0 });
}

export interface UpdateServiceOptionInput {
  id: number;
  /** The version the form was filled from: the API refuses the change (412) if it is not the current one. */
  etag: string | undefined;
  body: VeterinaryServiceOptionUpdate;
}

export function updateServiceOption({ id, etag, body }: UpdateServiceOptionInput) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'updateVeterinaryServiceOption',
      method: 'PATCH',
      path: '/v1/veterinary_service_options/{id}',
      pathParams: { id },
      headers: ifMatchHeaders(etag),
      body,
      requiresBody: true,
    }),
  );
}

export function useUpdateServiceOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateServiceOption,
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(optionKey(saved.data.id), saved);
      // The catalogue shows the option, the subscriptions its label: every services query is refreshed.
      await queryClient.invalidateQueries({ queryKey: ['services'] });
    },
  });
}
