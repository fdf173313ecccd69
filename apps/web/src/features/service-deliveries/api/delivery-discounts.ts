// A delivery's discounts: listed, added and removed; the deliveries (their amounts) are reloaded after each
// change (the declaration's `shownIn`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { deliveryDiscountsApi } from '../../../app/api/delivery-discounts.ts';

export type DeliveryDiscount = Schema<'VeterinaryEstablishmentServiceDeliveryDiscount'>;
export type DeliveryDiscountCreate = Schema<'VeterinaryEstablishmentServiceDeliveryDiscountCreateInput'>;

export const useDeliveryDiscounts = (deliveryId: number) =>
  deliveryDiscountsApi.useList({ 'serviceDeliveryId[]': [deliveryId], limit: 100 });

export function useDeliveryDiscountActions(_establishmentId?: number, _deliveryId?: number) {
  const queryClient = useQueryClient();
  return {
    // The form shows field errors and refusals (beyond the amount, invoiced) itself.
    create: deliveryDiscountsApi.useCreate({ meta: { silentStatuses: [409] } }),
    // By id: the dialog shows which line is being removed (`variables`).
    remove: useMutation({
      mutationFn: (id: number) => deliveryDiscountsApi.remove({ id }),
      onSuccess: () => deliveryDiscountsApi.invalidate(queryClient),
    }),
  };
}
