// Service deliveries: the list of every establishment's, an establishment's tab, and their writes, on the
// deliveries' declaration (app/api/deliveries.ts): one key family, so each write refreshes both screens.
import type { Schema } from '@vetbo/api-client/client';
import { deliveriesApi } from '../../../app/api/deliveries.ts';
import { deliveryOptionsApi } from '../../../app/api/delivery-options.ts';
import { servicesApi } from '../../../app/api/services.ts';
import { type DeliveriesSearch, deliveriesListUrl } from '../search-params.ts';

export type ServiceDelivery = Schema<'VeterinaryEstablishmentServiceDelivery'>;
export type DeliveryOption = Schema<'ServiceDeliveryOption'>;

// An establishment has few deliveries: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export const deliveriesQueryOptions = (search: DeliveriesSearch) =>
  deliveriesApi.listOptions(deliveriesListUrl.listQuery(search), { keepPrevious: true });

export const useDeliveries = (search: DeliveriesSearch) =>
  deliveriesApi.useList(deliveriesListUrl.listQuery(search), { keepPrevious: true });

/** The catalogue's services, for the list's service filter. */
export const useServices = () => servicesApi.useList({ page: 1, limit: 100, sortCode: 'asc' });

export const useEstablishmentDeliveries = (establishmentId: number) =>
  deliveriesApi.useList({ 'veterinaryEstablishmentId[]': [establishmentId], page: 1, limit: RELATED_LIMIT });

/** The delivery options a new delivery starts from, by label (the catalogue is small): enabled ones only. */
export const useDeliveryOptions = () =>
  deliveryOptionsApi.useList({ 'status[]': ['ENABLED'], page: 1, limit: 200, sortEntitled: 'asc' });

/** One delivery with the ETag of this version (the edit and the delete send it back in If-Match). */
export const getDelivery = (id: number) => deliveriesApi.get(id);

/** Create, change (If-Match) and delete a delivery. */
export function useSaveDelivery(_establishmentId?: number) {
  return {
    create: deliveriesApi.useCreate(),
    update: deliveriesApi.useUpdate(),
    // The confirmation says a refusal itself.
    remove: deliveriesApi.useRemove({ meta: { handlesFieldErrors: true } }),
  };
}
