import { defineResource } from './resource.ts';

export const creditorsApi = defineResource({
  collection: '/v1/creditors',
  one: 'Creditor',
  many: 'Creditors',
  history: 'creditors',
  shownIn: ['/v1/mandates', '/v1/veterinary_services'],
});
