import { defineResource } from './resource.ts';

export const serviceDiscountsApi = defineResource({
  collection: '/v1/veterinary_establishment_service_discounts',
  one: 'VeterinaryEstablishmentServiceDiscount',
  many: 'VeterinaryEstablishmentServiceDiscounts',
  history: 'veterinary_establishment_service_discounts',
  // A subscription's periods carry the sum of their discounts.
  shownIn: ['/v1/veterinary_establishment_service_subscriptions'],
});
