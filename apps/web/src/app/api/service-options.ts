import { defineResource } from './resource.ts';

export const serviceOptionsApi = defineResource({
  collection: '/v1/veterinary_service_options',
  one: 'VeterinaryServiceOption',
  many: 'VeterinaryServiceOptions',
  history: 'veterinary_service_options',
  // The catalogue lists each service with its options.
  shownIn: ['/v1/veterinary_services', '/v1/veterinary_establishment_service_subscriptions'],
});
