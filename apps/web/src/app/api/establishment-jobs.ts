import { defineResource } from './resource.ts';

export const establishmentJobsApi = defineResource({
  collection: '/v1/veterinary_establishment_users',
  one: 'VeterinaryEstablishmentUser',
  many: 'VeterinaryEstablishmentUsers',
  history: 'veterinary_establishment_users',
});
