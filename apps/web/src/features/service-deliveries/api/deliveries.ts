import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { ServiceDeliveryCreate, ServiceDeliveryUpdate } from '@vetbo/domain/service-deliveries';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';
import { deliveryKeys } from './query-keys.ts';

export type ServiceDelivery = Schema<'VeterinaryEstablishmentServiceDelivery'>;
export type DeliveryOption = Schema<'ServiceDeliveryOption'>;

export { deliveryKeys };

// An establishment has few deliveries: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export function useEstablishmentDeliveries(establishmentId: number) {
  return useQuery({
    queryKey: deliveryKeys.ofEstablishment(establishmentId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentServiceDeliveries',
        path: '/v1/veterinary_establishment_service_deliveries',
        query: { 'veterinaryEstablishmentId[]': [establishmentId], page: 1, limit: RELATED_LIMIT },
        signal,
      }),
  });
}

/** The delivery options a new delivery starts from, by label (the catalogue is small). */
export function useDeliveryOptions() {
  return useQuery({
    queryKey: deliveryKeys.options,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getServiceDeliveryOptions',
        path: '/v1/service_delivery_options',
        query: { page: 1, limit: 200, sortEntitled: 'asc' },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function getDelivery(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryEstablishmentServiceDelivery',
      path: '/v1/veterinary_establishment_service_deliveries/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

/** Create, change (If-Match) and delete a delivery; each refreshes the establishment's tab and history. */
export function useSaveDelivery(establishmentId: number) {
  const queryClient = useQueryClient();
  const refresh = async (id: number) => {
    await queryClient.invalidateQueries({ queryKey: deliveryKeys.ofEstablishment(establishmentId) });
    await queryClient.invalidateQueries({
      queryKey: changeHistoryKey('veterinary_establishment_service_deliveries', id),
    });
  };
  const path = '/v1/veterinary_establishment_service_deliveries/{id}' as const;
  const create = useMutation({
    mutationFn: (body: ServiceDeliveryCreate) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'createVeterinaryEstablishmentServiceDelivery',
          method: 'POST',
          path: '/v1/veterinary_establishment_service_deliveries',
          body,
          requiresBody: true,
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: (saved) => refresh(saved.data.id),
  });
  const update = useMutation({
    mutationFn: ({ id, etag, body }: { id: number; etag: string | undefined; body: ServiceDeliveryUpdate }) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'updateVeterinaryEstablishmentServiceDelivery',
          method: 'PATCH',
          path,
          pathParams: { id },
          body,
          requiresBody: true,
          headers: ifMatchHeaders(etag),
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: (saved) => refresh(saved.data.id),
  });
  const remove = useMutation({
    mutationFn: async ({ id, etag }: { id: number; etag: string | undefined }) => {
      await apiRequest({
        operation: 'deleteVeterinaryEstablishmentServiceDelivery',
        method: 'DELETE',
        path,
        pathParams: { id },
        headers: ifMatchHeaders(etag),
      });
      return id;
    },
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  return { create, update, remove };
}
