import { defineResource } from './resource.ts';

export const documentsApi = defineResource({
  collection: '/v1/documents',
  one: 'Document',
  many: 'Documents',
  history: 'documents',
});
