import { defineResource } from './resource.ts';

export const establishmentsApi = defineResource({
  collection: '/v1/veterinary_establishments',
  one: 'VeterinaryEstablishment',
  many: 'VeterinaryEstablishments',
  history: 'veterinary_establishments',
});
