import { defineResource } from './resource.ts';

export const workgroupsApi = defineResource({
  collection: '/v1/veterinary_groups',
  one: 'VeterinaryGroup',
  many: 'VeterinaryGroups',
  history: 'veterinary_groups',
});
