// A delivery's discounts: listed, added and removed; the establishment's deliveries (their amounts) are
// reloaded after each change.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { deliveryKeys } from './query-keys.ts';

export type DeliveryDiscount = Schema<'VeterinaryEstablishmentServiceDeliveryDiscount'>;
export type DeliveryDiscountCreate = Schema<'VeterinaryEstablishmentServiceDeliveryDiscountCreateInput'>;

const discountsKey = (deliveryId: number) => ['delivery-discounts', deliveryId] as const;

export function useDeliveryDiscounts(deliveryId: number) {
  return useQuery({
    queryKey: discountsKey(deliveryId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentServiceDeliveryDiscounts',
        path: '/v1/veterinary_establishment_service_delivery_discounts',
        query: { 'serviceDeliveryId[]': [deliveryId], limit: 100 },
        signal,
      }),
  });
}

export function useDeliveryDiscountActions(establishmentId: number, deliveryId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: discountsKey(deliveryId) }),
      queryClient.invalidateQueries({ queryKey: deliveryKeys.ofEstablishment(establishmentId) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: DeliveryDiscountCreate) =>
        apiRequest({
          operation: 'createVeterinaryEstablishmentServiceDeliveryDiscount',
          method: 'POST',
          path: '/v1/veterinary_establishment_service_delivery_discounts',
          body,
          requiresBody: true,
        }),
      // The form shows field errors and refusals (beyond the amount, invoiced) itself.
      meta: { handlesFieldErrors: true, silentStatuses: [409] },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest({
          operation: 'deleteVeterinaryEstablishmentServiceDeliveryDiscount',
          method: 'DELETE',
          path: '/v1/veterinary_establishment_service_delivery_discounts/{id}',
          pathParams: { id },
        }),
      onSuccess: refresh,
    }),
  };
}
