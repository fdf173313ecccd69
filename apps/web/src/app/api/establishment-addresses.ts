import { defineResource } from './resource.ts';

// An establishment's addresses (its main one and the others: delivery, billing, mailing…); the
// establishment's answer shows its main address, so it is refreshed after a write.
export const establishmentAddressesApi = defineResource({
  collection: '/v1/veterinary_establishment_addresses',
  one: 'VeterinaryEstablishmentAddress',
  many: 'VeterinaryEstablishmentAddresses',
  history: 'veterinary_establishment_addresses',
  shownIn: ['/v1/veterinary_establishments'],
});
