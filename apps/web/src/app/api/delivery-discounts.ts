import { defineResource } from './resource.ts';

export const deliveryDiscountsApi = defineResource({
  collection: '/v1/veterinary_establishment_service_delivery_discounts',
  one: 'VeterinaryEstablishmentServiceDeliveryDiscount',
  many: 'VeterinaryEstablishmentServiceDeliveryDiscounts',
  history: 'veterinary_establishment_service_delivery_discounts',
  // A delivery's amount is net of its discounts.
  shownIn: ['/v1/veterinary_establishment_service_deliveries'],
});
