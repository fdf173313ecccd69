import { defineResource } from './resource.ts';

export const deliveriesApi = defineResource({
  collection: '/v1/veterinary_establishment_service_deliveries',
  one: 'VeterinaryEstablishmentServiceDelivery',
  many: 'VeterinaryEstablishmentServiceDeliveries',
  history: 'veterinary_establishment_service_deliveries',
});
