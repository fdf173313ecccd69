import { defineResource } from './resource.ts';

export const servicesApi = defineResource({
  collection: '/v1/veterinary_services',
  one: 'VeterinaryService',
  many: 'VeterinaryServices',
});
