import { defineResource } from './resource.ts';

export const mandatesApi = defineResource({
  collection: '/v1/mandates',
  one: 'Mandate',
  many: 'Mandates',
});
