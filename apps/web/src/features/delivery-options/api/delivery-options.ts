// The delivery options (spec §3.7, predefined services that prefill a delivery) on their collection's
// declaration (app/api/delivery-options.ts): the deliveries' option picker shares its keys, so a write here
// refreshes it too.
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { deliveryOptionsApi } from '../../../app/api/delivery-options.ts';
import { optionsOfService } from './options-of-service.ts';

export type DeliveryOption = Schema<'ServiceDeliveryOption'>;

/**
 * The catalogue of predefined services is short: one page holds every service's. Every service section
 * asks for this same page (one request), then keeps its own.
 */
const EVERY_OPTION = { page: 1, limit: 500, sortEntitled: 'asc' } as const;

export const useServiceDeliveryOptions = (serviceId: number) =>
  useQuery({
    ...deliveryOptionsApi.listOptions(EVERY_OPTION),
    select: (answer) => optionsOfService(answer, serviceId),
  });

/** One option with the ETag of this version (its edit and its delete send it back in If-Match). */
export const getDeliveryOption = (id: number) => deliveryOptionsApi.get(id);

export const useSaveDeliveryOption = () => ({
  create: deliveryOptionsApi.useCreate(),
  update: deliveryOptionsApi.useUpdate(),
});

/**
 * Disables or enables an option again: a PATCH of its status with the ETag of the version read just before
 * (the confirmation shows a refusal itself).
 */
export function useSetDeliveryOptionStatus() {
  const update = deliveryOptionsApi.useUpdate({ meta: { silentStatuses: [409, 412] } });
  return {
    isPending: update.isPending,
    set: async (id: number, status: DeliveryOption['status']) => {
      const current = await deliveryOptionsApi.get(id);
      return update.mutateAsync({ id, etag: current.etag, body: { status } });
    },
  };
}

/** The confirmation shows a refusal (in use: 409; changed meanwhile: 412) itself: no toast. */
export const useRemoveDeliveryOption = () =>
  deliveryOptionsApi.useRemove({ meta: { silentStatuses: [409, 412] } });
