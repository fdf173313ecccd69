import { defineResource } from './resource.ts';

export const groupJobsApi = defineResource({
  collection: '/v1/veterinary_group_users',
  one: 'VeterinaryGroupUser',
  many: 'VeterinaryGroupUsers',
  history: 'veterinary_group_users',
});
