import { defineResource } from './resource.ts';

export const legalStructuresApi = defineResource({
  collection: '/v1/legal_structures',
  one: 'LegalStructure',
  many: 'LegalStructures',
  history: 'legal_structures',
});
