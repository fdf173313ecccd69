import { defineResource } from './resource.ts';

export const requiredMandatesApi = defineResource({
  collection: '/v1/required_mandates',
  one: 'RequiredMandate',
  many: 'RequiredMandates',
  history: 'required_mandates',
});
