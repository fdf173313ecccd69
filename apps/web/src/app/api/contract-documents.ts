import { defineResource } from './resource.ts';

export const contractDocumentsApi = defineResource({
  collection: '/v1/contract_documents',
  one: 'ContractDocument',
  many: 'ContractDocuments',
  history: 'contract_documents',
});
