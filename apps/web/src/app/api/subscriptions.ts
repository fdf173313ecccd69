import { defineResource } from './resource.ts';

export const subscriptionsApi = defineResource({
  collection: '/v1/veterinary_establishment_service_subscriptions',
  one: 'VeterinaryEstablishmentServiceSubscription',
  many: 'VeterinaryEstablishmentServiceSubscriptions',
  history: 'veterinary_establishment_service_subscriptions',
});
