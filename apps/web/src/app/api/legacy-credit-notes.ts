import { defineResource } from './resource.ts';

export const legacyCreditNotesApi = defineResource({
  collection: '/legacy/veterinary_establishment_credit_notes',
  one: 'LegacyEstablishmentCreditNote',
  many: 'LegacyEstablishmentCreditNotes',
  history: 'legacy_establishment_credit_notes',
});
